/**
 * Values the organisation has not given yet. A content value is a placeholder when its
 * line ends with the comment `# PLACEHOLDER`, or when it names a reserved example domain
 * (example.org, example.com, example.net or a name ending in .example), which can never
 * be a real address. `npm run check:launch` fails while any remain; the content check
 * lists in one line where they are.
 */
import fs from "node:fs";
import path from "node:path";
import { displayPath } from "./content-files";
import { listAllFiles } from "./read-entry";
import { type FieldPath, fieldName, parseYamlSource, splitFrontMatter } from "./yaml-source";

export type Placeholder = {
  /** The file as an editor finds it, e.g. 'content/site.yaml'. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  /** The field ('contact.phone'), or 'text' for a line of a Markdown body. */
  field: string;
  /** The placeholder value, or the line of text that holds it. */
  text: string;
};

/** The comment that marks a value as a placeholder, after the value on its line. */
export const placeholderMarker = "# PLACEHOLDER";

const markerAfterValue = /\s#\s*PLACEHOLDER\b/;
const wholeLineComment = /^\s*#/;

/** A host name under a reserved example domain (RFC 2606): 'forms.example.org', 'sr.rsm.example'. */
const reservedDomain =
  /(?<![\w.-])(?:[a-z0-9-]+\.)*example\.(?:com|org|net)(?![\w-])|(?<![\w.-])(?:[a-z0-9-]+\.)+example(?![\w.-])/i;

/** True when the text names a reserved example domain. */
export function namesExampleDomain(text: string): boolean {
  return reservedDomain.test(text);
}

/** Every path in parsed YAML with the value there, parents before children. */
function walk(value: unknown, at: FieldPath = []): { path: FieldPath; value: unknown }[] {
  const here = { path: at, value };
  if (Array.isArray(value)) return [here, ...value.flatMap((item, index) => walk(item, [...at, index]))];
  if (value !== null && typeof value === "object") {
    return [here, ...Object.entries(value).flatMap(([key, item]) => walk(item, [...at, key]))];
  }
  return [here];
}

const isScalar = (value: unknown) => value === null || typeof value !== "object";

/** Placeholders in YAML text whose first line is `firstLine` of the file. */
function yamlPlaceholders(file: string, yaml: string, firstLine: number): Placeholder[] {
  const source = parseYamlSource(yaml, firstLine);
  if (source.data === undefined) return [];
  const nodes = walk(source.data).filter(({ path: at }) => at.length > 0);
  // The deepest field written on each line names that line.
  const fieldOnLine = new Map<number, { path: FieldPath; value: unknown }>();
  for (const node of nodes) fieldOnLine.set(source.lineOf(node.path), node);

  const found = new Map<number, Placeholder>();
  yaml.split(/\r?\n/).forEach((lineText, index) => {
    const line = index + firstLine;
    if (wholeLineComment.test(lineText) || !markerAfterValue.test(lineText)) return;
    const node = fieldOnLine.get(line);
    const text = node && isScalar(node.value) ? String(node.value) : lineText.replace(markerAfterValue, "").trim();
    found.set(line, { file, line, field: node ? fieldName(node.path) : "file", text });
  });
  for (const node of nodes) {
    if (typeof node.value !== "string" || !namesExampleDomain(node.value)) continue;
    const line = source.lineOf(node.path);
    if (!found.has(line)) found.set(line, { file, line, field: fieldName(node.path), text: node.value });
  }
  return [...found.values()];
}

/** Placeholders in a Markdown body: lines that name an example domain. */
function bodyPlaceholders(file: string, lines: string[], firstLine: number): Placeholder[] {
  return lines.flatMap((lineText, index) =>
    namesExampleDomain(lineText) ? [{ file, line: index + firstLine, field: "text", text: lineText.trim() }] : [],
  );
}

function filePlaceholders(absolute: string, shown: string): Placeholder[] {
  const text = fs.readFileSync(absolute, "utf8");
  if (path.extname(absolute) !== ".md") return yamlPlaceholders(shown, text, 1);
  const frontMatter = splitFrontMatter(text);
  if (!frontMatter) return bodyPlaceholders(shown, text.split(/\r?\n/), 1);
  const lines = text.split(/\r?\n/);
  // The body starts after the closing '---', whose line follows the front matter's last line.
  const closing = lines.findIndex((line, index) => index > 0 && /^---[ \t]*$/.test(line));
  return [
    ...yamlPlaceholders(shown, frontMatter.yaml, frontMatter.firstLine),
    ...bodyPlaceholders(shown, lines.slice(closing + 1), closing + 2),
  ];
}

const contentFile = /\.(md|ya?ml)$/i;
const readme = /^readme\./i;

/**
 * Every placeholder in every content file under `contentRoot` (README files are
 * instructions, not content), in file and line order.
 */
export function findPlaceholders(contentRoot: string): Placeholder[] {
  return listAllFiles(contentRoot)
    .filter((relative) => contentFile.test(relative) && !readme.test(path.posix.basename(relative)))
    .flatMap((relative) => {
      const absolute = path.join(contentRoot, relative);
      return filePlaceholders(absolute, displayPath(absolute, contentRoot));
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** 'content/site.yaml:15  site.url  https://sr-rsm.example.org' */
export function formatPlaceholder({ file, line, field, text }: Placeholder): string {
  return `${file}:${line}  ${field}  ${text}`;
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
function whereList(placeholders: readonly Placeholder[]): string {
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
