/**
 * The archive's pictures: 300 distinct photo-like JPEGs (photo-like.mjs) of at most 3000 px,
 * in the sizes phones and cameras give after `npm run images:shrink` (landscape 3:2 and
 * 4:3, portrait, smaller ones), written as that script writes them (shrinkSettings.jpeg).
 * Made once per seed, in a few minutes, and kept outside the repository, in the user's
 * cache folder (XDG_CACHE_HOME, else ~/.cache), where every later run finds them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { shrinkSettings } from "../shrink-images.ts";
import { photoLikeJpeg } from "./photo-like.mjs";

export const pictureCount = 300;

/** Width × height by picture number: mostly 3000 px landscape, some portrait and smaller. */
export function pictureSize(index) {
  const slot = index % 20;
  if (slot < 8) return [3000, 2000];
  if (slot < 12) return [3000, 2250];
  if (slot < 15) return [2000, 3000];
  if (slot < 18) return [2400, 1600];
  return [1600, 1200];
}

/** Where a seed's pictures are kept; the version changes when the pictures would. */
export function pictureFolder(seed) {
  const cache = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache");
  return path.join(cache, "sr-bench-scale", `pictures-v1-seed-${seed}`);
}

/** The seed's pictures, made now where missing (two at a time); resolves to their files in order. */
export async function benchPictures({ seed, count = pictureCount, log = () => {} }) {
  const folder = pictureFolder(seed);
  fs.mkdirSync(folder, { recursive: true });
  const files = Array.from({ length: count }, (_, index) =>
    path.join(folder, `photo-${String(index + 1).padStart(3, "0")}.jpg`),
  );
  const missing = files.map((file, index) => ({ file, index })).filter(({ file }) => !fs.existsSync(file));
  if (missing.length > 0)
    log(`bench:scale: making ${missing.length} photo-like pictures into ${folder} (once per seed)…`);
  const worker = async () => {
    for (let next = missing.shift(); next; next = missing.shift()) {
      const [width, height] = pictureSize(next.index);
      const bytes = await photoLikeJpeg(seed * 1000 + next.index, width, height, shrinkSettings.jpeg);
      const temporary = `${next.file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, bytes);
      fs.renameSync(temporary, next.file);
    }
  };
  await Promise.all([worker(), worker()]);
  return files;
}
