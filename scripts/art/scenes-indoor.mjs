/** Indoor compositions: meeting table, lecture hall, event stage, support desk, marketing studio, crowd. */
import { backdrop, dotGrid } from "./backdrop.mjs";
import { bust, randomLook, standing } from "./figures.mjs";
import { brand } from "./palette.mjs";
import { bunting } from "./scenes-outdoor.mjs";
import { circle, d, group, line, path, polygon, rect } from "./svg.mjs";

function wallWindow(rng, x, y, w, h, mood) {
  const parts = [rect(x, y, w, h, brand.slateLight), circle(x + w * 0.7, y + h * 0.35, h * 0.16, mood.sun)];
  let bx = x;
  while (bx < x + w) {
    const bw = rng.range(w * 0.08, w * 0.16);
    const bh = rng.range(h * 0.2, h * 0.55);
    parts.push(rect(bx, y + h - bh, Math.min(bw, x + w - bx), bh, brand.slate));
    bx += bw + rng.range(2, 12);
  }
  parts.push(rect(x, y, w, h, "none", { stroke: mood.near, "stroke-width": 10 }));
  parts.push(line(x + w / 2, y, x + w / 2, y + h, mood.near, 8, { "stroke-linecap": "butt" }));
  return group(parts);
}

function lamp(x, y, size, color, cord) {
  return group([
    line(x, 0, x, y, cord, 2),
    path(d`M${x - size},${y + size * 0.7} A${size},${size} 0 0 1 ${x + size},${y + size * 0.7} Z`, color),
  ]);
}

export function meeting(rng, ctx) {
  const { W, H, mood } = ctx;
  const parts = [rect(0, 0, W, H, mood.sky)];
  const floor = H * 0.72;
  parts.push(wallWindow(rng, W * rng.range(0.08, 0.5), H * 0.12, W * 0.42, H * 0.34, mood));
  parts.push(dotGrid(W * 0.06, H * 0.1, 6, 6, 16, mood.line, 0.2));
  for (let i = 0; i < rng.int(2, 3); i += 1)
    parts.push(lamp(W * (0.25 + i * 0.25) + rng.range(-30, 30), H * 0.14, 34, mood.accent, mood.line));
  parts.push(rect(0, floor, W, H - floor, mood.ground));
  const tableY = H * 0.62;
  const people = rng.int(4, 6);
  for (let i = 0; i < people; i += 1) {
    const px = W * 0.14 + ((W * 0.72) / (people - 1)) * i + rng.range(-12, 12);
    parts.push(
      bust(px, tableY + 10, rng.range(27, 33), randomLook(rng), { collar: rng.chance(0.3) ? brand.paper : null }),
    );
  }
  parts.push(
    polygon(
      [
        [W * 0.08, tableY],
        [W * 0.92, tableY],
        [W * 0.98, tableY + 70],
        [W * 0.02, tableY + 70],
      ],
      mood.near,
    ),
  );
  parts.push(rect(W * 0.02, tableY + 70, W * 0.96, 16, mood.line, { opacity: 0.85 }));
  parts.push(
    rect(W * 0.1, tableY + 86, 16, H - tableY - 86, mood.line),
    rect(W * 0.88, tableY + 86, 16, H - tableY - 86, mood.line),
  );
  for (let i = 0; i < people; i += 1) {
    const px = W * 0.14 + ((W * 0.72) / (people - 1)) * i;
    const item = rng.int(0, 2);
    if (item === 0)
      parts.push(
        polygon(
          [
            [px - 40, tableY + 40],
            [px + 40, tableY + 40],
            [px + 30, tableY - 16],
            [px - 30, tableY - 16],
          ],
          brand.stone,
        ),
      );
    if (item === 1)
      parts.push(
        rect(px - 30, tableY + 22, 60, 36, brand.paper, {
          transform: `rotate(${Math.round(rng.range(-10, 10))} ${px} ${tableY + 40})`,
        }),
      );
    if (item === 2) parts.push(rect(px + 10, tableY + 18, 22, 28, mood.accent, { rx: 4 }));
  }
  return parts.join("");
}

