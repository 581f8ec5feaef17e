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
 * Outputs that already exist are reused (the hash covers bytes and settings), files are
 * written atomically because several people may run this at the same time, and files no
 * longer referenced are removed.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { downloadCopy } from "./images/download-copy.mjs";
import { currentContentDir, imageOutputs } from "./images/outputs.mjs";
import { contentHash, IMAGE_EXTENSIONS, planImage, SETTINGS } from "./images/plan.mjs";

const cwd = process.cwd();
const contentDir = currentContentDir();
const { variants: outDir, manifest: manifestFile } = imageOutputs(contentDir);
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

/** Writes via a unique temp file and rename, so readers never see half a file. */
async function writeAtomic(file, data) {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

const exists = (file) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * The same variant already made for another content folder (a copy of content/ shares most
 * images with it): names carry the hash of bytes and settings, so an equal name is an equal file.
 */
async function findInOtherOutputs(name) {
  const outputsRoot = path.dirname(path.dirname(outDir));
  const folders = await fs.readdir(outputsRoot).catch(() => []);
  for (const folder of folders) {
    const candidate = path.join(outputsRoot, folder, path.basename(outDir), name);
    if (candidate !== path.join(outDir, name) && (await exists(candidate))) return candidate;
  }
  return null;
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

async function removeStale(expected) {
  const names = await fs.readdir(outDir);
  let removed = 0;
  for (const name of names) {
    if (expected.has(name)) continue;
    const file = path.join(outDir, name);
    // A temp file may belong to a run in progress elsewhere; only clear old leftovers.
    if (name.endsWith(".tmp")) {
      const stat = await fs.stat(file).catch(() => null);
      if (!stat || Date.now() - stat.mtimeMs < STALE_TEMP_MS) continue;
    }
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

const kb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const started = performance.now();
  await fs.mkdir(outDir, { recursive: true });
  await fs.mkdir(path.dirname(manifestFile), { recursive: true });

  const files = await findImages(contentDir);
  const manifest = {};
  const expected = new Set();
  const tasks = [];
  const downloads = [];
  const totals = { originals: 0, avif: 0, webp: 0, largestAvif: 0, encoded: 0, cached: 0 };

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

    expected.add(plan.originalName);
    const originalOut = path.join(outDir, plan.originalName);
    downloads.push(async () => {
      if (!(await exists(originalOut))) await writeAtomic(originalOut, await downloadCopy(source));
    });

    const largest = plan.variants.filter((v) => v.format === "avif").at(-1);
    for (const variant of plan.variants) {
      expected.add(variant.name);
      tasks.push(async () => {
        const out = path.join(outDir, variant.name);
        let size;
        const copy = (await exists(out)) ? null : await findInOtherOutputs(variant.name);
        if (copy) await writeAtomic(out, await fs.readFile(copy));
        if (await exists(out)) {
          size = (await fs.stat(out)).size;
          totals.cached += 1;
        } else {
          const data = await encode(source, variant.format, variant.width);
          await writeAtomic(out, data);
          size = data.length;
          totals.encoded += 1;
        }
        totals[variant.format] += size;
        if (variant === largest) totals.largestAvif += size;
      });
    }
  }

  await runPool([...downloads, ...tasks], os.availableParallelism());
  const removed = await removeStale(expected);
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await writeAtomic(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${files.length} sources → ${tasks.length} variants (${totals.encoded} encoded, ${totals.cached} cached, ` +
      `${removed} stale removed) in ${seconds} s; originals ${kb(totals.originals)}, ` +
      `AVIF ${kb(totals.avif)}, WebP ${kb(totals.webp)}, largest AVIF per image ${kb(totals.largestAvif)}`,
  );
}

await main();
