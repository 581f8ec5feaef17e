/** People, drawn as faceless flat figures: heads, shoulders and simple bodies. */
import { clothTones, hairTones, skinTones } from "./palette.mjs";
import { circle, d, ellipse, group, path, rect } from "./svg.mjs";

export const hairStyles = ["short", "long", "bun", "curly", "shaved", "scarf", "bob", "side"];

/** A random but plausible look for one person. */
export function randomLook(rng) {
  return {
    skin: rng.pick(skinTones),
    hair: rng.pick(hairTones),
    cloth: rng.pick(clothTones),
    style: rng.pick(hairStyles),
  };
}

/** Hair drawn behind the head (long hair, scarves) so the face stays clean. */
function hairBack(cx, cy, r, look) {
  switch (look.style) {
    case "long":
      return path(
        d`M${cx - r * 1.08},${cy} Q${cx - r * 1.15},${cy + r * 1.9} ${cx - r * 0.6},${cy + r * 2.1} L${cx + r * 0.6},${cy + r * 2.1} Q${cx + r * 1.15},${cy + r * 1.9} ${cx + r * 1.08},${cy} Z`,
        look.hair,
      );
    case "scarf":
      return path(
        d`M${cx - r * 1.25},${cy + r * 0.1} Q${cx - r * 1.3},${cy + r * 2} ${cx},${cy + r * 2.2} Q${cx + r * 1.3},${cy + r * 2} ${cx + r * 1.25},${cy + r * 0.1} A${r * 1.25},${r * 1.3} 0 0 0 ${cx - r * 1.25},${cy + r * 0.1} Z`,
        look.hair === hairTones[6] ? "#5f7393" : look.hair,
      );
    case "bob":
      return path(
        d`M${cx - r * 1.12},${cy} L${cx - r * 1.1},${cy + r * 1.05} L${cx + r * 1.1},${cy + r * 1.05} L${cx + r * 1.12},${cy} Z`,
        look.hair,
      );
    default:
      return "";
  }
}

/** Hair drawn over the top of the head. */
function hairFront(cx, cy, r, look) {
  switch (look.style) {
    case "short":
    case "long":
    case "bob":
      return path(
        d`M${cx - r * 1.05},${cy + r * 0.15} A${r * 1.05},${r * 1.1} 0 0 1 ${cx + r * 1.05},${cy + r * 0.15} Q${cx + r * 0.3},${cy - r * 0.55} ${cx - r * 1.05},${cy + r * 0.15} Z`,
        look.hair,
      );
    case "side":
      return path(
        d`M${cx - r * 1.05},${cy + r * 0.3} A${r * 1.05},${r * 1.1} 0 0 1 ${cx + r * 1.05},${cy + r * 0.1} Q${cx - r * 0.2},${cy - r * 0.35} ${cx - r * 0.75},${cy + r * 0.75} Z`,
        look.hair,
      );
    case "bun":
      return (
        circle(cx, cy - r * 1.15, r * 0.45, look.hair) +
        path(
          d`M${cx - r * 1.03},${cy + r * 0.05} A${r * 1.03},${r * 1.05} 0 0 1 ${cx + r * 1.03},${cy + r * 0.05} Q${cx},${cy - r * 0.4} ${cx - r * 1.03},${cy + r * 0.05} Z`,
          look.hair,
        )
      );
    case "curly":
      return group(
        [-0.85, -0.45, 0, 0.45, 0.85].map((dx, i) =>
          circle(cx + dx * r, cy - r * (i % 2 === 0 ? 0.55 : 0.85), r * 0.48, look.hair),
        ),
      );
    case "shaved":
      return path(
        d`M${cx - r},${cy - r * 0.05} A${r},${r} 0 0 1 ${cx + r},${cy - r * 0.05} Q${cx},${cy - r * 0.6} ${cx - r},${cy - r * 0.05} Z`,
        look.hair,
        { opacity: 0.55 },
      );
    case "scarf":
      return path(
        d`M${cx - r * 1.18},${cy + r * 0.2} A${r * 1.18},${r * 1.22} 0 0 1 ${cx + r * 1.18},${cy + r * 0.2} Q${cx},${cy - r * 0.55} ${cx - r * 1.18},${cy + r * 0.2} Z`,
        look.hair === hairTones[6] ? "#5f7393" : look.hair,
      );
    default:
      return "";
  }
}

/** Head and shoulders; (cx, baseY) is the bottom centre, `s` the head radius. */
export function bust(cx, baseY, s, look, options = {}) {
  const headY = baseY - s * 3.1;
  const shoulder = s * 2.3;
  const top = baseY - s * 1.55;
  const collar = options.collar ?? null;
  return group([
    hairBack(cx, headY, s, look),
    rect(cx - s * 0.38, headY + s * 0.6, s * 0.76, s * 1.1, look.skin),
    path(
      d`M${cx - shoulder},${baseY} L${cx - shoulder},${top + s * 0.9} Q${cx - shoulder},${top} ${cx - s * 0.9},${top} L${cx + s * 0.9},${top} Q${cx + shoulder},${top} ${cx + shoulder},${top + s * 0.9} L${cx + shoulder},${baseY} Z`,
      look.cloth,
    ),
    collar ? path(d`M${cx - s * 0.55},${top} L${cx},${top + s * 0.75} L${cx + s * 0.55},${top} Z`, collar) : "",
    ellipse(cx, headY, s * 0.92, s, look.skin),
    hairFront(cx, headY, s, look),
  ]);
}

/** A standing person; (x, groundY) are the feet, `s` the head radius. */
export function standing(x, groundY, s, look, options = {}) {
  const bodyTop = groundY - s * 7.2;
  const armUp = options.armUp ?? false;
  return group([
    rect(x - s * 0.75, groundY - s * 3.4, s * 0.62, s * 3.4, options.legs ?? "#2c2c38", { rx: s * 0.3 }),
    rect(x + s * 0.13, groundY - s * 3.4, s * 0.62, s * 3.4, options.legs ?? "#2c2c38", { rx: s * 0.3 }),
    armUp
      ? rect(x + s * 0.95, bodyTop - s * 2.4, s * 0.55, s * 3.2, look.cloth, {
          rx: s * 0.27,
          transform: `rotate(12 ${x + s} ${bodyTop})`,
        })
      : "",
    rect(x - s * 1.25, bodyTop, s * 2.5, s * 4.2, look.cloth, { rx: s * 0.9 }),
    hairBack(x, bodyTop - s * 1.2, s, look),
    ellipse(x, bodyTop - s * 1.2, s * 0.92, s, look.skin),
    hairFront(x, bodyTop - s * 1.2, s, look),
  ]);
}
