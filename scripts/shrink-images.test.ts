/**
 * `npm run images:shrink`: a picture over the long-side limit is saved again in place at
 * the limit, upright, without its camera metadata (the GPS position included), in its own
 * format; one within the limits is left byte for byte.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, test } from "vitest";
import { imageLimits } from "~/lib/image-rules";
import { shrinkImage } from "./shrink-images.ts";

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "shrink-images-"));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A picture stored `width` × `height`: its left half red, its right half blue. */
function halves(width: number, height: number) {
  const half = (r: number, b: number) => ({
    input: { create: { width: width / 2, height, channels: 3 as const, background: { r, g: 0, b } } },
  });
  return sharp({ create: { width, height, channels: 3, background: "#000" } }).composite([
    { ...half(255, 0), left: 0, top: 0 },
    { ...half(0, 255), left: width / 2, top: 0 },
  ]);
}

async function colourAt(file: string, x: number, y: number) {
  const { data } = await sharp(file)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data[0] !== undefined && data[0] > 128 ? "red" : "blue";
}

test("a phone photo stored turned, with its position, comes out at the limit, upright and without metadata", async () => {
  // Stored 4000 × 1000 with orientation 6 (turn a quarter clockwise): shown 1000 × 4000, red on top.
  const file = path.join(work, "phone.jpg");
  const stored = await halves(4000, 1000)
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 55/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  fs.writeFileSync(file, stored);
  const before = await sharp(file).metadata();
  expect({ orientation: before.orientation, exif: Boolean(before.exif) }).toEqual({ orientation: 6, exif: true });
  expect(before.exif?.toString("latin1")).toContain("PhoneMaker");

  const result = await shrinkImage(file);

  const after = await sharp(file).metadata();
  expect(result?.from).toMatchObject({ width: 1000, height: 4000 });
  expect(result?.to).toMatchObject({ width: 750, height: imageLimits.longSide });
  expect({ width: after.width, height: after.height, format: after.format }).toEqual({
    width: 750,
    height: 3000,
    format: "jpeg",
  });
  expect(after.orientation).toBeUndefined();
  expect(after.exif).toBeUndefined();
  expect(await colourAt(file, 375, 10)).toBe("red");
  expect(await colourAt(file, 375, 2990)).toBe("blue");
}, 60_000);

test("a picture within the limits is left byte for byte", async () => {
  const file = path.join(work, "fine.jpg");
  fs.writeFileSync(file, await halves(3000, 2000).jpeg({ quality: 90 }).toBuffer());
  const bytes = fs.readFileSync(file);
  expect(await shrinkImage(file)).toBeNull();
  expect(fs.readFileSync(file).equals(bytes)).toBe(true);
}, 30_000);

test("a PNG stays a PNG under its own name, so the content files naming it still do", async () => {
  const file = path.join(work, "panorama.png");
  await halves(6002, 2).png().toFile(file);
  await shrinkImage(file);
  const after = await sharp(file).metadata();
  expect({ width: after.width, height: after.height, format: after.format }).toEqual({
    width: 3000,
    height: 1,
    format: "png",
  });
}, 30_000);

test("npm run images:shrink goes through a content folder, pictures in hidden folders aside, and says what it did", async () => {
  const content = path.join(work, "content");
  fs.mkdirSync(path.join(content, "images"), { recursive: true });
  fs.mkdirSync(path.join(content, ".generated"), { recursive: true });
  await halves(3200, 100)
    .jpeg()
    .toFile(path.join(content, "images", "wide.jpg"));
  await halves(1200, 800)
    .jpeg()
    .toFile(path.join(content, "images", "small.jpg"));
  await halves(3200, 100)
    .jpeg()
    .toFile(path.join(content, ".generated", "ignored.jpg"));
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/shrink-images.ts", content], {
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  const lines = run.stdout.trim().split("\n");
  expect(lines[0]).toMatch(/images\/wide\.jpg: 3200 × 100 → 3000 × 94 px, \d+\.\d\d MB → \d+\.\d\d MB$/);
  expect(lines.at(-1)).toBe(
    "images:shrink: 1 of 2 pictures shrunk to at most 3000 px; 1 already within 3000 px and 10 MB",
  );
  expect((await sharp(path.join(content, ".generated", "ignored.jpg")).metadata()).width).toBe(3200);
}, 60_000);
