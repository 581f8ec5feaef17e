/**
 * Renders the PNG icon set from public/favicon.svg: run `node scripts/icons.mjs` after
 * changing the SVG and commit the PNGs. Not part of the build: the icons change rarely,
 * and a committed file is what every static host serves.
 *
 * Output (public/):
 * - favicon-32x32.png      browsers without SVG favicons
 * - apple-touch-icon.png   180 px, no transparency (iOS paints transparent pixels black)
 * - icon-192.png, icon-512.png   the web manifest's regular icons
 * - icon-maskable-512.png  the mark inside the central safe zone on a full-bleed background,
 *                          so launchers can crop it to any shape
 * - favicon.ico            16, 32 and 48 px, for clients that ask for /favicon.ico without
 *                          reading the page's icon links (feed readers, crawlers, old browsers)
 *
 * Deterministic: fixed sizes, no metadata, fixed PNG settings. The SVG's text is drawn with
 * the machine's system font, so re-run it on the same kind of machine to get the same bytes.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../public");
const svg = fs.readFileSync(path.join(publicDir, "favicon.svg"));

// The SVG's own background colour fills the icons that must not be transparent,
// so the colour has one source.
const background = /<rect[^>]*\bfill="(#[0-9a-f]{3,8})"/i.exec(svg.toString("utf8"))?.[1];
if (!background) throw new Error('public/favicon.svg needs a <rect fill="#…"> background');

// The maskable safe zone is a centred circle with 80 % of the icon's width; the
// mark at 70 % keeps its text well inside it.
const maskableMarkScale = 0.7;

const png = (image) => image.png({ compressionLevel: 9, adaptiveFiltering: false, palette: false });

// Width of the SVG's viewBox in user units, to rasterise at the right density.
const svgWidth = Number(/viewBox="0 0 ([\d.]+)/.exec(svg.toString("utf8"))?.[1] ?? 40);

/** The SVG rasterised at `size` px (rendered at that density, not upscaled from 72 dpi). */
function renderSvg(size) {
  return sharp(svg, { density: (72 * size) / svgWidth }).resize(size, size);
}

async function writeIcon(name, image) {
  const file = path.join(publicDir, name);
  await png(image).toFile(file);
  console.log(`icons: wrote public/${name}`);
}

async function maskable(size) {
  const markSize = Math.round(size * maskableMarkScale);
  const mark = await renderSvg(markSize).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } }).composite([
    { input: mark, gravity: "centre" },
  ]);
}

/**
 * An ICO file holding PNG images (supported since Windows Vista and by every browser):
 * a 6-byte header, one 16-byte entry per image, then the PNGs.
 */
function icoFile(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width (0 means 256)
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

async function writeFavicon() {
  const images = [];
  for (const size of [16, 32, 48]) images.push({ size, png: await png(renderSvg(size)).toBuffer() });
  fs.writeFileSync(path.join(publicDir, "favicon.ico"), icoFile(images));
  console.log("icons: wrote public/favicon.ico");
}

await writeIcon("favicon-32x32.png", renderSvg(32));
await writeIcon("apple-touch-icon.png", renderSvg(180).flatten({ background }));
await writeIcon("icon-192.png", renderSvg(192));
await writeIcon("icon-512.png", renderSvg(512));
await writeIcon("icon-maskable-512.png", await maskable(512));
await writeFavicon();
