/**
 * The .br and .gz twins of a built folder's text files, so the server (server/site-files.mjs)
 * and nginx (gzip_static, brotli_static) send them without compressing on each request.
 * The one precompressor of the build: the post-build step runs it on the site, the /admin
 * build on client/admin.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Text kinds worth compressing; images, fonts and Pagefind's own (already compressed) files are not. */
export const compressibleExtensions = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".data",
  ".xml",
  ".txt",
  ".ics",
  ".svg",
  ".webmanifest",
  ".wasm",
]);

/** Below this size a twin saves less than the headers it costs. */
const minimumBytes = 1024;

/**
 * `.generated/precompress-cache/` under the project root: every twin once, named by the hash
 * of its file's bytes and the compression settings, and hard-linked into the builds from
 * there, so a rebuild compresses only the files that changed (brotli at quality 11 is most
 * of the post-build step on a large site). Kept between deploys with the rest of
 * `.generated/` (README, "What is cached where").
 */
export function precompressCache(root = process.cwd()) {
  return path.join(root, ".generated", "precompress-cache");
}

/** A cache entry no build has linked for this long is removed (a build in progress may still link a newer one). */
const unusedForMs = 10 * 60 * 1000;

const twinMakers = {
  ".gz": (source) => zlib.gzipSync(source, { level: 9 }),
  ".br": (source, brotliQuality) =>
    zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
};

/** The settings a twin depends on besides its bytes: the quality and the compressors' versions. */
const settingsKey = (brotliQuality) =>
  JSON.stringify({ gzip: 9, brotliQuality, zlib: process.versions.zlib, brotli: process.versions.brotli });

/** Makes `to` the file `from` is, by a hard link or else a copy; false when `from` does not exist. */
function linkOrCopy(from, to) {
  fs.rmSync(to, { force: true });
  try {
    fs.linkSync(from, to);
    return true;
  } catch (error) {
    if (error.code === "ENOENT") return false;
    fs.copyFileSync(from, to);
    return true;
  }
}

/**
 * Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli at `brotliQuality`) beside one file,
 * unless it is under 1 KB. With a `cacheDir`, each twin comes from there when an equal file
 * was compressed before, and is written there first when not. Returns whether it wrote them.
 * @param {string} file
 * @param {{ brotliQuality?: number, cacheDir?: string }} [options]
 */
export function precompressFile(file, { brotliQuality = 11, cacheDir } = {}) {
  const source = fs.readFileSync(file);
  if (source.length < minimumBytes) return false;
  const hash = cacheDir
    ? crypto.createHash("sha256").update(settingsKey(brotliQuality)).update(source).digest("hex").slice(0, 24)
    : "";
  for (const [extension, make] of Object.entries(twinMakers)) {
    const twin = `${file}${extension}`;
    if (!cacheDir) {
      fs.writeFileSync(twin, make(source, brotliQuality));
      continue;
    }
    const cached = path.join(cacheDir, `${hash}${extension}`);
    if (linkOrCopy(cached, twin)) continue;
    const temporary = `${cached}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, make(source, brotliQuality));
    fs.renameSync(temporary, cached);
    linkOrCopy(cached, twin);
  }
  return true;
}

/**
 * Removes the cache entries that no build links any more and that nothing used for a while:
 * the build runs it once, after its last precompressed folder (scripts/build.mjs).
 */
export function pruneTwinCache(cacheDir) {
  if (!fs.existsSync(cacheDir)) return;
  for (const name of fs.readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && stat.nlink === 1 && Date.now() - stat.mtimeMs >= unusedForMs) fs.rmSync(file, { force: true });
  }
}

/**
 * Precompresses every compressible file under `dir` (at any depth), except in folders
 * named in `skipFolders` (the image variants under _img/ are already compressed).
 * Brotli quality 11 is the smallest output; a caller with megabytes to compress may
 * trade a few bytes for time with a lower one. With a `cacheDir` (precompressCache()), only
 * files not compressed before are compressed.
 * Returns the number of files with twins.
 * @param {string} dir
 * @param {{ brotliQuality?: number, skipFolders?: string[], cacheDir?: string }} [options]
 */
export function precompressFolder(dir, { brotliQuality = 11, skipFolders = [], cacheDir } = {}) {
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressibleExtensions.has(path.extname(entry.name))) continue;
    const folders = path.relative(dir, entry.parentPath).split(path.sep);
    if (folders.some((folder) => skipFolders.includes(folder))) continue;
    if (precompressFile(path.join(entry.parentPath, entry.name), { brotliQuality, cacheDir })) count += 1;
  }
  return count;
}
