/**
 * The growth test's copy of content/ and its build (content-growth.test.ts), and the means
 * its checks read them with: content files of the copy, the built pages, the sitemap, the
 * feeds and the search records. One copy and one build per run, shared by every check.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";

export const addedDir = path.resolve("tests/fixtures/content/added");
export const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-growth-"));
export const contentDir = path.join(work, "content");
// Inside the project: the prerender imports the server build, which resolves react from node_modules.
export const buildDir = fs.mkdtempSync(path.resolve(".build-growth-"));
export const clientDir = path.join(buildDir, "client");

// ---------------------------------------------------------------- Reading content and output

export const read = (file: string) => fs.readFileSync(file, "utf8");

/** Front matter of a Markdown file, or a whole YAML file, of the copy (or of `folder`). */
export function readData(relative: string, folder = contentDir): Record<string, unknown> {
  const text = read(path.join(folder, relative));
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  return parse(frontMatter ?? text) as Record<string, unknown>;
}

export const stringField = (relative: string, field: string) => String(readData(relative)[field]);

/** Ids of a folder's entries in the copy: file names without extension, README aside. */
export function idsIn(folder: string, extension: string): string[] {
  return fs
    .readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith(extension) && !/^readme\./i.test(name))
    .map((name) => name.slice(0, -extension.length))
    .sort();
}

/** Every text file of the content copy, relative to it, with its text. */
export function contentTexts(): Map<string, string> {
  const files = fs.readdirSync(contentDir, { recursive: true, encoding: "utf8" });
  return new Map(
    files
      .filter((file) => /\.(md|ya?ml)$/.test(file) && !/^readme\./i.test(path.basename(file)))
      .map((file) => [file.split(path.sep).join("/"), read(path.join(contentDir, file))]),
  );
}

export function decodeHtml(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export const builtExists = (relative: string) => fs.existsSync(path.join(clientDir, relative));

/** A built file's text; a missing file fails the test (so no absence check passes on a failed build). */
export const built = (relative: string) => {
  if (!builtExists(relative)) throw new Error(`The build has no ${relative}`);
  return read(path.join(clientDir, relative));
};

/** A prerendered page's HTML, decoded ('/' → index.html, '/blog' → blog/index.html). */
export const page = (route: string) => decodeHtml(built(path.join(route, "index.html")));

export const pageExists = (route: string) => builtExists(path.join(route, "index.html"));

/** One element of a page, e.g. its <header> or <footer>. */
export const element = (html: string, tag: string) => new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? "";

/** The calendar feed with folded lines joined and text escapes undone, as a reader sees it. */
export const calendarText = (relative: string) =>
  built(relative)
    .replace(/\r?\n[ \t]/g, "")
    .replace(/\\([,;\\])/g, "$1");

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An element whose whole text is `text` (not a longer title that contains it). */
export const wholeText = (text: string) => new RegExp(`>\\s*${escapeRegExp(text)}\\s*<`);

export const sitemapPaths = () =>
  [...built("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);

/** The addresses of the build's search records (written beside client/ by the search index step). */
export const searchRecordUrls = () =>
  (JSON.parse(read(path.join(buildDir, "search-records.json"))) as { url: string }[]).map((record) => record.url);

// ---------------------------------------------------------------- Choosing what to remove

/**
 * An item that could be removed: its files, the links to it that other files may hold
 * (each with the page a link should point to instead), and text in another file that
 * forbids removing it (a team naming the role as its roleId).
 */
export type Candidate = { id: string; files: string[]; links: [from: string, to: string][]; blockers?: string[] };

const isOwnFile = (candidate: Candidate, file: string) =>
  candidate.files.some((own) => file === own || file.startsWith(`${own}/`));

/** A link target in text, not the start of a longer one ('/blog/a' in '/blog/a-b'). */
const linkPattern = (target: string) => new RegExp(`${escapeRegExp(target)}(?![\\w-])`, "g");

/**
 * The first candidate no other file links to, else the first one another file links to
 * (those links are pointed at the list page, as the editor who deletes the item would
 * do). A candidate with a blocker in another file is never chosen; none left is undefined.
 */
export function chooseRemoval(candidates: Candidate[]): Candidate | undefined {
  const texts = [...contentTexts()];
  const others = (candidate: Candidate) => texts.filter(([file]) => !isOwnFile(candidate, file));
  const allowed = candidates.filter((candidate) =>
    others(candidate).every(([, text]) => !(candidate.blockers ?? []).some((blocker) => text.includes(blocker))),
  );
  const unlinked = allowed.find((candidate) =>
    others(candidate).every(([, text]) => candidate.links.every(([from]) => !linkPattern(from).test(text))),
  );
  return unlinked ?? allowed[0];
}

/** `chooseRemoval`, failing when no candidate can go. */
export function mustChooseRemoval(kind: string, candidates: Candidate[]): Candidate {
  const chosen = chooseRemoval(candidates);
  if (!chosen) throw new Error(`No ${kind} in content/ can be removed: another file needs each of them`);
  return chosen;
}

/** Deletes a candidate's files and points the links to it at its list page. */
export function remove(candidate: Candidate) {
  for (const file of candidate.files) fs.rmSync(path.join(contentDir, file), { recursive: true });
  for (const [file, text] of contentTexts()) {
    const relinked = candidate.links.reduce((current, [from, to]) => current.replace(linkPattern(from), to), text);
    if (relinked !== text) fs.writeFileSync(path.join(contentDir, file), relinked);
  }
}

/**
 * What a kind of content does in the growth test beyond what every collection gets
 * (content-growth.test.ts), in a module of checks/: it removes an original item of its own
 * from the copy (before anything is added; what it keeps of it, its tests read), and its
 * tests check its addition and its removal on the grown build. `covers` names the
 * collections whose removal it proves.
 */
export type GrowthCheck = {
  /** What it is about, as the tests' heading: 'an article'. */
  name: string;
  covers: readonly string[];
  remove(): void;
  /** Each test's title and body. */
  tests: Record<string, () => void>;
};
