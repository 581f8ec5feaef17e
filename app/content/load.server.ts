/**
 * What loaders call to read content. Files are read through the one YAML reader and
 * validated with their schemas; every problem of a file (or of a whole collection)
 * becomes one ContentError listing them in the content check's format,
 * 'content/blog/x.md:5  darft  unknown field → did you mean "draft"?', so a loader
 * never reports less than `npm run check:content` would.
 */
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type { Collection, Entry } from "./collections.server";
import { contentRoot, displayPath, isHiddenDraft, readSourceFile } from "./content-files";
import { formatProblems, type Problem } from "./problems";
import { collectionFiles, entryId, fileRuleContext, readEntry } from "./read-entry";
import { checkWithSchema } from "./schema-problems";

export { contentRoot, displayPath };

export class ContentError extends Error {
  override name = "ContentError";
}

function fail(problems: Problem[]): never {
  throw new ContentError(`Invalid content:\n${formatProblems(problems)}`);
}

/** Validates a file's YAML with `schema`, or throws a ContentError listing every problem. */
function readValidated<Schema extends z.ZodType>(file: string, schema: Schema) {
  const { source, body } = readSourceFile(file);
  const result = checkWithSchema(schema, source);
  if (!result.ok) fail(result.problems.map((problem) => ({ file: displayPath(file), ...problem })));
  return { data: result.data, body };
}

/** Reads and validates a YAML file; `relative` is relative to content/. */
export function readYaml<Schema extends z.ZodType>(relative: string, schema: Schema): z.output<Schema> {
  return readValidated(path.join(contentRoot, relative), schema).data;
}

export type MarkdownFile<T> = { file: string; slug: string; data: T; body: string };

/** Reads a Markdown file with YAML front matter and validates the front matter. */
export function readMarkdown<Schema extends z.ZodType>(
  relative: string,
  schema: Schema,
): MarkdownFile<z.output<Schema>> {
  const file = path.join(contentRoot, relative);
  const { data, body } = readValidated(file, schema);
  return { file, slug: path.basename(file, path.extname(file)), data, body };
}

/** Top-level files of one content folder with the given extensions, README excluded, sorted by name. */
export function listContentFiles(folder: string, extensions = [".md"]): string[] {
  const dir = path.join(contentRoot, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => extensions.includes(path.extname(name)) && !/^readme\./i.test(name))
    .sort()
    .map((name) => path.posix.join(folder, name));
}

/**
 * The ids of a collection's published entries, sorted: drafts left out (unless `npm run
 * dev` shows them), read with the same reader as readCollection, so a draft never gets a
 * page the loaders hide. Nothing is validated here: the loaders and the content check do that.
 */
export function publishedIds(collection: Collection): string[] {
  return collectionFiles(collection)
    .filter((file) => !isHiddenDraft(readSourceFile(file).source.data))
    .map((file) => entryId(collection, file));
}

/**
 * Every entry of a collection, sorted by id, drafts hidden (shown by `npm run dev`).
 * Throws one ContentError listing every problem in every file of the collection.
 */
export function readCollection<Schema extends z.ZodType>(collection: Collection<Schema>): Entry<z.output<Schema>>[] {
  const context = fileRuleContext();
  const entries: Entry<z.output<Schema>>[] = [];
  const problems: Problem[] = [];
  for (const file of collectionFiles(collection)) {
    const result = readEntry(collection, file, context);
    problems.push(...result.problems);
    if (result.entry) entries.push(result.entry);
  }
  if (problems.length > 0) fail(problems);
  return entries.filter((entry) => !isHiddenDraft(entry.data));
}

/** The one file of a single-file collection (home.yaml), validated. */
export function readSingle<Schema extends z.ZodType>(collection: Collection<Schema>): z.output<Schema> {
  const file = path.join(contentRoot, collection.files.text);
  const result = readEntry(collection, file, fileRuleContext());
  if (result.problems.length > 0 || !result.entry) fail(result.problems);
  return result.entry.data;
}
