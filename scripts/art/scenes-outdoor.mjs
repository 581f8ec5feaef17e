/** Outdoor compositions: campus, Rotterdam skyline, heritage building, festival, globe, caps. */
import { backdrop } from "./backdrop.mjs";
import { randomLook, standing } from "./figures.mjs";
import { brand } from "./palette.mjs";
import { circle, d, ellipse, group, line, path, polygon, rect } from "./svg.mjs";

function windows(rng, x, y, w, h, color, options = {}) {
  const cols = options.cols ?? Math.max(2, Math.round(w / 42));
  const rows = options.rows ?? Math.max(2, Math.round(h / 50));
  const gx = w / cols;
  const gy = h / rows;
  const out = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      if (rng.chance(options.gaps ?? 0.08)) continue;
      out.push(rect(x + c * gx + gx * 0.2, y + r * gy + gy * 0.22, gx * 0.6, gy * 0.5, color, { rx: 2 }));
    }
  }
  return group(out);
}

function tree(x, groundY, size, canopy, trunk) {
  return group([
    rect(x - size * 0.08, groundY - size * 1.1, size * 0.16, size * 1.1, trunk, { rx: size * 0.05 }),
    circle(x, groundY - size * 1.35, size * 0.62, canopy),
    circle(x - size * 0.35, groundY - size * 1.05, size * 0.42, canopy),
    circle(x + size * 0.38, groundY - size * 1.1, size * 0.45, canopy),
  ]);
}

export function campus(rng, ctx) {
  const { W, H, mood } = ctx;
  const ground = H * rng.range(0.74, 0.8);
  const parts = [backdrop(rng, ctx).svg];
  // Back row: the tall tower and lower wings, as on a modern university campus.
  const towerX = rng.range(W * 0.12, W * 0.6);
  const towerW = rng.range(150, 210);
  const towerH = ground - rng.range(H * 0.08, H * 0.16);
  parts.push(rect(towerX, ground - towerH, towerW, towerH, mood.far));
  parts.push(windows(rng, towerX + 12, ground - towerH + 24, towerW - 24, towerH - 60, mood.window, { cols: 4 }));
  parts.push(rect(towerX - 8, ground - towerH - 14, towerW + 16, 18, mood.accent));
  let x = -rng.range(20, 80);
  while (x < W) {
    const w = rng.range(180, 300);
    const h = rng.range(H * 0.2, H * 0.36);
    const fill = rng.pick([mood.mid, mood.near, mood.mid]);
    const winColor = fill === mood.near ? mood.window : mood.far;
    parts.push(rect(x, ground - h, w, h, fill));
    if (rng.chance(0.5))
      parts.push(
        polygon(
          [
            [x, ground - h],
            [x + w, ground - h],
            [x + w, ground - h - 40],
            [x + w * 0.2, ground - h - 40],
          ],
          fill,
        ),
      );
    parts.push(windows(rng, x + 14, ground - h + 22, w - 28, h - 40, winColor));
    x += w + rng.range(30, 120);
  }
  parts.push(rect(0, ground, W, H - ground, mood.ground));
  parts.push(
    polygon(
      [
        [W * 0.46, ground],
        [W * 0.54, ground],
        [W * 0.72, H],
        [W * 0.28, H],
      ],
      mood.sky,
      { opacity: 0.7 },
    ),
  );
  const treeParts = [];
  for (let i = 0; i < rng.int(3, 5); i += 1) {
    treeParts.push(
      tree(
        rng.range(0, W),
        ground + rng.range(10, 40),
        rng.range(50, 85),
        rng.pick(["#3f6257", brand.slate, mood.near]),
        brand.inkSoft,
      ),
    );
  }
  parts.push(...treeParts);
  for (let i = 0; i < rng.int(3, 6); i += 1) {
    parts.push(
      standing(rng.range(W * 0.05, W * 0.95), rng.range(ground + 40, H - 10), rng.range(9, 13), randomLook(rng)),
    );
  }
  return parts.join("");
}

