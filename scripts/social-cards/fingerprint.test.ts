/**
 * A card's address changes by itself when anything that draws it changes — its layout or
 * renderer (scripts/social-cards/drawing/), a font file, satori, resvg or sharp, a colour —
 * and its colours are the site's own light tokens, read from app/styles/app.css.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  cardColours,
  type DrawingInputs,
  drawingFingerprint,
  drawingInputs,
  socialCardDrawingFolder,
  themeTokens,
} from "../../app/lib/social-card.server.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("the colours come from the stylesheet's light tokens", () => {
  const css = `@import "tailwindcss";
@theme {
  --font-sans: "Inter Variable", sans-serif;
  --color-brand: #b8102e;
  --color-on-brand: #ffffff;
  --color-night: #1c1b24;
  --color-sand: #f3ece6;
  @keyframes fade-in { from { --color-brand: #000000; } }
}
@media (prefers-color-scheme: dark) {
  :root { --color-brand: #ff5577; --color-night: #000000; }
}
.dark { --color-sand: #222222; }
@theme { --color-brand: #123456; }
`;

  test("the first @theme block's own properties, nothing nested, no dark set", () => {
    expect(themeTokens(css)).toEqual({
      "--font-sans": '"Inter Variable", sans-serif',
      "--color-brand": "#b8102e",
      "--color-on-brand": "#ffffff",
      "--color-night": "#1c1b24",
      "--color-sand": "#f3ece6",
    });
    expect(cardColours(css)).toEqual({ brand: "#b8102e", night: "#1c1b24", onBrand: "#ffffff", sand: "#f3ece6" });
  });

  test("a missing or non-hex token is refused with the token's name", () => {
    expect(() => cardColours(css.replace("--color-night: #1c1b24;", ""))).toThrow(/needs --color-night in @theme/);
    expect(() => cardColours(css.replace("#1c1b24", "oklch(0.2 0.02 280)"))).toThrow(
      /--color-night in @theme as a #rrggbb colour \(found oklch/,
    );
  });

  test("the site's stylesheet gives them, and the drawing code writes no colour of its own", () => {
    const inputs = drawingInputs(root);
    const tokens = themeTokens(fs.readFileSync(path.join(root, "app/styles/app.css"), "utf8"));
    expect(inputs.colours).toEqual({
      brand: tokens["--color-brand"],
      night: tokens["--color-night"],
      onBrand: tokens["--color-on-brand"],
      sand: tokens["--color-sand"],
    });
    for (const file of inputs.files) expect(fs.readFileSync(file, "utf8"), file).not.toMatch(/#[0-9a-f]{3,8}\b/i);
  });
});

describe("the drawing's fingerprint", () => {
  let work: string;
  let inputs: DrawingInputs;
  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "card-fingerprint-"));
    for (const [name, text] of Object.entries({ "card.tsx": "<div/>", "render.ts": "draw()", "inter.woff": "font" })) {
      fs.writeFileSync(path.join(work, name), text);
    }
    inputs = {
      files: [path.join(work, "card.tsx"), path.join(work, "render.ts")],
      fonts: [path.join(work, "inter.woff")],
      versions: { satori: "0.63.2", "@resvg/resvg-js": "2.6.2", sharp: "0.34.5" },
      colours: { brand: "#b8102e", night: "#1c1b24", onBrand: "#ffffff", sand: "#f3ece6" },
    };
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  test("changes with the layout, the renderer, a font file, a package and a colour, and with nothing else", () => {
    const seen = new Set([drawingFingerprint(inputs)]);
    const expectNew = () => {
      const next = drawingFingerprint(inputs);
      expect(seen.has(next)).toBe(false);
      seen.add(next);
    };
    expect(drawingFingerprint(inputs)).toBe([...seen][0]);
    fs.writeFileSync(path.join(work, "card.tsx"), "<div style={{ padding: 60 }}/>");
    expectNew();
    fs.writeFileSync(path.join(work, "render.ts"), "draw({ quality: 80 })");
    expectNew();
    fs.writeFileSync(path.join(work, "inter.woff"), "another font");
    expectNew();
    inputs = { ...inputs, versions: { ...inputs.versions, satori: "0.64.0" } };
    expectNew();
    inputs = { ...inputs, colours: { ...inputs.colours, brand: "#a00020" } };
    expectNew();
  });

  test("covers every file of the drawing folder, the two font files and satori, resvg and sharp", () => {
    const project = drawingInputs(root);
    const folder = path.join(root, socialCardDrawingFolder);
    expect(project.files.map((file) => path.relative(folder, file))).toEqual(
      fs
        .readdirSync(folder)
        .filter((name) => !name.includes(".test."))
        .sort(),
    );
    expect(project.files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(["card.tsx", "render.ts"]));
    expect(project.fonts.map((file) => path.basename(file))).toEqual([
      "inter-latin-600-normal.woff",
      "inter-latin-800-normal.woff",
    ]);
    expect(Object.keys(project.versions)).toEqual(["satori", "@resvg/resvg-js", "sharp"]);
  });

  test("the drawing code imports only its own folder, the card module and packages, so the fingerprint sees all of it", () => {
    for (const file of drawingInputs(root).files) {
      const imports = [...fs.readFileSync(file, "utf8").matchAll(/from "([^"]+)"/g)].map((match) => match[1] ?? "");
      const outside = imports.filter(
        (specifier) => specifier.startsWith("..") && specifier !== "../../../app/lib/social-card.server.ts",
      );
      expect(outside, file).toEqual([]);
    }
  });
});
