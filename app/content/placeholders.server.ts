/**
 * What is left to do before launch. A placeholder is a sample value the organisation has
 * not given yet; it is recognised by the value alone (an example.org address, a phone
 * number ending in zeros…), never by a comment next to it: /admin writes content files
 * anew from their data on every save and drops every comment, so a comment would stop
 * marking the value after the first save. Each rule has a name and the reason it gives
 * editors. A board member without a photo is listed too (the site shows their initials
 * until then). `npm run check:launch` fails while any remain; the content check lists in
 * one line where the placeholders are.
 */
import fs from "node:fs";
import path from "node:path";
import { checked } from "./collections.server";
import { displayPath } from "./content-files";
import { matchPattern } from "./file-patterns";
import { listAllFiles } from "./read-entry";
import { type FieldPath, fieldName, parseYamlSource, splitFrontMatter } from "./yaml-source";

export type Placeholder = {
  /** The file as an editor finds it, e.g. 'content/site.yaml'. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  /** The field ('contact.phone'), or 'text' for a line of a Markdown body. */
  field: string;
  /** The placeholder value, the line of text that holds it, or the board member's name. */
  text: string;
  /** The rule that found it, e.g. 'example domain'. */
  rule: string;
  /** Why that rule takes it for a sample, for the editor. */
  reason: string;
};

export type PlaceholderRule = {
  name: string;
  reason: string;
  /** True when `text` (a whole value, or a line of Markdown) holds a sample of this kind. */
  test: (text: string) => boolean;
};

// ---------------------------------------------------------------- Reserved example domains

/**
 * Names reserved so that they never reach anyone (RFC 2606 and 6761): example.com/.org/.net
 * with any subdomain, the top-level domains .example, .test, .invalid and .localhost, and
 * localhost itself.
 */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return /(?:^|\.)example\.(?:com|org|net)$/.test(name) || /(?:^|\.)(?:example|test|invalid|localhost)$/.test(name);
}