function erasmusBridge(x, deckY, height, color, cable) {
  // The bent 'swan' pylon with its fan of stays, the city's best-known silhouette.
  const top = deckY - height;
  const parts = [];
  for (let i = 1; i <= 7; i += 1) {
    parts.push(line(x + height * 0.08, top + i * 8, x - height * 0.14 - i * height * 0.11, deckY, cable, 2));
    parts.push(line(x + height * 0.08, top + i * 8, x + height * 0.25 + i * height * 0.12, deckY, cable, 2));
  }
  parts.push(
    path(
      d`M${x - 14},${deckY} L${x - 4},${deckY - height * 0.45} L${x + height * 0.08 - 6},${top} L${x + height * 0.08 + 10},${top} L${x + 14},${deckY - height * 0.45} L${x + 18},${deckY} Z`,
      color,
    ),
  );
  parts.push(rect(x - height * 1.1, deckY - 6, height * 2.4, 14, color));
  return group(parts);
}

function cubeHouse(x, y, size, face, side, top) {
  const h = size / 2;
  return group([
    rect(x - size * 0.12, y + h, size * 0.24, size * 0.7, brand.stoneDark),
    polygon(
      [
        [x, y - h],
        [x + h, y],
        [x, y + h],
        [x - h, y],
      ],
      face,
    ),
    polygon(
      [
        [x, y - h],
        [x + h, y],
        [x + h * 0.55, y - h * 0.1],
        [x - h * 0.05, y - h * 0.6],
      ],
      top,
      { opacity: 0.9 },
    ),
    polygon(
      [
        [x - h, y],
        [x, y + h],
        [x, y + h * 0.55],
        [x - h * 0.6, y],
      ],
      side,
    ),
  ]);
}

export function skyline(rng, ctx) {
  const { W, H, mood } = ctx;
  const water = H * rng.range(0.7, 0.78);
  const parts = [backdrop(rng, ctx).svg];
  let x = -20;
  while (x < W) {
    const w = rng.range(50, 110);
    const h = rng.range(H * 0.18, H * 0.52);
    parts.push(rect(x, water - h, w, h, mood.far));
    if (rng.chance(0.35)) parts.push(rect(x + w * 0.2, water - h - h * 0.15, w * 0.7, h * 0.15, mood.far));
    if (rng.chance(0.5)) parts.push(windows(rng, x + 6, water - h + 14, w - 12, h - 20, mood.sky, { gaps: 0.4 }));
    x += w + rng.range(-10, 30);
  }
  const bridgeX = rng.range(W * 0.3, W * 0.65);
  const light = mood.line === brand.ink;
  parts.push(
    erasmusBridge(
      bridgeX,
      water - 4,
      H * rng.range(0.42, 0.52),
      light ? brand.paper : brand.sand,
      light ? brand.slateDeep : brand.stone,
    ),
  );
  parts.push(rect(0, water, W, H - water, mood.near));
  for (let i = 0; i < 14; i += 1) {
    const wy = rng.range(water + 14, H - 8);
    const ww = rng.range(40, 160);
    parts.push(rect(rng.range(0, W - ww), wy, ww, 5, mood.sky, { rx: 2.5, opacity: 0.35 }));
  }
  // Cube houses on the near bank.
  const bankY = water + rng.range(20, 40);
  const startX = rng.chance(0.5) ? rng.range(W * 0.02, W * 0.12) : rng.range(W * 0.62, W * 0.72);
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      cubeHouse(
        startX + i * 78,
        bankY - 55 + (i % 2) * 10,
        84,
        i % 2 ? mood.accent : brand.sand,
        brand.sandMid,
        brand.paper,
      ),
    );
  }
  parts.push(
    polygon(
      [
        [W * 0.85, water + 30],
        [W * 0.95, water + 30],
        [W * 0.93, water + 44],
        [W * 0.87, water + 44],
      ],
      brand.paper,
    ),
  );
  return parts.join("");
}

