/**
 * The fixture site's files as Decap holds them, for the tests that hold an /admin preview's
 * mapper to the loader of the page (the two must give the same data): each file of a
 * collection as an Immutable entry, and every image of the data replaced by the file it
 * shows (the build makes responsive variants, the preview shows the picked file).
 */
import fs from "node:fs";
import path from "node:path";
import { fromJS } from "immutable";
import { expect } from "vitest";
import type { PreviewEntry } from "~/admin/previews/entry";
import { checked } from "~/content/collections.server";
import { readSourceFile } from "~/content/content-files";
import { collectionFiles, entryId } from "~/content/read-entry";
import type { CollectionName } from "~/content/registry";

/** The entry Decap holds for a file: its values and Markdown body under `data`, its name as `slug`. */
export function decapEntry(slug: string, file: string): PreviewEntry {
  const { source, body } = readSourceFile(file);
  expect(source.problems, file).toEqual([]);
  const data = source.data as Record<string, unknown>;
  return fromJS({ slug, data: path.extname(file) === ".md" ? { ...data, body } : data });
}

/** Every file of a collection of the fixture content, drafts included, as Decap's entries with their ids. */
export function fixtureEntries(name: CollectionName): { slug: string; entry: PreviewEntry }[] {
  const collection = checked(name);
  return collectionFiles(collection)
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => {
      const slug = entryId(collection, file);
      return { slug, entry: decapEntry(slug, file) };
    });
}

/** The preview's getAsset stand-in: the image path as its URL, as the image mock keeps it as `src`. */
export const asWritten = (imagePath: string) => imagePath;

const isImage = (value: unknown): value is { src: string } =>
  typeof value === "object" && value !== null && "avifSrcset" in value && "src" in value;

/** The data with every image replaced by the file it shows. */
export function imagesByFile(data: unknown): unknown {
  return JSON.parse(JSON.stringify(data), (_key, value: unknown) => (isImage(value) ? { image: value.src } : value));
}