const urlPattern = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`)\]]+/gi;
const emailDomainPattern = /[\w.+-]+@((?:[a-z0-9-]+\.)*[a-z0-9-]+)/gi;
/**
 * A host written without https:// in running text ('see forms.example.net'). Only the
 * example.com/.org/.net family and *.example: a bare 'localhost' or 'final.test' could be
 * an ordinary word. Not after '/' or '@', where it is part of a path or an address.
 */
const bareExampleHost =
  /(?<![\w.@/-])(?:[a-z0-9-]+\.)*example\.(?:com|org|net)(?![\w-])|(?<![\w.@/-])(?:[a-z0-9-]+\.)+example(?![\w.-])/i;

/** Every web address in `text` that reads as one. */
export function urls(text: string): URL[] {
  return [...text.matchAll(urlPattern)].flatMap(([written]) => {
    try {
      return [new URL(written)];
    } catch {
      return [];
    }
  });
}

function namesReservedDomain(text: string): boolean {
  if (urls(text).some((url) => isReservedHost(url.hostname.replace(/^\[|\]$/g, "")))) return true;
  if ([...text.matchAll(emailDomainPattern)].some((match) => isReservedHost(match[1] ?? ""))) return true;
  return bareExampleHost.test(text);
}

// ---------------------------------------------------------------- Fictional phone numbers

/** A phone number as written: '+' or a leading 0, then digits with spaces, dots, hyphens or brackets. */
const phonePattern = /(?<![\w+])(?:\+|0)\d[\d ().\u00a0-]*\d/g;

/** The last seven digits: all one digit (0000000, 1111111) or counting up (1234567). */
function isFictionalNumber(written: string): boolean {
  const digits = written.replace(/\D/g, "");
  if (digits.length < 8 || digits.length > 15) return false;
  const tail = [...digits.slice(-7)].map(Number);
  const same = tail.every((digit) => digit === tail[0]);
  const counting = tail.every((digit, index) => index === 0 || digit === (tail[index - 1] ?? 0) + 1);
  return same || counting;
}

function namesFictionalPhone(text: string): boolean {
  return [...text.matchAll(phonePattern)].some(([written]) => isFictionalNumber(written));
}

// ---------------------------------------------------------------- Example accounts

/** Words that mark an account name as made up: 'sr.rsm.example', 'sr-rsm-example', '@placeholder'. */
const sampleWords = new Set(["example", "placeholder"]);
const hasSampleWord = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => sampleWords.has(word));

const socialHosts = [
  "instagram.com",
  "tiktok.com",
  "linkedin.com",
  "facebook.com",
  "x.com",
  "twitter.com",
  "youtube.com",
  "threads.net",
  "github.com",
];

function namesExampleAccount(text: string): boolean {
  return urls(text).some((url) => {
    const host = url.hostname.toLowerCase();
    if (!socialHosts.some((social) => host === social || host.endsWith(`.${social}`))) return false;
    return hasSampleWord(decodeURIComponent(url.pathname));
  });
}

/** The shape of a GitHub repository in the site settings: 'owner/name'. */
const repositoryPattern = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/;

function isExampleRepository(text: string): boolean {
  const match = repositoryPattern.exec(text.trim());
  return match !== null && (hasSampleWord(match[1] ?? "") || hasSampleWord(match[2] ?? ""));
}

// ---------------------------------------------------------------- The rules

/** Every rule, in the order they are tried; a value is listed once, under the first that matches. */
export const placeholderRules: readonly PlaceholderRule[] = [
  {
    name: "example domain",
    reason: "reserved for examples, like example.org, .test, .invalid and localhost: it never reaches anyone",
    test: namesReservedDomain,
  },
  {
    name: "fictional phone number",
    reason: "the last seven digits are zeros, one digit repeated or counting up like 1234567",
    test: namesFictionalPhone,
  },
  {
    name: "example account",
    reason: "the account's name says 'example' or 'placeholder'",
    test: namesExampleAccount,
  },
  {
    name: "example repository",
    reason: "the repository's owner or name says 'example' or 'placeholder'",
    test: isExampleRepository,
  },
];

/** The first rule that takes `text` for a sample, or undefined for a real-looking value. */
export function placeholderRule(text: string): PlaceholderRule | undefined {
  return placeholderRules.find((rule) => rule.test(text));
}

/** The rule behind each board member listed without a photo. */
export const missingPhotoRule = {
  name: "no photo",
  reason: "the board page shows initials until image names a photo",
} as const;

// ---------------------------------------------------------------- Reading the content

/** Every path in parsed YAML with the value there, parents before children. */
function walk(value: unknown, at: FieldPath = []): { path: FieldPath; value: unknown }[] {
  const here = { path: at, value };
  if (Array.isArray(value)) return [here, ...value.flatMap((item, index) => walk(item, [...at, index]))];
  if (value !== null && typeof value === "object") {
    return [here, ...Object.entries(value).flatMap(([key, item]) => walk(item, [...at, key]))];
  }
  return [here];
}

/** A value on one line for the list: a multi-line text's lines joined by spaces. */
const oneLine = (text: string) => text.trim().replace(/\s*\n\s*/g, " ");

/** A text value of a content file: a YAML value (a front matter field) or a line of a Markdown body. */
export type ContentText = {
  /** The file as an editor finds it, e.g. 'content/site.yaml'. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  /** The field ('contact.phone'), or 'text' for a line of a Markdown body. */
  field: string;
  /** The value as written, or the line of text. */
  text: string;
};

/** The text values of YAML text whose first line is `firstLine` of the file. */
function yamlTexts(file: string, yaml: string, firstLine: number): ContentText[] {
  const source = parseYamlSource(yaml, firstLine);
  if (source.data === undefined) return [];
  return walk(source.data).flatMap(({ path: at, value }) =>
    typeof value === "string" ? [{ file, line: source.lineOf(at), field: fieldName(at), text: value }] : [],
  );
}

/** The lines of a Markdown body. */
function bodyTexts(file: string, lines: string[], firstLine: number): ContentText[] {
  return lines.map((text, index) => ({ file, line: index + firstLine, field: "text", text }));
}

function fileTexts(absolute: string, shown: string): ContentText[] {
  const text = fs.readFileSync(absolute, "utf8");
  if (path.extname(absolute) !== ".md") return yamlTexts(shown, text, 1);
  const frontMatter = splitFrontMatter(text);
  if (!frontMatter) return bodyTexts(shown, text.split(/\r?\n/), 1);
  const lines = text.split(/\r?\n/);
  // The body starts after the closing '---', whose line follows the front matter's last line.
  const closing = lines.findIndex((line, index) => index > 0 && /^---[ \t]*$/.test(line));
  return [
    ...yamlTexts(shown, frontMatter.yaml, frontMatter.firstLine),
    ...bodyTexts(shown, lines.slice(closing + 1), closing + 2),
  ];
}

/** A text as the placeholder list shows it: a YAML value on one line, a body line trimmed. */
const shownText = ({ field, text }: ContentText) => (field === "text" ? text.trim() : oneLine(text));

const contentFile = /\.(md|ya?ml)$/i;
const readme = /^readme\./i;

/** The content files under `contentRoot`, relative to it; README files are instructions, not content. */
function contentFiles(contentRoot: string): string[] {
  return listAllFiles(contentRoot).filter(
    (relative) => contentFile.test(relative) && !readme.test(path.posix.basename(relative)),
  );
}

const byFileAndLine = (a: Placeholder, b: Placeholder) => a.file.localeCompare(b.file) || a.line - b.line;

/**
 * Every text value in every content file under `contentRoot` (README files aside), in
 * file order: what the placeholder rules and the health check's link list read.
 */
export function contentTexts(contentRoot: string): ContentText[] {
  return contentFiles(contentRoot).flatMap((relative) => {
    const absolute = path.join(contentRoot, relative);
    return fileTexts(absolute, displayPath(absolute, contentRoot));
  });
}

/** Every placeholder value in every content file under `contentRoot`, in file and line order. */
export function findPlaceholders(contentRoot: string): Placeholder[] {
  return contentTexts(contentRoot)
    .flatMap((found) => {
      const rule = placeholderRule(found.text);
      return rule ? [{ ...found, text: shownText(found), rule: rule.name, reason: rule.reason }] : [];
    })
    .sort(byFileAndLine);
}

/**
 * Every board member, in every year, listed without a photo: on the line of the member's
 * entry, with the field to add and the member's name.
 */
export function findMissingPhotos(contentRoot: string): Placeholder[] {
  return contentFiles(contentRoot)
    .filter((relative) => matchPattern(checked("board").files, relative) !== null)
    .flatMap((relative) => {
      const absolute = path.join(contentRoot, relative);
      const file = displayPath(absolute, contentRoot);
      const source = parseYamlSource(fs.readFileSync(absolute, "utf8"));
      const members = (source.data as { members?: unknown } | undefined)?.members;
      if (!Array.isArray(members)) return [];
      return members.flatMap((member: unknown, index) => {
        const { name, image } = (member ?? {}) as { name?: unknown; image?: unknown };
        if (typeof image === "string" && image.trim() !== "") return [];
        const text = typeof name === "string" && name.trim() !== "" ? name.trim() : `member ${index + 1}`;
        return [
          {
            file,
            line: source.lineOf(["members", index]),
            field: fieldName(["members", index, "image"]),
            text,
            rule: missingPhotoRule.name,
            reason: missingPhotoRule.reason,
          },
        ];
      });
    })
    .sort(byFileAndLine);
}

/** 'content/site.yaml:4  site.url  https://sr-rsm.example.org  (example domain: reserved for examples, …)' */
export function formatPlaceholder({ file, line, field, text, rule, reason }: Placeholder): string {
  return `${file}:${line}  ${field}  ${text}  (${rule}: ${reason})`;
}

/**
 * One line for the content check: how many placeholders remain and in which files,
 * or null when none do.
 */
export function placeholderSummary(placeholders: readonly Placeholder[]): string | null {
  if (placeholders.length === 0) return null;
  const values = placeholders.length === 1 ? "1 placeholder" : `${placeholders.length} placeholders`;
  return `${values} to replace before launch, in ${whereList(placeholders)} (npm run check:launch lists each line)`;
}

/** The files, with a folder of three or more named once: 'content/board/ (13 files), content/site.yaml'. */
export function whereList(placeholders: readonly Pick<Placeholder, "file">[]): string {
  const files = [...new Set(placeholders.map((placeholder) => placeholder.file))];
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    const folder = path.posix.dirname(file);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  return [...byFolder]
    .flatMap(([folder, inFolder]) => (inFolder.length >= 3 ? [`${folder}/ (${inFolder.length} files)`] : inFolder))
    .join(", ");
}
