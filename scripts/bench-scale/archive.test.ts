/**
 * The ten-year archive of `npm run bench:scale` is valid content (the content check finds
 * nothing), has the shape it promises, and is the same on every run.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkContent } from "~/content/content-check.server";
import { formatProblems } from "~/content/problems";
import { archiveShape, growArchive } from "./archive.mjs";

const fixture = path.resolve("tests/fixtures/content/site");
let work: string;
let pictures: string[];

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-archive-"));
  pictures = await Promise.all(
    ["#335577", "#775533", "#557733"].map(async (background, index) => {
      const file = path.join(work, `picture-${index}.jpg`);
      await sharp({ create: { width: 120, height: 80, channels: 3, background } })
        .jpeg()
        .toFile(file);
      return file;
    }),
  );
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function grownCopy(name: string) {
  const content = path.join(work, name);
  fs.cpSync(fixture, content, { recursive: true });
  const written = growArchive(content, { pictures, seed: 7 });
  return { content, written };
}

function treeHash(dir: string): string {
  const hash = crypto.createHash("sha256");
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      hash.update(path.relative(dir, full));
      if (entry.isDirectory()) walk(full);
      else hash.update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest("hex");
}

test("ten years of events, articles, items and albums that pass the content check", async () => {
  const { content, written } = grownCopy("one");
  expect(written).toEqual({
    events: archiveShape.years * archiveShape.eventsPerYear,
    articles: archiveShape.years * archiveShape.articlesPerYear,
    items: archiveShape.years * archiveShape.itemsPerYear,
    albums: archiveShape.years,
    photos: archiveShape.years * archiveShape.photosPerAlbum,
  });
  const { problems } = await checkContent({ root: content });
  expect(problems, formatProblems(problems)).toEqual([]);
}, 120_000);

test("the same seed and pictures give the same files", () => {
  expect(treeHash(grownCopy("two").content)).toBe(treeHash(grownCopy("three").content));
}, 60_000);
