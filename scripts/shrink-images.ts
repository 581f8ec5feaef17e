/**
 * `npm run images:shrink [-- <file or folder>…]`: every picture under the content folder
 * (CONTENT_DIR, else content/; or the files and folders named) that the content check
 * refuses for its size, larger than the site's limit on its long side or over the file
 * size limit (app/lib/image-rules.ts), saved again in place: at most that many pixels on
 * its long side, upright (the camera's orientation applied to the pixels), without the
 * camera's metadata (EXIF with the GPS position, XMP, IPTC), in its own format so that
 * every content file naming it still does. The colour profile stays. Pictures within the
 * limits are not touched. Prints one line per picture shrunk; exits 1 when one could not be.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { imageLimits } from "~/lib/image-rules";
import { findImages } from "./images/pipeline.mjs";
import { IMAGE_EXTENSIONS } from "./images/plan.mjs";

/** How a shrunk picture is written, per format: JPEG at quality 80 is about 0.85 MB for a 3000 × 2000 photo. */
export const shrinkSettings = {
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9 },
  webp: { quality: 80 },
  avif: { quality: 60, effort: 4 },
} as const;

type Size = { width: number; height: number; bytes: number };
export type Shrunk = { file: string; from: Size; to: Size };

const limitBytes = imageLimits.megabytes * 1024 * 1024;

/** Width and height as the picture is shown: orientations 5 to 8 turn it a quarter. */
function shownSize(meta: sharp.Metadata): { width: number; height: number } {
  const turned = (meta.orientation ?? 1) >= 5;
  const [width, height] = [meta.width ?? 0, meta.height ?? 0];
  return turned ? { width: height, height: width } : { width, height };
}

function encode(image: sharp.Sharp, format: string | undefined): sharp.Sharp {
  switch (format) {
    case "jpeg":
      return image.jpeg(shrinkSettings.jpeg);
    case "png":
      return image.png(shrinkSettings.png);
    case "webp":
      return image.webp(shrinkSettings.webp);
    case "heif":
      return image.avif(shrinkSettings.avif);
    default:
      throw new Error(`cannot shrink a ${format ?? "unknown"} image`);
  }
}

/** Shrinks one picture in place when it is over a limit; null when it is within them (left untouched). */
export async function shrinkImage(file: string, longSide: number = imageLimits.longSide): Promise<Shrunk | null> {
  const source = await fs.readFile(file);
  const meta = await sharp(source).metadata();
  const shown = shownSize(meta);
  if (Math.max(shown.width, shown.height) <= longSide && source.length <= limitBytes) return null;
  const resized = sharp(source)
    .rotate()
    .resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true })
    .keepIccProfile();
  const { data, info } = await encode(resized, meta.format).toBuffer({ resolveWithObject: true });
  const temporary = `${file}.${process.pid}.shrink.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
  return {
    file,
    from: { ...shown, bytes: source.length },
    to: { width: info.width, height: info.height, bytes: data.length },
  };
}

/** The pictures to look at: every image the pipeline reads in each folder named, and each file named. */
async function picturesIn(targets: string[]): Promise<string[]> {
  const found = await Promise.all(
    targets.map(async (target) => {
      const stat = await fs.stat(target);
      if (stat.isDirectory()) return findImages(target) as Promise<string[]>;
      return IMAGE_EXTENSIONS.includes(path.extname(target).toLowerCase()) ? [target] : [];
    }),
  );
  return [...new Set(found.flat())].sort();
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const targets = positionals.length > 0 ? positionals : [process.env.CONTENT_DIR ?? "content"];
  const pictures = await picturesIn(targets.map((target) => path.resolve(target)));
  let shrunk = 0;
  let unreadable = 0;
  let stillTooLarge = 0;
  for (const file of pictures) {
    const shown = path.relative(process.cwd(), file);
    try {
      const result = await shrinkImage(file);
      if (!result) continue;
      shrunk += 1;
      const { from, to } = result;
      console.log(
        `${shown}: ${from.width} × ${from.height} → ${to.width} × ${to.height} px, ${megabytes(from.bytes)} → ${megabytes(to.bytes)}`,
      );
      if (to.bytes > limitBytes) {
        console.log(`  still over ${imageLimits.megabytes} MB → save it as JPEG (a photo) and use the .jpg`);
        stillTooLarge += 1;
      }
    } catch (error) {
      unreadable += 1;
      console.log(
        `${shown}: ${error instanceof Error ? error.message : String(error)} → open it in a picture program and save it again as JPEG`,
      );
    }
  }
  console.log(
    `images:shrink: ${shrunk} of ${pictures.length} pictures shrunk to at most ${imageLimits.longSide} px; ` +
      `${pictures.length - shrunk - unreadable} already within ${imageLimits.longSide} px and ${imageLimits.megabytes} MB`,
  );
  return unreadable + stillTooLarge > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`images:shrink: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
