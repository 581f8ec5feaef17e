/**
 * What becomes of a file chosen for upload in /admin's media library, before Decap sees it
 * (upload-check.ts hands Decap the outcome):
 *
 * - a JPEG, PNG or WebP over the size limit or longer than the site's long side
 *   (lib/image-rules.ts, the content check's own limits) is drawn again at most that long,
 *   upright, without its camera data (GPS position included): a JPEG at quality about 85,
 *   or a PNG when it has transparency;
 * - an iPhone HEIC photo is converted to such a JPEG (its decoder, heic-to, is loaded only
 *   then);
 * - a file the site cannot use for another reason (a PDF, a GIF, a picture that cannot be
 *   read, one still too large once redrawn) is refused, in the content check's words;
 * - anything else is passed on untouched.
 *
 * The outcome says what was done in a line the editor reads.
 */
import { extensionOf, imageFileProblem, imageLimits } from "~/lib/image-rules";
import { heifOrientation } from "./orientation";
import { type Pixels, type Redrawn, redraw } from "./redraw";

export type UploadOutcome =
  | { kind: "kept"; file: File }
  | { kind: "changed"; file: File; note: string }
  | { kind: "refused"; message: string };

/** The platform's and the HEIC decoder's work, apart so the decisions can be tested without a browser. */
export type PictureTools = {
  decode(file: Blob): Promise<Pixels>;
  decodeHeic(file: Blob): Promise<Pixels>;
  redraw: typeof redraw;
};

const resizable = new Set([".jpg", ".jpeg", ".png", ".webp"]);
const heic = new Set([".heic", ".heif"]);

/** Whether a file is an iPhone HEIC/HEIF photo, by its name or its type. */
export const isHeic = (file: Pick<File, "name" | "type">) =>
  heic.has(extensionOf(file.name)) || /^image\/hei[cf]/i.test(file.type);

/** "12.6 MB", or "184 KB" under a megabyte. */
const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const baseName = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
};

/** The HEIC decoder, loaded on first use: a chunk of its own that only a HEIC upload fetches. */
async function decodeHeicWithLibheif(file: Blob): Promise<Pixels> {
  const { heicTo } = await import("heic-to/csp");
  return heicTo({ blob: file, type: "bitmap" });
}

/**
 * Decodes a JPEG, PNG or WebP upright (the browser applies its EXIF orientation). A browser
 * that does not know the option (a TypeError) decodes with its default, which current
 * browsers define as the same; an unreadable file still fails.
 */
async function decodeUpright(file: Blob): Promise<Pixels> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch (error) {
    if (error instanceof TypeError) return createImageBitmap(file);
    throw error;
  }
}

export const browserTools: PictureTools = {
  decode: decodeUpright,
  decodeHeic: decodeHeicWithLibheif,
  redraw,
};

/** The line that says what was done, e.g. "IMG_0042.HEIC was converted to JPEG: img_0042.jpg, 3000 × 2250 px, 1.9 MB…". */
function noteOf(
  original: File,
  result: File,
  drawn: Redrawn,
  before: { width: number; height: number },
  converted: boolean,
) {
  const format = drawn.type === "image/png" ? "PNG" : "JPEG";
  const what = converted
    ? `was converted to ${format}`
    : `(${before.width} × ${before.height} px, ${megabytes(original.size)}) was made to fit`;
  return `${original.name} ${what}: ${result.name}, ${drawn.width} × ${drawn.height} px, ${megabytes(result.size)}, upright, without its camera data (such as the location).`;
}

/** What to upload instead of `file`, or why not to upload it. */
export async function fitUpload(file: File, tools: PictureTools = browserTools): Promise<UploadOutcome> {
  const converting = isHeic(file);
  const extension = extensionOf(file.name);
  if (!converting && !resizable.has(extension)) {
    const problem = imageFileProblem(file.name, file.size);
    return problem ? { kind: "refused", message: `${file.name} ${problem}` } : { kind: "kept", file };
  }
  let pixels: Pixels;
  let orientation = 1;
  try {
    if (converting) {
      pixels = await tools.decodeHeic(file);
      orientation = heifOrientation(await file.arrayBuffer());
    } else pixels = await tools.decode(file);
  } catch {
    return {
      kind: "refused",
      message: `${file.name} could not be read as a picture → open it on your computer and save it again as JPEG`,
    };
  }
  const before =
    orientation >= 5 ? { width: pixels.height, height: pixels.width } : { width: pixels.width, height: pixels.height };
  const tooLarge = file.size > imageLimits.megabytes * 1024 * 1024;
  const tooLong = Math.max(before.width, before.height) > imageLimits.longSide;
  if (!converting && !tooLarge && !tooLong) {
    pixels.close();
    return { kind: "kept", file };
  }
  const drawn = await tools.redraw(pixels, {
    orientation,
    longSide: imageLimits.longSide,
    mayBeTransparent: extension === ".png" || extension === ".webp",
  });
  pixels.close();
  const name = `${baseName(file.name)}${drawn.type === "image/png" ? ".png" : ".jpg"}`;
  const result = new File([drawn.blob], name, { type: drawn.type, lastModified: file.lastModified });
  const problem = imageFileProblem(result.name, result.size);
  if (problem)
    return { kind: "refused", message: `${file.name}, even made ${drawn.width} × ${drawn.height} px, ${problem}` };
  return { kind: "changed", file: result, note: noteOf(file, result, drawn, before, converting) };
}
