/**
 * The social cards are made once per content and settings: a second run with nothing new
 * encodes none, a changed time gives one new card under a new name, and every card is a
 * 1200 × 630 JPEG within WhatsApp's 300 KB, drawn with the packaged font. Each test draws a
 * few cards, a fraction of a second each on an idle machine: the longer timeout is for a
 * busy one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, test } from "vitest";
import { type SocialCardInput, socialCardPath } from "../../app/lib/social-card.server.ts";
import { makeSocialCards } from "./pipeline.ts";

const fixtureImages = path.resolve(import.meta.dirname, "../../tests/fixtures/content/site/images/events");

let work: string;
let pictures: string;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "social-cards-"));
  pictures = path.join(work, "pictures");
  fs.mkdirSync(pictures);
  fs.copyFileSync(path.join(fixtureImages, "event-08.jpg"), path.join(pictures, "event-08-abc.jpg"));
});

afterEach(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

const gala: SocialCardInput = {
  stem: "event-summer-gala",
  title: "Summer Gala",
  line: "Sat 20 Jun 2099, 21:00–02:00 · Maassilo, Rotterdam",
  label: "RSM Student Representation",
  picture: "/_img/event-08-abc.jpg",
};
const drinks: SocialCardInput = {
  ...gala,
  stem: "event-freshers-drinks",
  title: "Freshers Welcome Drinks",
  line: "Thu 4 Sep 2025, 18:00–21:00 · Erasmus Pavilion",
};

test("a second run with nothing new encodes no card; a changed time encodes that one card under a new name", async () => {
  const options = { pictures, cacheDir: path.join(work, "cache") };
  const first = await makeSocialCards({ ...options, cards: [gala, drinks], clientDir: path.join(work, "one") });
  expect(first).toEqual({ encoded: 2, reused: 0 });

  const again = await makeSocialCards({ ...options, cards: [gala, drinks], clientDir: path.join(work, "two") });
  expect(again).toEqual({ encoded: 0, reused: 2 });
  for (const card of [gala, drinks]) {
    expect(fs.readFileSync(path.join(work, "two", socialCardPath(card)))).toEqual(
      fs.readFileSync(path.join(work, "one", socialCardPath(card))),
    );
  }

  const moved = { ...gala, line: "Sat 20 Jun 2099, 22:00–03:00 · Maassilo, Rotterdam" };
  expect(socialCardPath(moved)).not.toBe(socialCardPath(gala));
  const changed = await makeSocialCards({ ...options, cards: [moved, drinks], clientDir: path.join(work, "three") });
  expect(changed).toEqual({ encoded: 1, reused: 1 });
}, 30_000);

test("each card is a 1200 × 630 JPEG of at most 300 KB, and two events with one picture get different cards", async () => {
  const clientDir = path.join(work, "client");
  await makeSocialCards({ cards: [gala, drinks], pictures, clientDir, cacheDir: path.join(work, "cache") });
  const [one, two] = [gala, drinks].map((card) => fs.readFileSync(path.join(clientDir, socialCardPath(card))));
  for (const bytes of [one, two]) {
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
    expect(bytes?.length).toBeLessThanOrEqual(300 * 1024);
  }
  expect(one?.equals(two ?? Buffer.alloc(0))).toBe(false);
}, 30_000);
