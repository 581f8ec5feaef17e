/**
 * Content grows and shrinks by files alone. This copies the shipped content/ to a
 * temporary folder, adds one item of every kind (tests/fixtures/content/added/: whole
 * files, and list-entries.yaml for the lists inside content files), removes one original
 * item of every kind (links to it in other files then point at its list page, as the
 * editor who deletes it would do), then runs the content check and a real build against
 * the copy, and reads the built site (grown-site.ts).
 *
 * Every collection of the registry gets the same tests, from what the registry says of it:
 * an added entry among the fixtures; its page (or its place on its collection's page), the
 * sitemap, its search record and its listing's link to it; an original entry removed, gone
 * from them all. A kind of content that does more (an article in the feed, a team in every
 * menu) says so in a module of checks/ named after it, which also chooses what of it to
 * remove (and may remove it with another kind: a team with its role).
 *
 * It reads the shipped content as editors leave it, so it pins none of its counts or
 * titles: what it removes is chosen from the copy, what it adds comes from the fixtures.
 * Run by `npm test` after the builds (vitest.growth.config.ts): the build takes a while.
 */
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Collection } from "~/content/collections.server";
import { contentPages } from "~/content/content-pages";
import { compilePattern, matchPattern } from "~/content/file-patterns";
import { collectionFiles, entryId } from "~/content/read-entry";
import { entryPage, hasEntryPages, isFolderPattern, registeredCollections } from "~/content/registry";
import { imageOutputs } from "../../scripts/images/outputs.mjs";
import {
  addedDir,
  buildDir,
  chooseRemoval,
  contentDir,
  element,
  type GrowthCheck,
  page,
  pageExists,
  remove,
  searchRecordUrls,
  sitemapPaths,
  work,
} from "./grown-site";

const checks = Object.values(import.meta.glob<GrowthCheck>("./checks/*.ts", { eager: true, import: "check" }));
const covered = new Set(checks.flatMap((check) => check.covers));

const listEntriesFile = path.join(addedDir, "list-entries.yaml");
/** The fixture files that are added to the copy, relative to it ('blog/fixture-….md'). */
const fixtureFiles = fs
  .readdirSync(addedDir, { recursive: true, encoding: "utf8" })
  .filter((file) => fs.statSync(path.join(addedDir, file)).isFile() && path.join(addedDir, file) !== listEntriesFile)
  .map((file) => file.split(path.sep).join("/"));

/** The collection's listing page, or the page its entries are places on ('/you-said-we-did'). */
const listingOf = (name: string) =>
  contentPages().find((content) => content.collection === name && !content.perEntry)?.path;

/** Each collection of the registry with one file per entry, with the ids of its added fixtures. */
const collections = registeredCollections
  .filter(([, { files }]) => isFolderPattern(files))
  .map(([name, { files, page }]) => {
    const pattern = compilePattern(files);
    const ids = fixtureFiles.flatMap((file) => matchPattern(pattern, file) ?? []);
    return { name, files, page, listing: listingOf(name), ids };
  });

/** The address of an entry: its page, or its place on its collection's page ('/you-said-we-did#item-x'). */
const addressOf = (page: string, id: string) => entryPage(page, id);

/** The original entries removed by the generic removal, by collection (collections no check of checks/ covers). */
const removedByDefault = new Map<string, string>();

/** Removes an original entry of a collection no check covers: one no other file links to or names. */
function removeOneOf({ name, files, page, listing }: (typeof collections)[number]) {
  // Only its files are read here (their names), not their data.
  const collection = { files: compilePattern(files) } as Collection;
  const candidates = collectionFiles(collection, contentDir).map((file) => {
    const id = entryId(collection, file, contentDir);
    const relative = path.relative(contentDir, file).split(path.sep).join("/");
    const to = listing ?? "/";
    return {
      id,
      files: [relative],
      links: page ? ([[addressOf(page, id), to]] as [string, string][]) : [],
      // Another file naming it as a value (a relation) keeps it.
      blockers: [`: ${id}\n`, `: "${id}"\n`],
    };
  });
  const chosen = chooseRemoval(candidates);
  if (!chosen) throw new Error(`No entry of ${name} in content/ can be removed: another file names each of them`);
  removedByDefault.set(name, chosen.id);
  remove(chosen);
}

