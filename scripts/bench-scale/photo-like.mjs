/**
 * Pictures that compress like photographs, for measuring what photos cost (the ten-year
 * archive of `npm run bench:scale`, the repository's growth per photo in the README)
 * without shipping real photos: broad colour fields, blotches, a luminance texture at two
 * scales and grain, under a few translucent shapes with hard edges. Deterministic: the
 * same seed and size give the same bytes on any machine with the same sharp.
 * A 3000 × 2000 one is about 1.8 MB as a camera writes it (JPEG quality 92) and 0.85 MB at
 * quality 80, the bits per pixel of a photo rather than of a flat drawing.
 */
import sharp from "sharp";

/** mulberry32: a small seeded generator, the same sequence everywhere. */
export function seededRandom(seed) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random values on a coarse grid, stretched smooth to the picture's size. */
async function noiseLayer(random, gridWidth, width, height, channels, kernel = "cubic") {
  const gridHeight = Math.max(2, Math.round((gridWidth * height) / width));
  const grid = Buffer.alloc(gridWidth * gridHeight * channels);
  for (let i = 0; i < grid.length; i += 1) grid[i] = Math.floor(random() * 256);
  return sharp(grid, { raw: { width: gridWidth, height: gridHeight, channels } })
    .resize(width, height, { kernel, fit: "fill" })
    .raw()
    .toBuffer();
}

function shapes(random, width, height) {
  const colour = () => `rgb(${[0, 1, 2].map(() => Math.floor(random() * 256)).join(",")})`;
  const parts = Array.from({ length: 14 }, () => {
    const fill = `fill="${colour()}" fill-opacity="${(0.25 + random() * 0.5).toFixed(2)}"`;
    const [x, y] = [Math.floor(random() * width), Math.floor(random() * height)];
    if (random() < 0.5)
      return `<circle cx="${x}" cy="${y}" r="${Math.floor(width * (0.03 + random() * 0.12))}" ${fill}/>`;
    const [w, h] = [Math.floor(width * (0.05 + random() * 0.25)), Math.floor(height * (0.05 + random() * 0.4))];
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" ${fill} transform="rotate(${Math.floor(random() * 40 - 20)})"/>`;
  });
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join("")}</svg>`,
  );
}

/** A photo-like JPEG of `width` × `height`, written with `jpeg` (sharp's JPEG options; by default as a camera would, quality 92). */
export async function photoLikeJpeg(seed, width, height, jpeg = { quality: 92 }) {
  const random = seededRandom(seed);
  const [colour, blotches, texture, fine] = await Promise.all([
    noiseLayer(random, 4, width, height, 3),
    noiseLayer(random, 24, width, height, 3),
    noiseLayer(random, 220, width, height, 1),
    noiseLayer(random, 1100, width, height, 1, "lanczos3"),
  ]);
  const grain = seededRandom(seed ^ 0x9e3779b9);
  const pixels = Buffer.alloc(width * height * 3);
  for (let p = 0, i = 0; p < width * height; p += 1) {
    const light = (texture[p] - 128) * 0.35 + (fine[p] - 128) * 0.22 + (grain() - 0.5) * 9;
    for (let channel = 0; channel < 3; channel += 1, i += 1) {
      pixels[i] = Math.max(0, Math.min(255, colour[i] * 0.8 + (blotches[i] - 128) * 0.35 + 20 + light));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: shapes(random, width, height) }])
    .jpeg(jpeg)
    .toBuffer();
}