export function lecture(rng, ctx) {
  const { W, H, mood } = ctx;
  const parts = [rect(0, 0, W, H, mood.sky)];
  const screenW = W * rng.range(0.36, 0.46);
  const screenX = W * rng.range(0.1, 0.5);
  const screenY = H * 0.06;
  const screenH = screenW * 0.5;
  parts.push(rect(screenX - 10, screenY - 10, screenW + 20, screenH + 20, mood.line));
  parts.push(rect(screenX, screenY, screenW, screenH, brand.paper));
  for (let i = 0; i < 5; i += 1) {
    const bh = rng.range(0.2, 0.8) * screenH * 0.8;
    parts.push(
      rect(
        screenX + screenW * 0.1 + i * screenW * 0.13,
        screenY + screenH * 0.88 - bh,
        screenW * 0.08,
        bh,
        i === 3 ? mood.accent : brand.slate,
      ),
    );
  }
  parts.push(circle(screenX + screenW * 0.83, screenY + screenH * 0.4, screenH * 0.22, mood.accent));
  // The lecturer stands beside the screen, on whichever side has room.
  const lecturerX = screenX + screenW + 160 < W ? screenX + screenW + 70 : screenX - 120;
  parts.push(standing(lecturerX, H * 0.42, 14, randomLook(rng)));
  parts.push(rect(lecturerX + 30, H * 0.33, 50, H * 0.09, mood.near));
  const rows = rng.int(4, 5);
  const rowTop = H * 0.44;
  const rowGap = (H - rowTop) / rows;
  for (let r = 0; r < rows; r += 1) {
    const y = rowTop + r * rowGap;
    const scale = 0.7 + r * 0.18;
    const seatW = 58 * scale;
    const seatColor = r % 2 ? mood.accent : brand.redDeep;
    parts.push(rect(0, y + rowGap * 0.55, W, rowGap * 0.45, mood.ground));
    const count = Math.ceil(W / (seatW * 1.25)) + 1;
    for (let s = 0; s < count; s += 1) {
      const sx = -seatW * 0.4 + s * seatW * 1.25 + (r % 2) * seatW * 0.6;
      if (rng.chance(0.55)) parts.push(bust(sx + seatW / 2, y + rowGap * 0.5, 13 * scale, randomLook(rng)));
      parts.push(rect(sx, y + rowGap * 0.25, seatW, rowGap * 0.45, seatColor, { rx: 10 * scale }));
    }
  }
  return parts.join("");
}

