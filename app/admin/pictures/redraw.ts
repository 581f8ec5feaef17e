/**
 * A picture drawn again in the browser, smaller and upright, and encoded: the work of the
 * upload check (upload-check.ts) once it has decided a picture must be made to fit. The
 * platform does it all (ADR 044): `createImageBitmap` decodes (and applies a JPEG's own
 * EXIF orientation), a canvas scales and turns, `convertToBlob`/`toBlob` encode. An
 * encoded canvas carries no metadata, so the camera's EXIF block, GPS position included,
 * is not in the result.
 */

/** A decoded picture: what `createImageBitmap` or the HEIC decoder gives. */
export type Pixels = ImageBitmap;

export type Redrawn = { blob: Blob; width: number; height: number; type: "image/jpeg" | "image/png" };

/** The JPEG quality of a picture made to fit: about 85, where a photo shows no loss at a glance. */
export const jpegQuality = 0.85;

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function canvasOf(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function contextOf(canvas: AnyCanvas): Context {
  const context = canvas.getContext("2d") as Context | null;
  if (!context) throw new Error("the browser gives no canvas to draw the picture on");
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  return context;
}

function encode(canvas: AnyCanvas, type: Redrawn["type"]): Promise<Blob> {
  const quality = type === "image/jpeg" ? jpegQuality : undefined;
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("the picture could not be encoded"))),
      type,
      quality,
    ),
  );
}

/** Width and height once turned: EXIF orientations 5 to 8 swap them. */
export const turnedSize = (width: number, height: number, orientation: number) =>
  orientation >= 5 ? { width: height, height: width } : { width, height };

/** The size that fits `longSide` (never larger than the picture itself). */
export function fittedSize(width: number, height: number, longSide: number) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The canvas transform that shows stored pixels (drawn at `width` × `height`) the EXIF
 * orientation's way up (the standard table of the eight orientations).
 */
export function orientationTransform(orientation: number, width: number, height: number) {
  switch (orientation) {
    case 2:
      return [-1, 0, 0, 1, width, 0] as const;
    case 3:
      return [-1, 0, 0, -1, width, height] as const;
    case 4:
      return [1, 0, 0, -1, 0, height] as const;
    case 5:
      return [0, 1, 1, 0, 0, 0] as const;
    case 6:
      return [0, 1, -1, 0, height, 0] as const;
    case 7:
      return [0, -1, -1, 0, height, width] as const;
    case 8:
      return [0, -1, 1, 0, 0, width] as const;
    default:
      return [1, 0, 0, 1, 0, 0] as const;
  }
}

/**
 * Scales `source` towards `width` × `height` by halves first: one big step of the canvas's
 * smoothing skips pixels and leaves a photo grainy, steps of at most half keep it smooth.
 */
function stepDown(source: Pixels | AnyCanvas, width: number, height: number): Pixels | AnyCanvas {
  let current: Pixels | AnyCanvas = source;
  let currentWidth = source.width;
  let currentHeight = source.height;
  while (currentWidth / 2 >= width * 1.05 && currentHeight / 2 >= height * 1.05) {
    currentWidth = Math.round(currentWidth / 2);
    currentHeight = Math.round(currentHeight / 2);
    const half = canvasOf(currentWidth, currentHeight);
    contextOf(half).drawImage(current, 0, 0, currentWidth, currentHeight);
    current = half;
  }
  return current;
}

/** Whether any pixel of the canvas is not fully opaque. */
function hasTransparency(context: Context, width: number, height: number): boolean {
  const { data } = context.getImageData(0, 0, width, height);
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 255) return true;
  return false;
}

/**
 * Draws `pixels` turned by `orientation` (1 when the decoder already turned them) and
 * scaled to at most `longSide` px on its long side; a picture with transparency (only
 * when `mayBeTransparent`) stays a PNG, any other becomes a JPEG.
 */
export async function redraw(
  pixels: Pixels,
  {
    orientation = 1,
    longSide,
    mayBeTransparent,
  }: { orientation?: number; longSide: number; mayBeTransparent: boolean },
): Promise<Redrawn> {
  const upright = turnedSize(pixels.width, pixels.height, orientation);
  const { width, height } = fittedSize(upright.width, upright.height, longSide);
  // The stored pixels' own size at the scale of the result.
  const stored = turnedSize(width, height, orientation);
  const canvas = canvasOf(width, height);
  const context = contextOf(canvas);
  const [a, b, c, d, e, f] = orientationTransform(orientation, stored.width, stored.height);
  context.setTransform(a, b, c, d, e, f);
  context.drawImage(stepDown(pixels, stored.width, stored.height), 0, 0, stored.width, stored.height);
  context.setTransform(1, 0, 0, 1, 0, 0);
  const type = mayBeTransparent && hasTransparency(context, width, height) ? "image/png" : "image/jpeg";
  return { blob: await encode(canvas, type), width, height, type };
}
