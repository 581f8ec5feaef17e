/**
 * The health check tells a board member which /admin collection to open; each name it
 * gives is the name /admin's own menu shows for that file (app/admin/cms-config.ts). And
 * the settings form's "Site health" owners are refused at their field as the check
 * refuses them.
 */
import fs from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { cmsCollections } from "~/admin/cms-config";
import { fileProblemsAt, type ImmutableValue } from "~/admin/form-check";
import { adminMenuOf, collectionOfFile } from "~/content/admin-menu";
import { registeredCollections } from "~/content/registry";

/** The name in /admin's menu of the collection that edits `relative` (a path in the content folder). */
function menuName(relative: string): string | undefined {
  for (const collection of cmsCollections("content")) {
    if (
      "folder" in collection &&
      collection.folder &&
      relative.startsWith(`${collection.folder.slice("content/".length)}/`)
    ) {
      return collection.label;
    }
    const file = collection.files?.find((candidate) => candidate.file === `content/${relative}`);
    if (file) return collection.files?.length === 1 ? collection.label : `${collection.label} → ${file.label}`;
  }
  return undefined;
}

/** A file of each collection: its pattern with a made-up id ('events/sample.md', 'board/2026-2026.yaml'). */
const sampleFiles = registeredCollections.map(([name, { files }]) => ({
  name,
  file: files.replaceAll("<slug>", "sample").replaceAll("<yyyy>", "2026"),
}));

test.each(sampleFiles)("$file is edited in /admin under the name the report gives", ({ name, file }) => {
  expect(collectionOfFile(file)).toBe(name);
  expect(menuName(file)).toBeDefined();
  expect(adminMenuOf(file)).toBe(menuName(file));
});

/** A stand-in for Decap's Immutable maps: `get` and `toJS` are all the form check reads. */
function immutable(values: Record<string, unknown>): ImmutableValue & { toJS(): unknown } {
  return { get: (key) => values[key], toJS: () => values };
}

test("the settings form refuses an owner written as a mention, at the username, with the fix", () => {
  const settings = parse(fs.readFileSync("tests/fixtures/content/site/site.yaml", "utf8")) as Record<string, unknown>;
  const data = { ...settings, health: { owners: [{ username: "@ada" }, { username: "bram" }] } };
  const entry = immutable({ data, slug: "site" });
  const collection = immutable({ name: "settings" });
  expect(fileProblemsAt({ collection, entry, name: "username", value: "@ada" })).toEqual([
    '"@ada" is not a GitHub user name → write "ada"',
  ]);
  expect(fileProblemsAt({ collection, entry, name: "username", value: "bram" })).toEqual([]);
});