export function stage(rng, ctx) {
  const { W, H, mood } = ctx;
  const dark = { ...mood, sky: rng.pick([brand.ink, brand.slateDeep, brand.redDeep]) };
  const parts = [rect(0, 0, W, H, dark.sky)];
  const stageY = H * 0.62;
  for (let i = 0; i < 3; i += 1) {
    const sx = W * (0.2 + i * 0.3);
    const tx = W * 0.5 + rng.range(-W * 0.15, W * 0.15);
    parts.push(
      polygon(
        [
          [sx - 10, 0],
          [sx + 10, 0],
          [tx + 140, stageY],
          [tx - 140, stageY],
        ],
        brand.paper,
        { opacity: 0.1 },
      ),
    );
    parts.push(rect(sx - 22, 0, 44, 26, brand.stoneDark, { rx: 6 }));
  }
  parts.push(bunting(rng, -10, W + 10, H * 0.06, H * 0.06, [mood.accent, brand.paper, brand.sandMid, brand.roseMid]));
  parts.push(rect(W * 0.14, H * 0.2, W * 0.72, H * 0.3, brand.paper, { opacity: 0.08 }));
  parts.push(circle(W * 0.5, H * 0.34, H * 0.1, mood.accent));
  parts.push(rect(0, stageY, W, H * 0.06, brand.stoneDark), rect(0, stageY + H * 0.06, W, H, brand.inkSoft));
  const speakers = rng.int(1, 3);
  for (let i = 0; i < speakers; i += 1) {
    const x = W * 0.5 + (i - (speakers - 1) / 2) * 140;
    parts.push(standing(x, stageY + 4, 15, randomLook(rng), { armUp: i === 0 && rng.chance(0.5) }));
  }
  parts.push(
    line(W * 0.5 - 60, stageY, W * 0.5 - 60, stageY - 120, brand.stoneDark, 4),
    circle(W * 0.5 - 60, stageY - 124, 7, brand.stoneDark),
  );
  for (let i = 0; i < 40; i += 1) {
    const cx = rng.range(0, W);
    const cy = rng.range(0, stageY);
    const color = rng.pick([mood.accent, brand.sandMid, brand.paper, brand.roseMid]);
    parts.push(
      rect(cx - 5, cy - 2.5, 10, 5, color, {
        transform: `rotate(${Math.round(rng.range(0, 180))} ${Math.round(cx)} ${Math.round(cy)})`,
      }),
    );
  }
  const crowdY = H + 10;
  const count = 9;
  for (let i = 0; i < count; i += 1) {
    parts.push(
      bust(W * (i / (count - 1)) + rng.range(-20, 20), crowdY + rng.range(0, 30), rng.range(26, 34), {
        ...randomLook(rng),
        cloth: rng.pick([brand.ink, brand.inkSoft, brand.slateDeep]),
      }),
    );
  }
  return parts.join("");
}

function speechBubble(x, y, w, h, fill, dots, tailLeft) {
  const tx = tailLeft ? x + w * 0.2 : x + w * 0.8;
  return group([
    rect(x, y, w, h, fill, { rx: h * 0.35 }),
    polygon(
      [
        [tx - 14, y + h - 2],
        [tx + 14, y + h - 2],
        [tx + (tailLeft ? -18 : 18), y + h + 24],
      ],
      fill,
    ),
    ...[0, 1, 2].map((i) => circle(x + w / 2 + (i - 1) * 26, y + h / 2, 7, dots)),
  ]);
}

export function supportDesk(rng, ctx) {
  const { W, H, mood } = ctx;
  const parts = [backdrop(rng, ctx, { clouds: false }).svg];
  const floor = H * 0.8;
  parts.push(rect(0, floor, W, H - floor, mood.ground));
  const tableX = W * rng.range(0.42, 0.58);
  const tableY = H * 0.6;
  parts.push(bust(tableX - 170, tableY + 10, 38, randomLook(rng)));
  parts.push(bust(tableX + 170, tableY + 10, 38, randomLook(rng), { collar: brand.paper }));
  parts.push(rect(tableX - 230, tableY, 460, 28, mood.near, { rx: 14 }));
  parts.push(rect(tableX - 12, tableY + 28, 24, floor - tableY - 28, mood.near));
  parts.push(rect(tableX - 80, floor - 12, 160, 12, mood.near, { rx: 6 }));
  parts.push(
    rect(tableX - 70, tableY - 34, 28, 34, mood.accent, { rx: 5 }),
    rect(tableX + 40, tableY - 30, 28, 30, brand.paper, { rx: 5 }),
  );
  parts.push(speechBubble(tableX - 300, H * 0.1, 190, 80, brand.paper, mood.accent, false));
  parts.push(speechBubble(tableX + 110, H * 0.16, 170, 72, mood.accent, brand.paper, true));
  const plantX = rng.chance(0.5) ? W * 0.08 : W * 0.9;
  parts.push(rect(plantX - 30, floor - 70, 60, 70, brand.sandMid, { rx: 8 }));
  for (let i = 0; i < 5; i += 1) {
    parts.push(
      path(
        d`M${plantX},${floor - 70} Q${plantX + (i - 2) * 40},${floor - 140} ${plantX + (i - 2) * 28},${floor - 200 + Math.abs(i - 2) * 30}`,
        "none",
        { stroke: "#3f6257", "stroke-width": 14, "stroke-linecap": "round" },
      ),
    );
  }
  return parts.join("");
}

