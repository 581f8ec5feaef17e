#!/usr/bin/env node
/**
 * Regenerates the sample artwork: `node scripts/art/generate.mjs [filter]`.
 * Deterministic: each image is seeded by its output path, so reruns write identical bytes.
 * An optional filter (substring of the output path) renders only matching images.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { catalogue } from "./catalogue.mjs";
import { moods } from "./palette.mjs";
import { portrait } from "./portrait.mjs";
import { createRng } from "./prng.mjs";
import { crowd, lecture, marketing, meeting, stage, supportDesk } from "./scenes-indoor.mjs";
import { campus, caps, festival, globe, heritage, skyline } from "./scenes-outdoor.mjs";
import { socialCard } from "./social-card.mjs";
import { svgDocument } from "./svg.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const scenes = {
  campus,
  caps,
  festival,
  globe,
  heritage,
  skyline,
  crowd,
  lecture,
  marketing,
  meeting,
  stage,
  supportDesk,
  socialCard,
};

/** The SVG markup of one catalogue entry, drawn 1000 units wide. */
export function compose(entry) {
  const W = 1000;
  const H = (W * entry.height) / entry.width;
  const rng = createRng(entry.out);
  const ctx = { W, H, mood: moods[entry.mood ?? "paper"] };
  const body = entry.scene === "portrait" ? portrait(rng, ctx, entry.index) : scenes[entry.scene](rng, ctx);
  return svgDocument(entry.width, entry.height, W, H, body);
}

async function render(entry) {
  const image = sharp(Buffer.from(compose(entry))).resize(entry.width, entry.height);
  // Flat art quantises to a palette without visible loss; PNGs stay small and still open as ordinary PNGs.
  return entry.out.endsWith(".png")
    ? image.png({ palette: true, colours: 128, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer()
    : image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

async function writeIfChanged(file, data) {
  const current = await fs.readFile(file).catch(() => null);
  if (current?.equals(data)) return false;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
  return true;
}

async function main() {
  const filter = parseArgs({ allowPositionals: true }).positionals[0] ?? "";
  const started = performance.now();
  const entries = catalogue.filter((entry) => entry.out.includes(filter));
  let written = 0;
  let bytes = 0;
  // Two at a time: this machine has two cores and librsvg rendering is CPU-bound.
  const queue = [...entries];
  async function worker() {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const data = await render(entry);
      bytes += data.length;
      if (await writeIfChanged(path.join(root, entry.out), data)) written += 1;
    }
  }
  await Promise.all([worker(), worker()]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`art: ${entries.length} images (${written} changed), ${(bytes / 1024).toFixed(0)} KB, ${seconds} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