export function heritage(rng, ctx) {
  const { W, H, mood } = ctx;
  const ground = H * 0.8;
  const parts = [backdrop(rng, ctx).svg];
  const bw = W * rng.range(0.5, 0.62);
  const bx = (W - bw) / 2 + rng.range(-W * 0.08, W * 0.08);
  const baseY = ground - 36;
  const colH = H * 0.34;
  parts.push(
    polygon(
      [
        [bx - 20, baseY - colH - 24],
        [bx + bw + 20, baseY - colH - 24],
        [bx + bw / 2, baseY - colH - 24 - H * 0.14],
      ],
      mood.mid,
    ),
  );
  parts.push(
    polygon(
      [
        [bx + bw * 0.2, baseY - colH - 34],
        [bx + bw * 0.8, baseY - colH - 34],
        [bx + bw / 2, baseY - colH - 24 - H * 0.1],
      ],
      mood.accent,
    ),
  );
  parts.push(rect(bx - 20, baseY - colH - 24, bw + 40, 24, mood.far));
  parts.push(rect(bx, baseY - colH, bw, colH, mood.far, { opacity: 0.55 }));
  const columns = 6;
  for (let i = 0; i < columns; i += 1) {
    const cx = bx + (bw / (columns - 1)) * i;
    parts.push(rect(cx - 14, baseY - colH, 28, colH, mood.mid));
  }
  for (let i = 0; i < 3; i += 1)
    parts.push(rect(bx - 30 - i * 16, baseY + i * 12, bw + 60 + i * 32, 12, i % 2 ? mood.far : mood.mid));
  parts.push(rect(0, ground, W, H - ground, mood.ground));
  parts.push(tree(bx - 80, ground + 10, 80, brand.slateDeep, brand.inkSoft));
  parts.push(tree(bx + bw + 80, ground + 10, 70, "#3f6257", brand.inkSoft));
  for (let i = 0; i < rng.int(2, 4); i += 1) {
    parts.push(standing(rng.range(W * 0.1, W * 0.9), rng.range(ground + 40, H - 10), 11, randomLook(rng)));
  }
  return parts.join("");
}

function bunting(rng, x1, x2, y, sag, colors) {
  const flags = [];
  const count = Math.round((x2 - x1) / 46);
  flags.push(
    path(d`M${x1},${y} Q${(x1 + x2) / 2},${y + sag * 2} ${x2},${y}`, "none", {
      stroke: brand.inkSoft,
      "stroke-width": 2,
    }),
  );
  for (let i = 0; i <= count; i += 1) {
    const t = i / count;
    const fx = x1 + (x2 - x1) * t;
    const fy = y + sag * 4 * t * (1 - t);
    flags.push(
      polygon(
        [
          [fx - 14, fy],
          [fx + 14, fy],
          [fx, fy + 34],
        ],
        colors[(i + Math.floor(rng.next() * 0.99)) % colors.length],
      ),
    );
  }
  return group(flags);
}

export { bunting };

export function festival(rng, ctx) {
  const { W, H, mood } = ctx;
  const ground = H * 0.74;
  const parts = [backdrop(rng, ctx).svg];
  parts.push(rect(0, ground, W, H - ground, mood.ground));
  const flagColors = [mood.accent, brand.paper, brand.slate, brand.sandMid, brand.roseMid];
  parts.push(bunting(rng, -10, W + 10, H * 0.1, H * 0.07, flagColors));
  let x = rng.range(10, 60);
  while (x < W - 120) {
    const w = rng.range(150, 210);
    const roofY = ground - rng.range(170, 210);
    const stripe = rng.pick([mood.accent, brand.slate, brand.redDeep]);
    parts.push(rect(x + 10, roofY + 40, w - 20, ground - roofY - 40, brand.paper));
    parts.push(rect(x + 24, roofY + 90, w - 48, 30, mood.far));
    for (let i = 0; i < 5; i += 1) {
      parts.push(
        polygon(
          [
            [x + (w / 5) * i, roofY + 40],
            [x + (w / 5) * (i + 1), roofY + 40],
            [x + w / 2, roofY - 20],
          ],
          i % 2 ? stripe : brand.paper,
        ),
      );
    }
    for (let i = 0; i < 5; i += 1)
      parts.push(circle(x + (w / 5) * (i + 0.5), roofY + 40, w / 10, i % 2 ? brand.paper : stripe));
    x += w + rng.range(40, 90);
  }
  parts.push(bunting(rng, -10, W + 10, H * 0.3, H * 0.05, [...flagColors].reverse()));
  for (let i = 0; i < rng.int(7, 11); i += 1) {
    parts.push(
      standing(rng.range(W * 0.03, W * 0.97), rng.range(ground + 40, H - 6), rng.range(11, 15), randomLook(rng), {
        armUp: rng.chance(0.2),
      }),
    );
  }
  return parts.join("");
}

