/**
 * Checks image files before the image pipeline sees them: a path a content file names
 * must lead to an image in content/, in a format the pipeline reads, small enough to
 * process and to offer as a download. Sizes come from the file header (sharp's
 * metadata), which is fast: no image is decoded.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_EXTENSIONS } from "../../scripts/images/plan.mjs";
import { displayPath } from "./content-files";
import { closestKey } from "./did-you-mean";

/** The formats the image pipeline reads (one list, in scripts/images/plan.mjs). */
export const supportedImageExtensions: readonly string[] = IMAGE_EXTENSIONS;

/** Larger originals slow every build and are offered as downloads: past these, an editor shrinks them. */
export const imageLimits = { megabytes: 10, longSide: 6000 } as const;

/** Extensions of image files the pipeline does not read, which an editor may still drop in. */
const otherImageExtensions = [".heic", ".heif", ".gif", ".svg", ".tif", ".tiff", ".bmp", ".jfif", ".raw", ".dng"];

/** True for any file that looks like a picture, supported or not. */
export function looksLikeImage(file: string): boolean {
  const extension = path.extname(file).toLowerCase();
  return supportedImageExtensions.includes(extension) || otherImageExtensions.includes(extension);
}

const SHRINK =
  "shrink it: save it as JPEG at most 3000 px on its long side (quality about 80), usually well under 2 MB";

const CONVERT_HEIC =
  "convert it to JPEG (Mac: open it in Preview, File › Export…, Format JPEG; Windows: open it in Photos, " +
  "··· › Save as, .jpg; iPhone: Settings › Camera › Formats › Most Compatible) and use the .jpg";

/** The message for a file whose extension the pipeline does not read, e.g. an iPhone photo. */
export function unsupportedFormatMessage(file: string): string {
  const extension = path.extname(file).toLowerCase();
  if (extension === ".heic" || extension === ".heif") {
    return `is an iPhone HEIC photo, which browsers and the site cannot show → ${CONVERT_HEIC}`;
  }
  const kind = extension ? extension.slice(1).toUpperCase() : "file without an extension";
  return `is a ${kind} file, which the site does not use → save it as JPEG or PNG (${supportedImageExtensions.join(", ")} work)`;
}

/** sharp's name for the format each extension must hold. */
const formatOfExtension: Record<string, string[]> = {
  ".jpg": ["jpeg"],
  ".jpeg": ["jpeg"],
  ".png": ["png"],
  ".webp": ["webp"],
  ".avif": ["heif"],
};

const inspected = new Map<string, Promise<string | null>>();

/** Why an existing image file cannot be used as it is, or null when it can. Each file is read once. */
export function inspectImage(file: string): Promise<string | null> {
  let result = inspected.get(file);
  if (!result) {
    result = inspect(file);
    inspected.set(file, result);
  }
  return result;
}

async function inspect(file: string): Promise<string | null> {
  const extension = path.extname(file).toLowerCase();
  if (!supportedImageExtensions.includes(extension)) return unsupportedFormatMessage(file);
  const megabytes = fs.statSync(file).size / 1024 / 1024;
  if (megabytes > imageLimits.megabytes) {
    return `is ${megabytes.toFixed(1)} MB, more than ${imageLimits.megabytes} MB → ${SHRINK}`;
  }
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(file).metadata();
  } catch {
    return "cannot be read as an image (damaged, or not really an image) → open it in an image program and save it again as JPEG";
  }
  if (metadata.format === "heif" && metadata.compression !== "av1") {
    return `is an iPhone HEIC photo with a ${extension} name → ${CONVERT_HEIC}`;
  }
  if (!(formatOfExtension[extension] ?? []).includes(metadata.format)) {
    const held = metadata.format === "heif" ? "AVIF" : metadata.format.toUpperCase();
    return `is named ${extension} but holds a ${held} image → rename it to match, or save it again as ${extension.slice(1).toUpperCase()}`;
  }
  const longSide = Math.max(metadata.width ?? 0, metadata.height ?? 0);
  if (longSide > imageLimits.longSide) {
    return `is ${metadata.width} × ${metadata.height} px, more than ${imageLimits.longSide} px on its long side → ${SHRINK}`;
  }
  return null;
}

export type ImageReference = { file: string } | { message: string };

/**
 * The file an image path in a content file points to: relative to that file, or to
 * content/ when it starts with '/'. Web addresses and paths out of content/ are refused.
 */
export function resolveImageReference(root: string, fromFile: string, ref: string): ImageReference {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) {
    return { message: `"${ref}" is a web address → put the image in content/images/ and write its path here` };
  }
  const file = ref.startsWith("/") ? path.join(root, ref) : path.resolve(path.dirname(fromFile), ref);
  const relative = path.relative(root, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) {
    return { message: `"${ref}" points outside the content folder → put the image in content/images/` };
  }
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    const dir = path.dirname(file);
    const siblings = fs.existsSync(dir) ? fs.readdirSync(dir).filter(looksLikeImage) : [];
    const near = closestKey(path.basename(file), siblings);
    const fix = near
      ? `did you mean "${path.posix.join(path.posix.dirname(ref), near)}"?`
      : "correct the path (relative to this file) or add the image there";
    return { message: `"${ref}" points to ${displayPath(file, root)}, which does not exist → ${fix}` };
  }
  return { file };
}
