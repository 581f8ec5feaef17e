/** The Open Graph card: the skyline motif with the organisation's name (the one image with text). */
import { brand } from "./palette.mjs";
import { skyline } from "./scenes-outdoor.mjs";
import { group, rect } from "./svg.mjs";

export function socialCard(rng, ctx) {
  const { W, H } = ctx;
  const panelW = W * 0.56;
  const text = (y, size, weight, content) =>
    `<text x="${Math.round(W * 0.05)}" y="${Math.round(y)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${brand.paper}">${content}</text>`;
  return [
    skyline(rng, ctx),
    rect(0, 0, panelW, H, brand.red),
    group([rect(W * 0.05, H * 0.2, 70, 10, brand.paper)]),
    text(H * 0.38, 58, 700, "RSM Student"),
    text(H * 0.5, 58, 700, "Representation"),
    text(H * 0.64, 26, 400, "Rotterdam School of Management"),
  ].join("");
}
