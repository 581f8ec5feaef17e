/**
 * What the site accepts as an image file, as a rule on its name and size alone, so the
 * content check (app/content/image-files.server.ts, which also reads the file's header)
 * and the /admin form (which sees an upload before anything is written) refuse the
 * same files with the same words.
 */

/** The formats the image pipeline reads (scripts/images/plan.mjs lists the same; a test holds them equal). */
export const usableImageExtensions: readonly string[] = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

/**
 * Past these, a picture is refused until it is shrunk. The site serves at most 1600 px
 * (scripts/images/plan.mjs) and offers the original as a download; every byte of an
 * original also stays in the repository's history, which every deploy and check clones.
 * 3000 px keeps a sharp download and about 1 MB a photo (README, "The build, step by step").
 */
export const imageLimits = { megabytes: 10, longSide: 3000 } as const;

/** For someone with a picture program (the /admin form, before anything is saved). */
export const shrinkAdvice = `shrink it: save it as JPEG at most ${imageLimits.longSide} px on its long side (quality about 80), usually well under 2 MB`;

/** For someone with the repository (the content check): the script that does it in place. */
export const shrinkCommandAdvice = `shrink it in place with npm run images:shrink (at most ${imageLimits.longSide} px on its long side, upright, without camera and location data)`;

export const convertHeicAdvice =
  "convert it to JPEG (Mac: open it in Preview, File › Export…, Format JPEG; Windows: open it in Photos, " +
  "··· › Save as, .jpg; iPhone: Settings › Camera › Formats › Most Compatible) and use the .jpg";

/** '.jpg' for 'photos/Beach.JPG'; '' without an extension. */
export function extensionOf(file: string): string {
  const name = file.slice(file.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** The message for a file whose extension the pipeline does not read, e.g. an iPhone photo. */
export function unsupportedFormatMessage(file: string): string {
  const extension = extensionOf(file);
  if (extension === ".heic" || extension === ".heif") {
    return `is an iPhone HEIC photo, which browsers and the site cannot show → ${convertHeicAdvice}`;
  }
  const kind = extension ? extension.slice(1).toUpperCase() : "file without an extension";
  return `is a ${kind} file, which the site does not use → save it as JPEG or PNG (${usableImageExtensions.join(", ")} work)`;
}

/** The message for a file over the size limit, or null; `advice` says how to shrink it where the message is read. */
export function oversizeMessage(bytes: number, advice = shrinkAdvice): string | null {
  const megabytes = bytes / 1024 / 1024;
  return megabytes > imageLimits.megabytes
    ? `is ${megabytes.toFixed(1)} MB, more than ${imageLimits.megabytes} MB → ${advice}`
    : null;
}

/** The message for a picture over the long-side limit (as displayed, width × height), or null. */
export function longSideMessage(width: number, height: number, advice = shrinkAdvice): string | null {
  return Math.max(width, height) > imageLimits.longSide
    ? `is ${width} × ${height} px, more than ${imageLimits.longSide} px on its long side → ${advice}`
    : null;
}

/** Why a file of this name and size cannot be the site's image, or null (its header is checked at build time). */
export function imageFileProblem(file: string, bytes?: number): string | null {
  if (!usableImageExtensions.includes(extensionOf(file))) return unsupportedFormatMessage(file);
  return bytes === undefined ? null : oversizeMessage(bytes);
}
