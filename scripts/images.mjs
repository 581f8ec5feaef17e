#!/usr/bin/env node
/**
 * Build-time image pipeline: `node scripts/images.mjs` (runs before `react-router build/dev`).
 *
 * Every image under the content folder (CONTENT_DIR, default content/) becomes AVIF and
 * WebP variants at several widths plus a full-size copy for downloads, upright and
 * stripped of camera and location metadata (images/download-copy.mjs), all with
 * content-hashed names, and a manifest maps each content path to them. Both live in that
 * content folder's own output folder (images/outputs.mjs), which the build copies to
 * /_img/ and the dev server serves there (images/vite-plugin.mjs).
 * Each file is encoded once into the cache that all content folders share and linked into
 * the folder's outputs from there (the hash covers bytes and settings, so an equal name is
 * an equal file). Files are written atomically because several people may run this at
 * the same time; a folder's files no longer referenced are removed, and so are cache
 * entries that no folder links to any more.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { downloadCopy } from "./images/download-copy.mjs";
import { currentContentDir, imageCache, imageOutputs } from "./images/outputs.mjs";
import { contentHash, IMAGE_EXTENSIONS, planImage, SETTINGS } from "./images/plan.mjs";

const cwd = process.cwd();
const contentDir = currentContentDir();
const { variants: outDir, manifest: manifestFile } = imageOutputs(contentDir);
const cacheDir = imageCache();
const STALE_TEMP_MS = 10 * 60 * 1000;

async function findImages(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith("."))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return findImages(full);
        return IMAGE_EXTENSIONS.includes(path.extname(entry.name).toLowerCase()) ? [full] : [];
      }),
  );
  return nested.flat().sort();
}

const tempName = (file) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

/** Writes via a unique temp file and rename, so readers never see half a file. */
async function writeAtomic(file, data) {
  const temp = tempName(file);
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

/**
 * Makes `to` the same file as `from`, atomically: a hard link, or a copy where the file
 * system has none. False when `from` is gone (another run pruned it meanwhile).
 */
async function linkAtomic(from, to) {
  const temp = tempName(to);
  try {
    await fs.link(from, temp);
  } catch (error) {
    if (error.code === "ENOENT") return false;
    try {
      await fs.copyFile(from, temp);
    } catch (copyError) {
      if (copyError.code === "ENOENT") return false;
      throw copyError;
    }
  }
  await fs.rename(temp, to);
  return true;
}

const exists = (file) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Puts one output into the content folder: the folder's own file if it has it (then also
 * into the cache when that lacks it, as for outputs made before the cache), else the
 * cache's, else `make()`'s bytes written into the cache first. Returns its size and
 * whether it was made now.
 */
async function produce(out, cacheName, make) {
  const cached = path.join(cacheDir, cacheName);
  if (await exists(out)) {
    if (!(await exists(cached))) await linkAtomic(out, cached);
    return { size: (await fs.stat(out)).size, made: false };
  }
  if (await linkAtomic(cached, out)) return { size: (await fs.stat(out)).size, made: false };
  const data = await make();
  await writeAtomic(cached, data);
  await linkAtomic(cached, out);
  return { size: data.length, made: true };
}

function encode(source, format, width) {
  // rotate() applies EXIF orientation, so phone photos come out upright.
  const pipeline = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  return format === "avif" ? pipeline.avif(SETTINGS.avif).toBuffer() : pipeline.webp(SETTINGS.webp).toBuffer();
}

/** Runs tasks with at most `limit` in flight: libvips is single-threaded here, so one per core. */
async function runPool(tasks, limit) {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/** An old leftover temp file; a newer one may belong to a run in progress elsewhere. */
async function isOldTemp(file) {
  const stat = await fs.stat(file).catch(() => null);
  return Boolean(stat) && Date.now() - stat.mtimeMs >= STALE_TEMP_MS;
}

async function removeStale(expected) {
  const names = await fs.readdir(outDir);
  let removed = 0;
  for (const name of names) {
    if (expected.has(name)) continue;
    const file = path.join(outDir, name);
    if (name.endsWith(".tmp") && !(await isOldTemp(file))) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Cache entries that no content folder links to any more (a changed or removed picture,
 * a deleted temporary folder). Only old ones: a run elsewhere may have just written one
 * it is about to link.
 */
async function pruneCache() {
  for (const name of await fs.readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.nlink === 1 && Date.now() - stat.mtimeMs >= STALE_TEMP_MS) await fs.rm(file, { force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const started = performance.now();
  await fs.mkdir(outDir, { recursive: true });
  await fs.mkdir(cacheDir, { recursive: true });
  await fs.mkdir(path.dirname(manifestFile), { recursive: true });

  const files = await findImages(contentDir);
  const manifest = {};
  const expected = new Set();
  const tasks = [];
  const downloads = [];
  const totals = { originals: 0, avif: 0, webp: 0, largestAvif: 0, encoded: 0, cached: 0, downloadsMade: 0 };

  for (const file of files) {
    const key = path.relative(contentDir, file).split(path.sep).join("/");
    const source = await fs.readFile(file);
    const meta = await sharp(source).metadata();
    // Orientations 5-8 swap the axes; the manifest describes the image as displayed.
    const swapped = (meta.orientation ?? 1) >= 5;
    const width = swapped ? meta.height : meta.width;
    const height = swapped ? meta.width : meta.height;
    if (!width || !height) throw new Error(`images: cannot read the size of ${path.relative(cwd, file)}`);
    const plan = planImage({ key, hash: contentHash(source), width, height });
    manifest[key] = plan.entry;
    totals.originals += source.length;

    expected.add(plan.original.name);
    downloads.push(async () => {
      const { made } = await produce(path.join(outDir, plan.original.name), plan.original.cacheName, () =>
        downloadCopy(source),
      );
      if (made) totals.downloadsMade += 1;
    });

    const largest = plan.variants.filter((v) => v.format === "avif").at(-1);
    for (const variant of plan.variants) {
      expected.add(variant.name);
      tasks.push(async () => {
        const { size, made } = await produce(path.join(outDir, variant.name), variant.cacheName, () =>
          encode(source, variant.format, variant.width),
        );
        totals[made ? "encoded" : "cached"] += 1;
        totals[variant.format] += size;
        if (variant === largest) totals.largestAvif += size;
      });
    }
  }

  await runPool([...downloads, ...tasks], os.availableParallelism());
  const removed = await removeStale(expected);
  await pruneCache();
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await writeAtomic(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${files.length} sources → ${tasks.length} variants (${totals.encoded} encoded, ${totals.cached} cached, ` +
      `${removed} stale removed) and ${downloads.length} download copies (${totals.downloadsMade} made) in ${seconds} s; ` +
      `originals ${kb(totals.originals)}, ` +
      `AVIF ${kb(totals.avif)}, WebP ${kb(totals.webp)}, largest AVIF per image ${kb(totals.largestAvif)}`,
  );
}

await main();
