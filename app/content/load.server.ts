/**
 * What loaders call to read content. Every file is read as an entry of its collection in
 * the registry (collections.server.ts): the one YAML reader, the collection's schema and
 * rules (read-entry.ts), as the content check reads it. Every problem of a file (or of a
 * whole collection) becomes one ContentError listing them in the content check's format,
 * 'content/blog/x.md:5  darft  unknown field → did you mean "draft"?', so a loader
 * never reports less than `npm run check:content` would.
 */
import path from "node:path";
import type { z } from "zod";
import type { Collection, Entry } from "./collections.server";
import { contentRoot, displayPath, isHiddenDraft, readSourceFile } from "./content-files";
import { formatProblems, type Problem } from "./problems";
import { collectionFiles, entryId, fileRuleContext, readEntry } from "./read-entry";

export { contentRoot, displayPath };

export class ContentError extends Error {
  override name = "ContentError";
}

function fail(problems: Problem[]): never {
  throw new ContentError(`Invalid content:\n${formatProblems(problems)}`);
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
