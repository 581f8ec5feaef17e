/**
 * A whole content file in the one formatting: a YAML file (yaml-format.ts, top-level
 * sections set apart by blank lines), or a Markdown file — front matter between two `---`
 * lines (yaml-format.ts, no blank lines), a blank line, the body (markdown-format.ts), a
 * final newline. /admin writes every entry this way (app/admin/content-formats.ts);
 * `npm run format:content` rewrites files into it; a test holds content/ and the tests'
 * fixtures to it, so that a file read and written again is the same, byte for byte, and a
 * save in /admin changes only the lines of what was edited.
 */
import { parse } from "yaml";
import { compilePattern, matchPattern } from "../file-patterns";
import { type CollectionName, registeredCollections, registry } from "../registry";
import type { Schema } from "../schema-walk";
import { splitFrontMatter } from "../yaml-source";
import { writeMarkdown } from "./markdown-format";
import { writeYaml } from "./yaml-format";

/** How a kind of file is written: its schema (key order) and whether it is Markdown with front matter. */
export type FileKind = { schema: Schema; markdown: boolean };

/** The Markdown below the front matter, in an entry's data. */
const bodyKey = "body";

export function fileKindOf(collection: CollectionName): FileKind {
  const { files, schema }: { files: string; schema: Schema } = registry[collection];
  return { schema, markdown: files.endsWith(".md") };
}

const patterns = registeredCollections.map(([name, definition]) => ({
  name,
  pattern: compilePattern(definition.files),
}));

/** The collection a file belongs to, by its path relative to the content folder ('blog/x.md'); undefined for other files. */
export function collectionOfFile(relative: string): CollectionName | undefined {
  return patterns.find(({ pattern }) => matchPattern(pattern, relative) !== null)?.name;
}

/** A file's data: its YAML, or a Markdown file's front matter with the body under `body`. Throws when it cannot be read. */
export function readContentText(text: string, { markdown }: Pick<FileKind, "markdown">): Record<string, unknown> {
  const split = markdown ? splitFrontMatter(text) : null;
  if (markdown && !split) throw new Error('no front matter (the file must start with a line "---")');
  const data: unknown = parse(split ? split.yaml : text) ?? {};
  if (typeof data !== "object" || Array.isArray(data)) throw new Error("the file does not hold fields");
  return split ? { ...(data as Record<string, unknown>), [bodyKey]: split.body } : (data as Record<string, unknown>);
}

/** The file's text for an entry's data, in the one formatting. */
export function writeContentText(data: Record<string, unknown>, { schema, markdown }: FileKind): string {
  if (!markdown) return writeYaml(data, schema, { sections: true });
  const { [bodyKey]: body, ...fields } = data;
  const text = writeMarkdown(typeof body === "string" ? body : "");
  return `---\n${writeYaml(fields, schema, { sections: false })}---\n${text ? `\n${text}\n` : ""}`;
}

/** A file's text in the one formatting: read, then written. */
export function formatContentText(text: string, kind: FileKind): string {
  return writeContentText(readContentText(text, kind), kind);
}
