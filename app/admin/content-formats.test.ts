/**
 * /admin reads and writes every content file through the one formatting: each collection
 * and group of single files of the configuration has a registered format; a group's
 * format finds the file it writes by the form's fields Decap passes; the article list's
 * sort day never reaches the file.
 */
import type { CmsCollection } from "decap-cms-core";
import { expect, test } from "vitest";
import { fileKindOf } from "~/content/formatting/content-format";
import { registeredCollections } from "~/content/registry";
import { buildCmsConfig } from "./cms-config";
import { cmsFields } from "./cms-fields";
import { readEntryFile, registerContentFormats, singleFileOf, writeEntryFile } from "./content-formats";

type Formatter = { fromFile: (text: string) => unknown; toFile: (data: object, sortedKeys?: string[]) => string };

function registered() {
  const formats = new Map<string, { extension: string; formatter: Formatter }>();
  registerContentFormats({
    registerCustomFormat: (name, extension, formatter) => formats.set(name, { extension, formatter }),
  });
  return formats;
}

const config = buildCmsConfig({ settings: { repository: "o/r", branch: "main" } });

test("every collection of /admin is read and written by a format of the site's", () => {
  const formats = registered();
  const collections = (config.collections ?? []) as CmsCollection[];
  expect(collections.length).toBeGreaterThan(0);
  for (const collection of collections) {
    expect(formats.has(String(collection.format)), `${collection.name}: format ${collection.format}`).toBe(true);
  }
  expect([...formats.keys()].sort()).toEqual(collections.map((collection) => String(collection.format)).sort());
});

test("a group's format writes each single file by that file's schema, found by its form's fields", () => {
  const formats = registered();
  for (const [name, definition] of registeredCollections) {
    if (!definition.group) continue;
    const formFields = cmsFields(fileKindOf(name).schema).map((field) => field.name);
    expect(singleFileOf(definition.group, formFields)).toBe(name);
    const formatter = formats.get(`site-${definition.group}`)?.formatter;
    const shuffled = Object.fromEntries(formFields.map((key) => [key, "x"]).reverse());
    expect(formatter?.toFile(shuffled, formFields).split("\n")[0]).toMatch(new RegExp(`^${formFields[0]}:`));
  }
  expect(() => singleFileOf("pages", ["nothing"])).toThrow(/No file of the group pages has the form fields/);
});

test("an article's list gets its sort day on reading, and the file never does", () => {
  const text = '---\ntitle: "A: B"\ndate: April 26, 2025\n---\n\nText.\n';
  const entry = readEntryFile("blog", text);
  expect(entry).toEqual({ title: "A: B", date: "April 26, 2025", body: "Text.", publishedOn: "2025-04-26" });
  expect(writeEntryFile("blog", entry)).toBe(text);
  expect(readEntryFile("blog", "---\ntitle: T\ndate: someday\n---\n").publishedOn).toBeUndefined();
});
