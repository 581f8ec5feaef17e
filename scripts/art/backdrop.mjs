/**
 * The shared frame of every composition: a flat sky, a sun disc, soft pill clouds and a
 * dot grid. These recurring pieces are the family resemblance across all images.
 */
import { circle, group, rect } from "./svg.mjs";

export function dotGrid(x, y, cols, rows, gap, color, opacity = 0.35) {
  const dots = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) dots.push(circle(x + col * gap, y + row * gap, gap * 0.16, color));
  }
  return group(dots, { opacity });
}

export function backdrop(rng, { W, H, mood }, options = {}) {
  const sunX = rng.chance(0.5) ? rng.range(W * 0.62, W * 0.86) : rng.range(W * 0.14, W * 0.36);
  const sunY = rng.range(H * 0.16, H * 0.34);
  const sunR = rng.range(W * 0.07, W * 0.12);
  const parts = [rect(0, 0, W, H, mood.sky)];
  if (options.sun !== false) {
    parts.push(circle(sunX, sunY, sunR * 1.45, mood.sun, { opacity: 0.25 }));
    parts.push(circle(sunX, sunY, sunR, mood.sun));
  }
  if (options.clouds !== false) {
    for (let i = 0; i < rng.int(1, 3); i += 1) {
      const cw = rng.range(W * 0.1, W * 0.2);
      parts.push(
        rect(rng.range(0, W - cw), rng.range(H * 0.08, H * 0.4), cw, W * 0.028, mood.mid, {
          rx: W * 0.014,
          opacity: 0.7,
        }),
      );
    }
  }
  const gap = W * 0.018;
  parts.push(dotGrid(rng.chance(0.5) ? W * 0.04 : W * 0.82, H * 0.06, 8, 5, gap, mood.line, 0.22));
  return { svg: parts.join(""), sun: { x: sunX, y: sunY, r: sunR } };
}
