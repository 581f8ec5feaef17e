/**
 * Resolves an image that a content file mentions to its responsive variants, using the
 * manifest that scripts/images.mjs wrote for this content folder. A wrong path fails the
 * build with the content file and field named, so an editor can fix it without reading code.
 */
import fs from "node:fs";
import path from "node:path";
import { imageOutputs } from "../../scripts/images/outputs.mjs";
import { ContentError, contentRoot, displayPath } from "./load.server";
import type { ImageAsset } from "./page-data";

type Variant = { width: number; src: string };
type ManifestEntry = { width: number; height: number; original: string; avif: Variant[]; webp: Variant[] };
type Manifest = Record<string, ManifestEntry>;

const RUN_SCRIPT = 'run "node scripts/images.mjs" (npm run dev and npm run build do this first)';
const FALLBACK_WIDTH = 800;

/** The manifest of the content folder being read; IMAGE_MANIFEST points elsewhere (tests). */
function manifestFile(): string {
  return path.resolve(process.env.IMAGE_MANIFEST ?? imageOutputs(contentRoot).manifest);
}

let cached: { file: string; mtimeMs: number; manifest: Manifest } | undefined;

/** The manifest, re-read only when the file changes (the dev server keeps running while images are added). */
function readManifest(): Manifest {
  const file = manifestFile();
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) throw new Error(`The image manifest ${file} does not exist: ${RUN_SCRIPT}.`);
  if (cached?.file === file && cached.mtimeMs === stat.mtimeMs) return cached.manifest;
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  cached = { file, mtimeMs: stat.mtimeMs, manifest };
  return manifest;
}

const srcset = (variants: Variant[]): string => variants.map((v) => `${v.src} ${v.width}w`).join(", ");

/** The smallest WebP at least FALLBACK_WIDTH wide, else the largest there is. */
function fallbackSrc(variants: Variant[]): string {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const chosen = sorted.find((v) => v.width >= FALLBACK_WIDTH) ?? sorted.at(-1);
  if (!chosen) throw new Error(`The image manifest has an entry without WebP variants: ${RUN_SCRIPT}.`);
  return chosen.src;
}

/**
 * `fromFile`: the content file that mentions the image (absolute, or relative to content/);
 * `ref`: the path written in it, relative to that file (a leading '/' means content/);
 * `field`: the field name for error messages.
 */
export function resolveImage(fromFile: string, ref: string, field: string): ImageAsset {
  const source = path.isAbsolute(fromFile) ? fromFile : path.join(contentRoot, fromFile);
  const where = `${displayPath(source)}, field "${field}"`;
  if (/^[a-z]+:\/\//i.test(ref)) {
    throw new ContentError(`Invalid image in ${where}: "${ref}" is a web address; put the image in content/ instead.`);
  }
  const file = ref.startsWith("/") ? path.join(contentRoot, ref) : path.resolve(path.dirname(source), ref);
  const key = path.relative(contentRoot, file).split(path.sep).join("/");
  if (key.startsWith("../") || path.isAbsolute(key)) {
    throw new ContentError(`Invalid image in ${where}: "${ref}" points outside the content folder.`);
  }
  if (!fs.existsSync(file)) {
    throw new ContentError(`Missing image in ${where}: "${ref}" points to ${displayPath(file)}, which does not exist.`);
  }
  const entry = readManifest()[key];
  if (!entry) {
    throw new Error(`The image ${displayPath(file)} (${where}) is not in the image manifest yet: ${RUN_SCRIPT}.`);
  }
  return {
    width: entry.width,
    height: entry.height,
    src: fallbackSrc(entry.webp),
    original: entry.original,
    avifSrcset: srcset(entry.avif),
    webpSrcset: srcset(entry.webp),
  };
}
