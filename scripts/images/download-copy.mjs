/**
 * The copy of an image offered for download: the picture as shown, without what a camera
 * or phone writes into the file beside it (EXIF with the GPS position, camera and serial
 * number; XMP; IPTC). sharp writes no metadata unless asked to, so re-encoding in the
 * source's own format drops all of it. The EXIF orientation is applied to the pixels
 * first, so the copy stands upright without the tag. The ICC colour profile stays: it
 * describes colours, not the photographer.
 */
import sharp from "sharp";
import { SETTINGS } from "./plan.mjs";

/** @param {Buffer} source the original file's bytes */
export async function downloadCopy(source) {
  const meta = await sharp(source).metadata();
  const image = sharp(source).rotate().keepIccProfile();
  const settings = SETTINGS.download;
  switch (meta.format) {
    case "jpeg":
      // Keep full-resolution colour where the source had it; never add it where it had not.
      return image
        .jpeg({ ...settings.jpeg, chromaSubsampling: meta.chromaSubsampling === "4:4:4" ? "4:4:4" : "4:2:0" })
        .toBuffer();
    case "png":
      // A palette image keeps its palette: with at most 256 colours it is rebuilt exactly.
      return image.png({ ...settings.png, palette: Boolean(meta.isPalette) }).toBuffer();
    case "webp":
      return image.webp(settings.webp).toBuffer();
    case "heif":
      return image.avif(settings.avif).toBuffer();
    default:
      throw new Error(`images: no download copy for the ${meta.format} format`);
  }
}