let check: SpawnSyncReturns<string>;
let build: SpawnSyncReturns<string>;

/** The last lines of a command's output, for a failure message. */
const tail = (result: SpawnSyncReturns<string>) =>
  `${result.stdout}\n${result.stderr}`.trim().split("\n").slice(-30).join("\n");

beforeAll(() => {
  fs.cpSync(path.resolve("content"), contentDir, { recursive: true });
  const clashes = fixtureFiles.filter((file) => fs.existsSync(path.join(contentDir, file)));
  if (clashes.length > 0) {
    throw new Error(`content/ already has ${clashes.join(", ")}: rename the fixture in tests/fixtures/content/added/`);
  }
  // Removals are chosen among the original items, before anything is added.
  for (const growth of checks) growth.remove();
  for (const collection of collections.filter(({ name }) => !covered.has(name))) removeOneOf(collection);

  fs.cpSync(addedDir, contentDir, { recursive: true, filter: (source) => source !== listEntriesFile });

  // Without /admin (BUILD_ADMIN=0): this test reads the public pages; npm test's two site builds make /admin.
  const env = { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir, BUILD_ADMIN: "0" };
  check = spawnSync("npm", ["run", "check:content"], { encoding: "utf8", env });
  build = spawnSync("npm", ["run", "build"], { encoding: "utf8", env });
});

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.rmSync(imageOutputs(contentDir).dir, { recursive: true, force: true });
});

test("the content check accepts the grown content", () => {
  expect(check.status, tail(check)).toBe(0);
  expect(check.stdout).toMatch(/content OK/);
});

test("the build succeeds", () => {
  expect(build.status, tail(build)).toBe(0);
  expect(pageExists("/")).toBe(true);
});

describe("every collection grows by a file and shrinks by one", () => {
  test.each(collections)("the registry's collection $name has an added entry among the fixtures", ({ files, ids }) => {
    expect(ids, `add an entry named like content/${files} to tests/fixtures/content/added/`).not.toEqual([]);
  });

  const ownPages = collections.filter(({ page }) => hasEntryPages(page));
  const places = collections.filter(({ page }) => page?.includes("#"));

  test.each(ownPages)("each added entry of $name has its page, in the sitemap and the search", ({ page: at, ids }) => {
    for (const id of ids) {
      const address = addressOf(at ?? "", id);
      expect(pageExists(address), `the build has no page ${address}`).toBe(true);
      expect(sitemapPaths()).toContain(address);
      expect(searchRecordUrls()).toContain(address);
    }
  });

  test.each(ownPages.filter(({ listing }) => listing !== undefined))(
    "the listing of $name links to each added entry",
    ({ page: at, listing, ids }) => {
      const main = element(page(listing ?? ""), "main");
      for (const id of ids) expect(main).toContain(`href="${addressOf(at ?? "", id)}"`);
    },
  );

  test.each(places)("each added entry of $name has its place on its page, in the search", ({ page: at, ids }) => {
    for (const id of ids) {
      const [pathname = "", anchor = ""] = addressOf(at ?? "", id).split("#");
      expect(page(pathname)).toContain(`id="${anchor}"`);
      expect(sitemapPaths()).toContain(pathname);
      expect(searchRecordUrls()).toContain(`${pathname}#${anchor}`);
    }
  });

  const removedGenerically = collections.filter(({ name }) => !covered.has(name));

  test.each(removedGenerically.filter(({ page }) => hasEntryPages(page)))(
    "the removed entry of $name has no page, in the sitemap or the search",
    ({ name, page: at }) => {
      const address = addressOf(at ?? "", removedByDefault.get(name) ?? "");
      expect(pageExists(address)).toBe(false);
      expect(sitemapPaths()).not.toContain(address);
      expect(searchRecordUrls()).not.toContain(address);
    },
  );

  test("every collection of entries has an original entry removed, by a check of checks/ or by the generic removal", () => {
    const unknown = [...covered].filter((name) => !collections.some((collection) => collection.name === name));
    expect(unknown).toEqual([]);
    expect(collections.filter(({ name }) => !covered.has(name) && !removedByDefault.has(name))).toEqual([]);
  });
});

describe.each(checks)("$name", ({ tests }) => {
  for (const [title, body] of Object.entries(tests)) test(title, body);
});
