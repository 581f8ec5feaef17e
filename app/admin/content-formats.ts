/**
 * How /admin reads and writes every content file: through the site's one formatting
 * (app/content/formatting/), registered with Decap's public API for custom formats. Decap
 * hands a writer the entry's data and the form's top-level field names, never the file's
 * old text; since the files are kept in the formatting this writer produces (a test holds
 * every content file to it), a save changes only the lines of the fields that changed.
 * Decap's own YAML writer wrapped long lines, dropped quotes and blank lines, and wrote
 * keys in the order its data happened to keep (ADR 046).
 *
 * One format per folder collection, named after it; one per group of single files (Pages,
 * Student Support, Site settings), which finds the file it is writing by the form's fields
 * Decap passes (each single file has a form of its own).
 *
 * The article list sorts by a day: an article's date is text such as 'November 1, 2025'
 * (alphabetically, April would come first), so reading an article also gives the entry a
 * `publishedOn` day (2025-11-01), a hidden field the list sorts by, newest first, as the
 * blog does; writing drops it again, so it never reaches the file.
 */
import type { CMS, CmsCollection } from "decap-cms-core";
import { type FileKind, fileKindOf, readContentText, writeContentText } from "~/content/formatting/content-format";
import { type CollectionName, isFolderPattern, registeredCollections } from "~/content/registry";
import { parseHumanDate, toIsoDate } from "~/lib/dates";
import { cmsFields } from "./cms-fields";

/** The hidden field the article list sorts by. */
export const publishedOnField = "publishedOn";

type Fields = Record<string, unknown>;

/** The name of the format of a folder collection ('blog') or a group of single files ('pages'). */
export const contentFormatName = (collectionOrGroup: string) =>
  `site-${collectionOrGroup}` as NonNullable<CmsCollection["format"]>;

/** What a collection's entries carry in /admin beyond the file: added on reading, dropped on writing. */
const formOnly: Partial<Record<CollectionName, { read: (data: Fields) => Fields; write: (data: Fields) => Fields }>> = {
  blog: {
    read: (data) => {
      const day = typeof data.date === "string" ? parseHumanDate(data.date) : null;
      return day ? { ...data, [publishedOnField]: toIsoDate(day) } : data;
    },
    write: ({ [publishedOnField]: _sortOnly, ...data }) => data,
  },
};

/** Reads a file of `collection` into an entry's data (a Markdown body under `body`). */
export function readEntryFile(collection: CollectionName, text: string): Fields {
  const data = readContentText(text, fileKindOf(collection));
  return formOnly[collection]?.read(data) ?? data;
}

/** Writes an entry's data of `collection` as its file. */
export function writeEntryFile(collection: CollectionName, data: Fields): string {
  const fields = formOnly[collection]?.write(data) ?? data;
  return writeContentText(fields, fileKindOf(collection));
}

/** The single files of a group, each with the names of its form's top-level fields. */
function singleFilesOf(group: string) {
  return registeredCollections
    .filter(([, definition]) => !isFolderPattern(definition.files) && definition.group === group)
    .map(([name]) => ({ name, formFields: cmsFields(fileKindOf(name).schema).map((field) => field.name) }));
}

/**
 * The single file of `group` whose form has exactly the fields `sortedKeys` names (Decap
 * passes the form's top-level field names of the file it writes).
 */
export function singleFileOf(group: string, sortedKeys: readonly string[] | undefined): CollectionName {
  const files = singleFilesOf(group);
  const found = files.find(
    ({ formFields }) =>
      formFields.length === sortedKeys?.length && formFields.every((name, index) => sortedKeys[index] === name),
  );
  if (!found) {
    throw new Error(
      `No file of the group ${group} has the form fields ${JSON.stringify(sortedKeys)}: the file is not written (its group's files: ${files.map(({ name }) => name).join(", ")})`,
    );
  }
  return found.name;
}

/** The groups of single files in the registry, and whether their files are Markdown (none are today). */
function groupKinds(): Map<string, Pick<FileKind, "markdown">> {
  const groups = new Map<string, Pick<FileKind, "markdown">>();
  for (const [name, definition] of registeredCollections) {
    if (isFolderPattern(definition.files) || !definition.group) continue;
    const { markdown } = fileKindOf(name);
    const known = groups.get(definition.group);
    if (known && known.markdown !== markdown)
      throw new Error(`the group ${definition.group} mixes Markdown and YAML files`);
    groups.set(definition.group, { markdown });
  }
  return groups;
}

export function registerContentFormats(cms: Pick<CMS, "registerCustomFormat">): void {
  for (const [name, definition] of registeredCollections) {
    if (!isFolderPattern(definition.files)) continue;
    const extension = /\.([a-z]+)$/.exec(definition.files)?.[1] ?? "";
    cms.registerCustomFormat(contentFormatName(name), extension, {
      fromFile: (text) => readEntryFile(name, text),
      toFile: (data) => writeEntryFile(name, data as Fields),
    });
  }
  for (const [group, { markdown }] of groupKinds()) {
    cms.registerCustomFormat(contentFormatName(group), markdown ? "md" : "yaml", {
      fromFile: (text) => readContentText(text, { markdown }),
      toFile: (data, sortedKeys) => writeEntryFile(singleFileOf(group, sortedKeys), data as Fields),
    });
  }
}
