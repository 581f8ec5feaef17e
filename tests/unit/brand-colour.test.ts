/**
 * The brand red is set in app/styles/app.css (`--color-brand`), where every component
 * takes it from. Four other places must carry the same value because they are not styled
 * by that stylesheet: the phones' toolbar colour (app/config/brand.ts), the favicon
 * (public/favicon.svg, from which `node scripts/icons.mjs` renders the PNG icons) and the
 * sample artwork's palette (scripts/art/palette.mjs, rendered by `npm run art`). This test
 * names whichever of them was left behind when the colour changes.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { brand as appBrand } from "~/config/brand";
import { brand as artPalette } from "../../scripts/art/palette.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

const brandRed = /--color-brand:\s*(#[0-9a-f]{6})\s*;/i.exec(read("app/styles/app.css"))?.[1]?.toLowerCase();
const after =
  "change it there too, then run `node scripts/icons.mjs` and `npm run art` (README, 'Changing the brand colour')";

test("app.css sets the brand red", () => {
  expect(brandRed).toMatch(/^#[0-9a-f]{6}$/);
});

test.each([
  ["app/config/brand.ts (themeColor)", appBrand.themeColor],
  [
    "public/favicon.svg (the square's fill)",
    /<rect[^>]*\bfill="(#[0-9a-fA-F]{6})"/.exec(read("public/favicon.svg"))?.[1],
  ],
  ["scripts/art/palette.mjs (red)", artPalette.red],
])("%s carries app.css's brand red", (where, value) => {
  expect(value?.toLowerCase(), `${where} differs from --color-brand in app/styles/app.css: ${after}`).toBe(brandRed);
});
