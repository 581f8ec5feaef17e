/**
 * Photos as a board member's phone gives them, made by the tests (nothing is checked in):
 * a 12 MB JPEG of 4032 × 3024 stored pixels and an iPhone HEIC photo, both carrying an EXIF
 * Orientation of 6 (turn 90° clockwise to show: the photo is upright as a portrait) and a
 * GPS position, and each with a red corner, top left as the photo is meant to be seen, to
 * tell which way up a converted copy came out. The HEIC is made with Debian's `heif-enc`
 * (libheif-examples, which .ci/run installs) from such a JPEG; `pictureFacts` reads a
 * result back with sharp.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

export type PhoneFile = { name: string; mimeType: string; buffer: Buffer };

/** A GPS position in Rotterdam, as a phone writes it. */
const gps = { GPSLatitudeRef: "N", GPSLatitude: "51/1 55/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "4/1 31/1 0/1" };

/**
 * Stored pixels `width` × `height` whose bottom-left quarter is red: shown with Orientation
 * 6 (turned 90° clockwise) that quarter is the top left. Grainy, as a photo is, so a JPEG
 * of it is as large as a phone's.
 */
function storedPixels(width: number, height: number, grain: number) {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 11;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      // Shown turned 90° clockwise, the stored bottom-left quarter becomes the top-left one.
      const red = x < width / 4 && y >= (height * 3) / 4;
      const noise = (random() - 0.5) * grain;
      raw[i] = Math.max(0, Math.min(255, (red ? 225 : 40 + (x / width) * 80) + noise));
      raw[i + 1] = Math.max(0, Math.min(255, (red ? 25 : 70 + (y / height) * 60) + noise));
      raw[i + 2] = Math.max(0, Math.min(255, (red ? 25 : 185) + noise));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: "Apple", Model: "iPhone 15" }, IFD3: gps })
    .withMetadata({ orientation: 6 });
}

/** A phone's JPEG over the 10 MB limit: 4032 × 3024 stored, at the highest quality. */
export async function phonePhoto(name = "IMG_2024.JPG"): Promise<PhoneFile> {
  const buffer = await storedPixels(4032, 3024, 150).jpeg({ quality: 100 }).toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** An iPhone HEIC photo (600 × 450 stored, Orientation 6, GPS), made with heif-enc. */
export async function iphoneHeic(name = "IMG_0042.HEIC"): Promise<PhoneFile> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sr-heic-"));
  try {
    const jpeg = path.join(folder, "source.jpg");
    const heic = path.join(folder, "photo.heic");
    await storedPixels(600, 450, 20).jpeg({ quality: 92 }).toFile(jpeg);
    await promisify(execFile)("heif-enc", ["-q", "80", jpeg, "-o", heic]).catch((error: unknown) => {
      throw new Error(
        `heif-enc could not make the HEIC photo (Debian: apt-get install libheif-examples; .ci/run installs it): ${String(error)}`,
      );
    });
    return { name, mimeType: "image/heic", buffer: fs.readFileSync(heic) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export type PictureFacts = {
  width: number;
  height: number;
  format: string | undefined;
  /** The EXIF Orientation the file still carries (undefined: none, shown as stored). */
  orientation: number | undefined;
  /** Whether the file carries an EXIF block at all (a GPS position lives in it). */
  exif: boolean;
  /** The corner that is red, as the file is shown. */
  redCorner: string;
};

/** What a picture file is, as a reader of its bytes sees it. */
export async function pictureFacts(file: string | Buffer): Promise<PictureFacts> {
  const { width = 0, height = 0, format, orientation, exif } = await sharp(file).metadata();
  // As shown: sharp turns it by its EXIF Orientation first.
  const { data, info } = await sharp(file).rotate().raw().toBuffer({ resolveWithObject: true });
  const isRed = (x: number, y: number) => {
    const i = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
    return (data[i] ?? 0) > 150 && (data[i + 1] ?? 255) < 100 && (data[i + 2] ?? 255) < 100;
  };
  const corners = {
    "top left": [0.05, 0.05],
    "top right": [0.95, 0.05],
    "bottom left": [0.05, 0.95],
    "bottom right": [0.95, 0.95],
  } as const;
  const redCorner =
    Object.entries(corners)
      .filter(([, [x, y]]) => isRed(x * info.width, y * info.height))
      .map(([corner]) => corner)
      .join(", ") || "none";
  return { width, height, format, orientation, exif: exif !== undefined, redCorner };
}
