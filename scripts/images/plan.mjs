/**
 * Pure decisions of the image pipeline (which widths, which file names, what the manifest
 * says), kept apart from the I/O in scripts/images.mjs so they can be unit-tested.
 */
import crypto from "node:crypto";
import path from "node:path";

export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

/**
 * Bump when encoder settings change: it is part of every hash, so old variants become
 * stale and are rebuilt instead of being served with the old quality.
 */
export const SETTINGS = {
  version: 2,
  avif: { quality: 50, effort: 2 },
  webp: { quality: 76, effort: 4 },
  // The downloadable copy, re-encoded in the source's format without its metadata
  // (images/download-copy.mjs): PNG stays lossless, the lossy formats lose next to nothing.
  download: {
    jpeg: { quality: 92, mozjpeg: true },
    png: { compressionLevel: 9, quality: 100, dither: 0 },
    webp: { quality: 92 },
    avif: { quality: 80, effort: 2 },
  },
};

const LANDSCAPE_WIDTHS = [480, 800, 1200, 1600];
const SMALL_WIDTHS = [240, 480];
const SMALL_LIMIT = 700;
const MAX_WIDTH = LANDSCAPE_WIDTHS[LANDSCAPE_WIDTHS.length - 1];

/** Variant widths for an image of the given intrinsic width, never upscaling. */
export function variantWidths(width) {
  const candidates = width < SMALL_LIMIT ? SMALL_WIDTHS : LANDSCAPE_WIDTHS;
  const widths = candidates.filter((w) => w <= width);
  // Keep the full original width when it falls between steps (below the cap), so sharp screens get every pixel.
  if (width < MAX_WIDTH && !widths.includes(width)) widths.push(width);
  return widths;
}

/** Short content hash of the source bytes and the encoder settings. */
export function contentHash(buffer) {
  return crypto.createHash("sha256").update(JSON.stringify(SETTINGS)).update(buffer).digest("hex").slice(0, 10);
}

/** Readable, URL-safe stem from the content-relative path: 'images/blog/blog-01.jpg' -> 'blog-01'. */
export function fileStem(key) {
  const base = path.posix.basename(key, path.posix.extname(key));
  return (
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "image"
  );
}

/**
 * Every output file of one source image and its manifest entry. Each output has its
 * `name` in the content folder's outputs (readable: stem, hash, width) and its
 * `cacheName` in the shared cache (images/outputs.mjs): the hash and what was made from
 * it, without the file name, so the same picture under another name or in another
 * content folder finds the same entry.
 */
export function planImage({ key, hash, width, height }) {
  const stem = `${fileStem(key)}-${hash}`;
  const extension = path.posix.extname(key).toLowerCase();
  const original = { name: `${stem}${extension}`, cacheName: `${hash}${extension}` };
  const widths = variantWidths(width);
  const variants = ["avif", "webp"].flatMap((format) =>
    widths.map((w) => ({ format, width: w, name: `${stem}-${w}.${format}`, cacheName: `${hash}-${w}.${format}` })),
  );
  const list = (format) =>
    variants.filter((v) => v.format === format).map((v) => ({ width: v.width, src: `/_img/${v.name}` }));
  return {
    original,
    variants,
    entry: { width, height, original: `/_img/${original.name}`, avif: list("avif"), webp: list("webp") },
  };
}
