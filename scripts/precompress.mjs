/**
 * The .br and .gz twins of a built folder's text files, so the server (server/site-files.mjs)
 * and nginx (gzip_static, brotli_static) send them without compressing on each request.
 * The one precompressor of the build: the post-build step runs it on the site, the /admin
 * build on client/admin.
 */
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
 * Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli at `brotliQuality`) beside one file,
 * unless it is under 1 KB. Returns whether it wrote them.
 * @param {string} file
 * @param {{ brotliQuality?: number }} [options]
 */
export function precompressFile(file, { brotliQuality = 11 } = {}) {
  const source = fs.readFileSync(file);
  if (source.length < minimumBytes) return false;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
  );
  return true;
}

/**
 * Precompresses every compressible file under `dir` (at any depth), except in folders
 * named in `skipFolders` (the image variants under _img/ are already compressed).
 * Brotli quality 11 is the smallest output; a caller with megabytes to compress may
 * trade a few bytes for time with a lower one. Returns the number of files compressed.
 * @param {string} dir
 * @param {{ brotliQuality?: number, skipFolders?: string[] }} [options]
 */
export function precompressFolder(dir, { brotliQuality = 11, skipFolders = [] } = {}) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressibleExtensions.has(path.extname(entry.name))) continue;
    const folders = path.relative(dir, entry.parentPath).split(path.sep);
    if (folders.some((folder) => skipFolders.includes(folder))) continue;
    if (precompressFile(path.join(entry.parentPath, entry.name), { brotliQuality })) count += 1;
  }
  return count;
}
