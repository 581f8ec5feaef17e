/**
 * The image pipeline's work for one content folder (scripts/images.mjs runs it whole;
 * the dev server runs it for the pictures an editor adds or changes, images/dev-updates.mjs).
 *
 * Every image under the content folder becomes AVIF and WebP variants at several widths
 * plus a full-size copy for downloads, upright and stripped of camera and location
 * metadata (images/download-copy.mjs), all with content-hashed names, and a manifest maps
 * each content path to them. Both live in that content folder's own output folder
 * (images/outputs.mjs), which the build copies to /_img/ and the dev server serves there
 * (images/vite-plugin.mjs).
 * Each file is encoded once into the cache that all content folders share and linked into
 * the folder's outputs from there (the hash covers bytes and settings, so an equal name is
 * an equal file). Files are written atomically because several people may run this at
 * the same time; a whole run removes the folder's files no longer referenced, and cache
 * entries that no folder links to any more.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { downloadCopy } from "./download-copy.mjs";
import { imageCache, imageOutputs } from "./outputs.mjs";
import { contentHash, IMAGE_EXTENSIONS, planImage, SETTINGS } from "./plan.mjs";

const STALE_TEMP_MS = 10 * 60 * 1000;

/** True for a file the pipeline reads: a supported extension, outside hidden folders. */
export function isPipelineImage(contentDir, file) {
  const relative = path.relative(contentDir, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return false;
  if (relative.split(path.sep).some((part) => part.startsWith("."))) return false;
  return IMAGE_EXTENSIONS.includes(path.extname(file).toLowerCase());
}

/** Every image the pipeline reads under `dir`, sorted. */
export async function findImages(dir) {
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
async function produce(cacheDir, out, cacheName, make) {
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

async function removeStale(outDir, expected) {
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
async function pruneCache(cacheDir) {
  for (const name of await fs.readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.nlink === 1 && Date.now() - stat.mtimeMs >= STALE_TEMP_MS) await fs.rm(file, { force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const sortedJson = (manifest) =>
  `${JSON.stringify(Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`;

/**
 * The pipeline for one content folder, writing under `root` (the project root).
 * @param {{ contentDir: string, root?: string }} options
 */
export function imagePipeline({ contentDir, root = process.cwd() }) {
  const { variants: outDir, manifest: manifestFile } = imageOutputs(contentDir, root);
  const cacheDir = imageCache(root);
  const keyOf = (file) => path.relative(contentDir, file).split(path.sep).join("/");

  const prepare = async () => {
    await fs.mkdir(outDir, { recursive: true });
    await fs.mkdir(cacheDir, { recursive: true });
    await fs.mkdir(path.dirname(manifestFile), { recursive: true });
  };

  /**
   * One source image: its manifest entry, the names of its outputs and the tasks that
   * make them (counted into `totals`).
   */
  async function planSource(file, totals) {
    const key = keyOf(file);
    const source = await fs.readFile(file);
    const meta = await sharp(source).metadata();
    // Orientations 5-8 swap the axes; the manifest describes the image as displayed.
    const swapped = (meta.orientation ?? 1) >= 5;
    const width = swapped ? meta.height : meta.width;
    const height = swapped ? meta.width : meta.height;
    if (!width || !height) throw new Error(`images: cannot read the size of ${path.relative(root, file)}`);
    const plan = planImage({ key, hash: contentHash(source), width, height });
    totals.originals += source.length;

    const names = [plan.original.name];
    const download = async () => {
      const { made } = await produce(cacheDir, path.join(outDir, plan.original.name), plan.original.cacheName, () =>
        downloadCopy(source),
      );
      if (made) totals.downloadsMade += 1;
    };
    const largest = plan.variants.filter((v) => v.format === "avif").at(-1);
    const encodes = plan.variants.map((variant) => {
      names.push(variant.name);
      return async () => {
        const { size, made } = await produce(cacheDir, path.join(outDir, variant.name), variant.cacheName, () =>
          encode(source, variant.format, variant.width),
        );
        totals[made ? "encoded" : "cached"] += 1;
        totals[variant.format] += size;
        if (variant === largest) totals.largestAvif += size;
      };
    });
    return { key, entry: plan.entry, names, download, encodes };
  }

  const newTotals = () => ({
    originals: 0,
    avif: 0,
    webp: 0,
    largestAvif: 0,
    encoded: 0,
    cached: 0,
    downloadsMade: 0,
  });

  /** Every image of the folder: outputs, stale files removed, the manifest written whole. Returns the summary line. */
  async function generateAll() {
    const started = performance.now();
    await prepare();
    const files = await findImages(contentDir);
    const totals = newTotals();
    const manifest = {};
    const expected = new Set();
    const downloads = [];
    const tasks = [];
    for (const file of files) {
      const planned = await planSource(file, totals);
      manifest[planned.key] = planned.entry;
      for (const name of planned.names) expected.add(name);
      downloads.push(planned.download);
      tasks.push(...planned.encodes);
    }

    await runPool([...downloads, ...tasks], os.availableParallelism());
    const removed = await removeStale(outDir, expected);
    await pruneCache(cacheDir);
    await writeAtomic(manifestFile, sortedJson(manifest));

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return (
      `images: ${files.length} sources → ${tasks.length} variants (${totals.encoded} encoded, ${totals.cached} cached, ` +
      `${removed} stale removed) and ${downloads.length} download copies (${totals.downloadsMade} made) in ${seconds} s; ` +
      `originals ${kb(totals.originals)}, ` +
      `AVIF ${kb(totals.avif)}, WebP ${kb(totals.webp)}, largest AVIF per image ${kb(totals.largestAvif)}`
    );
  }

  /**
   * Brings the manifest up to date for these files only: each one that is an image the
   * pipeline reads gets its outputs and entry, each one that is gone (or no longer such
   * an image) loses its entry; every other entry is kept as it is. A file that cannot be
   * read as an image keeps no entry and is listed in `failed`. Outputs no longer
   * referenced stay until the next whole run removes them. Entries are written only
   * once their outputs exist, so a reader never meets an entry whose files are missing.
   * @param {string[]} files absolute paths under the content folder
   * @returns {Promise<{ updated: string[], removed: string[], failed: { key: string, message: string }[] }>}
   */
  async function updateImages(files) {
    await prepare();
    const totals = newTotals();
    const updated = [];
    const gone = [];
    const failed = [];
    const entries = {};
    const tasks = [];
    for (const file of [...new Set(files)].sort()) {
      const key = keyOf(file);
      const isFile = (await fs.stat(file).catch(() => null))?.isFile() ?? false;
      if (!isFile || !isPipelineImage(contentDir, file)) {
        gone.push(key);
        continue;
      }
      try {
        const planned = await planSource(file, totals);
        entries[key] = planned.entry;
        tasks.push(planned.download, ...planned.encodes);
      } catch (error) {
        failed.push({ key, message: error instanceof Error ? error.message : String(error) });
      }
    }
    await runPool(tasks, os.availableParallelism());

    // Read just before writing: a whole run or another update may have written it meanwhile.
    const current = await fs
      .readFile(manifestFile, "utf8")
      .then((text) => JSON.parse(text))
      .catch((error) => {
        if (error.code === "ENOENT") return {};
        throw error;
      });
    const removed = gone.filter((key) => key in current);
    for (const key of [...gone, ...failed.map((failure) => failure.key)]) delete current[key];
    for (const [key, entry] of Object.entries(entries)) {
      current[key] = entry;
      updated.push(key);
    }
    await writeAtomic(manifestFile, sortedJson(current));
    return { updated, removed, failed };
  }

  return { manifestFile, generateAll, updateImages };
}
