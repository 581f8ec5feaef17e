/**
 * Checks image files before the image pipeline sees them: a path a content file names
 * must lead to an image in content/, in a format the pipeline reads, small enough to
 * process and to offer as a download. Sizes come from the file header (sharp's
 * metadata), which is fast: no image is decoded.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  convertHeicAdvice,
  longSideMessage,
  oversizeMessage,
  shrinkCommandAdvice,
  unsupportedFormatMessage,
  usableImageExtensions,
} from "~/lib/image-rules";
import { displayPath } from "./content-files";
import { closestKey } from "./did-you-mean";

export { unsupportedFormatMessage };

/** The formats the image pipeline reads. */
export const supportedImageExtensions: readonly string[] = usableImageExtensions;

/** Extensions of image files the pipeline does not read, which an editor may still drop in. */
const otherImageExtensions = [".heic", ".heif", ".gif", ".svg", ".tif", ".tiff", ".bmp", ".jfif", ".raw", ".dng"];

/** True for any file that looks like a picture, supported or not. */
export function looksLikeImage(file: string): boolean {
  const extension = path.extname(file).toLowerCase();
  return supportedImageExtensions.includes(extension) || otherImageExtensions.includes(extension);
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
  const oversize = oversizeMessage(fs.statSync(file).size, shrinkCommandAdvice);
  if (oversize) return oversize;
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(file).metadata();
  } catch {
    return "cannot be read as an image (damaged, or not really an image) → open it in an image program and save it again as JPEG";
  }
  if (metadata.format === "heif" && metadata.compression !== "av1") {
    return `is an iPhone HEIC photo with a ${extension} name → ${convertHeicAdvice}`;
  }
  if (!(formatOfExtension[extension] ?? []).includes(metadata.format)) {
    const held = metadata.format === "heif" ? "AVIF" : metadata.format.toUpperCase();
    return `is named ${extension} but holds a ${held} image → rename it to match, or save it again as ${extension.slice(1).toUpperCase()}`;
  }
  return longSideMessage(metadata.width ?? 0, metadata.height ?? 0, shrinkCommandAdvice);
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
