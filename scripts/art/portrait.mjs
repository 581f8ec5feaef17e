/**
 * Placeholder board portraits: a faceless head-and-shoulders figure on a tinted
 * background. Styles rotate by index so 24 portraits never look like one person.
 */
import { backdrop } from "./backdrop.mjs";
import { bust, hairStyles } from "./figures.mjs";
import { brand, clothTones, hairTones, skinTones } from "./palette.mjs";
import { circle, rect } from "./svg.mjs";

const backgrounds = [brand.rose, brand.sand, brand.slateLight, brand.stone, brand.roseMid, brand.paper];

export function portrait(rng, ctx, index) {
  const { W, H } = ctx;
  const bg = backgrounds[index % backgrounds.length];
  const look = {
    // Different strides and a shift per round of eight keep all 24 combinations distinct.
    skin: skinTones[(index * 3 + Math.floor(index / 8)) % skinTones.length],
    hair: hairTones[(index * 5 + 1 + Math.floor(index / 8) * 3) % hairTones.length],
    cloth: clothTones[(index * 7 + 2) % clothTones.length],
    style: hairStyles[(index + Math.floor(index / 8) * 3) % hairStyles.length],
  };
  const mood = {
    sky: bg,
    mid: brand.paper,
    sun: rng.pick([brand.red, brand.white, brand.sandMid, brand.slate]),
    line: brand.ink,
  };
  const parts = [backdrop(rng, { W, H, mood }, { clouds: false }).svg];
  parts.push(circle(W * 0.5, H * 0.42, W * 0.36, brand.white, { opacity: 0.35 }));
  const collar = look.cloth === brand.paper ? brand.ink : rng.pick([brand.paper, null, brand.white]);
  parts.push(bust(W * 0.5 + rng.range(-20, 20), H + 10, W * 0.19, look, { collar }));
  if (rng.chance(0.4)) parts.push(rect(W * 0.5 - 4, H * 0.82, 8, H * 0.2, brand.red));
  return parts.join("");
}