export function globe(rng, ctx) {
  const { W, H, mood } = ctx;
  const parts = [backdrop(rng, ctx, { sun: false }).svg];
  const cx = W / 2 + rng.range(-W * 0.1, W * 0.1);
  const cy = H * 0.52;
  const r = Math.min(W, H) * 0.3;
  parts.push(circle(cx, cy, r * 1.25, mood.sun, { opacity: 0.35 }));
  parts.push(circle(cx, cy, r, brand.slate));
  for (const k of [0.35, 0.7])
    parts.push(ellipse(cx, cy, r * k, r, "none", { stroke: brand.slateLight, "stroke-width": 4 }));
  for (const k of [-0.5, 0, 0.5]) {
    const ry = cy + k * r;
    const half = Math.sqrt(r * r - (k * r) ** 2);
    parts.push(line(cx - half, ry, cx + half, ry, brand.slateLight, 4));
  }
  // Land masses as soft blobs, not any real map.
  parts.push(
    ellipse(cx - r * 0.3, cy - r * 0.25, r * 0.32, r * 0.22, "#3f6257", { transform: `rotate(-20 ${cx} ${cy})` }),
  );
  parts.push(
    ellipse(cx + r * 0.3, cy + r * 0.2, r * 0.24, r * 0.34, "#3f6257", { transform: `rotate(15 ${cx} ${cy})` }),
  );
  const stripes = [mood.accent, brand.paper, brand.slateDeep, brand.sandMid, brand.ink, "#3f6257", brand.roseMid];
  const flags = 10;
  for (let i = 0; i < flags; i += 1) {
    const a = (Math.PI * 2 * i) / flags + rng.range(-0.1, 0.1);
    const fx = cx + Math.cos(a) * r * 1.55;
    const fy = cy + Math.sin(a) * r * 1.25;
    const horizontal = rng.chance(0.5);
    const bands = [rng.pick(stripes), rng.pick(stripes), rng.pick(stripes)];
    const fw = 62;
    const fh = 42;
    const flag = bands.map((color, b) =>
      horizontal ? rect(fx, fy + (fh / 3) * b, fw, fh / 3, color) : rect(fx + (fw / 3) * b, fy, fw / 3, fh, color),
    );
    parts.push(line(fx, fy, fx, fy + 80, brand.inkSoft, 3));
    parts.push(group(flag, { transform: `rotate(${Math.round(rng.range(-8, 8))} ${fx} ${fy})` }));
  }
  return parts.join("");
}

export function caps(rng, ctx) {
  const { W, H, mood } = ctx;
  const parts = [backdrop(rng, ctx).svg];
  for (let i = 0; i < rng.int(6, 9); i += 1) {
    const x = rng.range(W * 0.06, W * 0.94);
    const y = rng.range(H * 0.1, H * 0.5);
    const s = rng.range(30, 52);
    const color = rng.pick([brand.ink, brand.ink, mood.accent, brand.slateDeep]);
    parts.push(
      group(
        [
          rect(x - s * 0.55, y, s * 1.1, s * 0.45, color, { rx: 4 }),
          polygon(
            [
              [x - s * 1.2, y],
              [x, y - s * 0.5],
              [x + s * 1.2, y],
              [x, y + s * 0.5],
            ],
            color,
          ),
          line(x, y, x + s * 0.9, y + s * 0.7, brand.sandMid, 3),
          circle(x + s * 0.9, y + s * 0.75, 5, brand.sandMid),
        ],
        { transform: `rotate(${Math.round(rng.range(-25, 25))} ${x} ${y})` },
      ),
    );
  }
  const ground = H * 0.92;
  parts.push(rect(0, ground, W, H - ground, mood.ground));
  for (let i = 0; i < 9; i += 1) {
    parts.push(
      standing(
        W * 0.06 + i * (W * 0.11) + rng.range(-15, 15),
        ground + rng.range(0, 40),
        rng.range(17, 21),
        { ...randomLook(rng), cloth: rng.pick([brand.ink, brand.ink, brand.slateDeep]) },
        { armUp: rng.chance(0.6) },
      ),
    );
  }
  return parts.join("");
}