export function marketing(rng, ctx) {
  const { W, H, mood } = ctx;
  const parts = [rect(0, 0, W, H, mood.sky)];
  const floor = H * 0.78;
  const posters = rng.int(3, 4);
  for (let i = 0; i < posters; i += 1) {
    const pw = rng.range(120, 170);
    const ph = pw * 1.35;
    const px = W * 0.06 + i * ((W * 0.88) / posters) + rng.range(-10, 10);
    const py = H * rng.range(0.08, 0.16);
    const bg = rng.pick([mood.accent, brand.slate, brand.sand, brand.ink, brand.roseMid]);
    parts.push(
      group(
        [
          rect(px, py, pw, ph, bg),
          circle(px + pw * 0.5, py + ph * 0.38, pw * 0.26, bg === brand.paper ? mood.accent : brand.paper),
          rect(px + pw * 0.15, py + ph * 0.72, pw * 0.7, 10, brand.paper, { opacity: 0.8, rx: 5 }),
          rect(px + pw * 0.15, py + ph * 0.82, pw * 0.45, 10, brand.paper, { opacity: 0.6, rx: 5 }),
        ],
        { transform: `rotate(${Math.round(rng.range(-4, 4))} ${px + pw / 2} ${py})` },
      ),
    );
  }
  parts.push(rect(0, floor, W, H - floor, mood.ground));
  // Camera on a tripod.
  const camX = W * rng.range(0.15, 0.3);
  parts.push(
    line(camX, floor - 180, camX - 60, floor + 40, brand.ink, 6),
    line(camX, floor - 180, camX + 60, floor + 40, brand.ink, 6),
    line(camX, floor - 180, camX, floor + 50, brand.ink, 6),
  );
  parts.push(
    rect(camX - 60, floor - 240, 120, 70, brand.ink, { rx: 10 }),
    circle(camX + 20, floor - 205, 26, brand.slate),
    circle(camX + 20, floor - 205, 14, brand.ink),
  );
  // A phone showing a feed of cards.
  const phX = W * rng.range(0.55, 0.7);
  const phY = H * 0.3;
  parts.push(
    rect(phX, phY, 170, 320, brand.ink, { rx: 24 }),
    rect(phX + 12, phY + 24, 146, 272, brand.paper, { rx: 10 }),
  );
  parts.push(
    rect(phX + 24, phY + 40, 122, 90, mood.accent, { rx: 6 }),
    rect(phX + 24, phY + 142, 122, 12, brand.stone, { rx: 6 }),
    rect(phX + 24, phY + 164, 80, 12, brand.stone, { rx: 6 }),
    rect(phX + 24, phY + 190, 122, 90, brand.slate, { rx: 6 }),
  );
  parts.push(
    circle(phX + 200, phY + 40, 22, mood.accent),
    path(d`M${phX + 190},${phY + 40} l8,8 l14,-16`, "none", { stroke: brand.paper, "stroke-width": 5 }),
  );
  parts.push(standing(W * 0.88, floor + 60, 16, randomLook(rng), { armUp: true }));
  return parts.join("");
}

export function crowd(rng, ctx) {
  const { W, H } = ctx;
  const parts = [backdrop(rng, ctx).svg];
  const rows = 4;
  for (let r = 0; r < rows; r += 1) {
    const size = 22 + r * 7;
    const baseY = H * 0.55 + r * (H * 0.15);
    const step = size * 3.6;
    for (let x = -size + ((r % 2) * step) / 2; x < W + size; x += step) {
      parts.push(bust(x + rng.range(-8, 8), baseY + rng.range(0, 10), size, randomLook(rng)));
    }
  }
  return parts.join("");
}
