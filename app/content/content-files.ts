/**
 * Where content is read from and how one content file is read: YAML files and Markdown
 * files with front matter, through the one YAML reader (yaml-source.ts). Also the one
 * rule for drafts. Plain Node and relative imports only, so scripts can load it without
 * the app's `~/` alias.
 */
import fs from "node:fs";
import path from "node:path";
import { parseYamlSource, type SourceProblem, splitFrontMatter, type YamlSource } from "./yaml-source";

/**
 * The content folder: content/ in the working directory (the project root), or
 * CONTENT_DIR (tests and previews read fixture content). Read once, when first imported.
 */
export const contentRoot = path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), "content"));

/**
 * A file as an editor finds it: relative to the project ('content/blog/x.md', which
 * terminals and editors open at the line), or for a folder elsewhere, from that folder's name.
 */
export function displayPath(file: string, root = contentRoot): string {
  const fromCwd = path.relative(process.cwd(), file);
  const shown =
    fromCwd.startsWith("..") || path.isAbsolute(fromCwd) ? path.relative(path.dirname(root), file) : fromCwd;
  return shown.split(path.sep).join("/");
}

/** A file's path relative to the content folder, with '/' separators: 'blog/x.md'. */
export function relativeToRoot(file: string, root = contentRoot): string {
  return path.relative(root, file).split(path.sep).join("/");
}

export type SourceFile = {
  /** Absolute path. */
  file: string;
  /** The YAML (the whole file, or a Markdown file's front matter) with its line numbers. */
  source: YamlSource;
  /** The Markdown body after the front matter; empty for YAML files. */
  body: string;
};

const noData: YamlSource = { data: undefined, problems: [], lineOf: () => 1 };

function failed(file: string, problem: SourceProblem): SourceFile {
  return { file, source: { ...noData, problems: [problem] }, body: "" };
}

const parsesKey = Symbol.for("sr-rsm.content-parses");

/**
 * Each file's text as last read, and what it parsed into. The build reads a file once per
 * page that needs it (every event page reads the events), the development server once per
 * request: a file is parsed again only when its text has changed, so the prerender parses
 * each file once, and an edit shows at the next request (`npm run dev`, `npm run cms`).
 * Kept on `globalThis`: the build loads this module more than once in one process (the
 * prerender's list and the search index through tsx, the pages in React Router's server
 * build), and each load reads the same files.
 */
type Parses = Map<string, { text: string; read: SourceFile }>;
const shared = globalThis as { [parsesKey]?: Parses };
const parsed: Parses = shared[parsesKey] ?? new Map();
shared[parsesKey] = parsed;

/** Reads a .md (front matter + body) or .yaml file; problems come back in `source.problems`. */
export function readSourceFile(file: string): SourceFile {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    parsed.delete(file);
    return failed(file, { field: "file", message: "does not exist → create it (see the README in its folder)" });
  }
  const known = parsed.get(file);
  if (known?.text === text) return known.read;
  const read = parseSourceFile(file, text);
  parsed.set(file, { text, read });
  return read;
}

function parseSourceFile(file: string, text: string): SourceFile {
  if (path.extname(file) !== ".md") return { file, source: parseYamlSource(text), body: "" };
  const frontMatter = splitFrontMatter(text);
  if (!frontMatter) {
    return failed(file, {
      line: 1,
      field: "file",
      message: 'has no front matter → start the file with a line "---", then the fields, then another "---" line',
    });
  }
  return { file, source: parseYamlSource(frontMatter.yaml, frontMatter.firstLine), body: frontMatter.body };
}

/**
 * Whether drafts are shown. `npm run dev` sets SHOW_DRAFTS=1 so editors can preview an
 * unfinished article; the build, the check and the tests never set it, so there a draft
 * has no page and is in no list, feed or sitemap.
 */
export function draftsVisible(): boolean {
  return process.env.SHOW_DRAFTS === "1";
}

/** True when parsed content says `draft: true` (written in any YAML way: True, true # note…). */
export function isDraft(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { draft?: unknown }).draft === true;
}

/** True when the file is a draft that must stay hidden. */
export function isHiddenDraft(data: unknown): boolean {
  return isDraft(data) && !draftsVisible();
}
