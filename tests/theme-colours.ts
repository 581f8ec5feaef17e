/**
 * The colours of app/styles/app.css, read from the stylesheet itself: the light theme's
 * tokens (`@theme`), the dark theme's values of the same tokens (`@variant dark` in
 * `:root`), the brand band's colours in each theme, and the focus rings' colours with the
 * selector they apply under. Colours are `#rrggbb`, as app.css writes them.
 */
import fs from "node:fs";
import path from "node:path";

export const appCssPath = path.resolve(import.meta.dirname, "../app/styles/app.css");

export type Theme = "light" | "dark";
export type Palette = Record<string, string>;

/** The text between the brace that `opening` ends with and its matching closing brace. */
function block(css: string, opening: RegExp): string {
  const match = opening.exec(css);
  if (!match) throw new Error(`app/styles/app.css has no block ${opening}`);
  const start = match.index + match[0].length;
  let depth = 1;
  for (let index = start; index < css.length; index++) {
    if (css[index] === "{") depth++;
    if (css[index] === "}" && --depth === 0) return css.slice(start, index);
  }
  throw new Error(`the block ${opening} of app/styles/app.css does not close`);
}

/** `--color-name: value;` declarations of a block, nested blocks left out. */
function colourDeclarations(body: string): Palette {
  const own = body.replace(/\{[^{}]*\}/g, "");
  return Object.fromEntries([...own.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]));
}

/** `var(--color-x)` → the palette's x; a colour as it is. */
function resolve(value: string, palette: Palette): string {
  const name = /^var\(--color-([\w-]+)\)$/.exec(value.trim())?.[1];
  const colour = name ? palette[name] : value.trim();
  if (!colour || !/^#[0-9a-f]{6}$/i.test(colour)) throw new Error(`app.css: ${value} is no #rrggbb colour`);
  return colour.toLowerCase();
}

/** Tailwind's own colours that the site uses by name (its default theme). */
const tailwindColours: Palette = { white: "#ffffff", black: "#000000" };

export type ThemeColours = {
  /** Each token's value in each theme, Tailwind's white and black included. */
  palettes: Record<Theme, Palette>;
  /** The colour tokens of `@theme` and those the dark theme sets. */
  lightTokens: string[];
  darkTokens: string[];
  /** The brand band (`@utility band-brand`) in each theme: its background and the tokens it sets for its content. */
  band: Record<Theme, { background: string; palette: Palette }>;
  /** Each `:focus-visible` rule's outline colour (a token name) and the selector before `:focus-visible` ('' for every element). */
  focusRings: { scope: string; colour: string }[];
};

export function readThemeColours(css = fs.readFileSync(appCssPath, "utf8")): ThemeColours {
  const light = colourDeclarations(block(css, /@theme\s*\{/));
  const root = block(css, /@layer base\s*\{\s*(?:\/\*[\s\S]*?\*\/\s*)?:root\s*\{/);
  const dark = colourDeclarations(block(root, /@variant dark\s*\{/));
  const lightPalette: Palette = { ...tailwindColours };
  for (const [name, value] of Object.entries(light)) lightPalette[name] = resolve(value, lightPalette);
  const darkPalette: Palette = { ...lightPalette };
  for (const [name, value] of Object.entries(dark)) darkPalette[name] = resolve(value, darkPalette);

  const bandBody = block(css, /@utility band-brand\s*\{/);
  const bandDark = block(bandBody, /@variant dark\s*\{/);
  /** The block's own `background-color` (nested blocks left out), if it sets one. */
  const background = (body: string) =>
    /(?:^|[;{\s])background-color:\s*([^;]+);/.exec(body.replace(/\{[^{}]*\}/g, ""))?.[1];
  const lightBackground = background(bandBody);
  if (!lightBackground) throw new Error("app.css: the band-brand utility sets no background-color");
  const darkBandPalette = { ...darkPalette };
  for (const [name, value] of Object.entries(colourDeclarations(bandDark))) {
    darkBandPalette[name] = resolve(value, darkPalette);
  }

  const focusRings = [...css.matchAll(/([^{};/]*?):focus-visible\s*\{([^}]*)\}/g)].flatMap(
    ([, scope = "", body = ""]) => {
      const colour = /outline(?:-color)?:[^;]*var\(--color-([\w-]+)\)/.exec(body)?.[1];
      return colour ? [{ scope: scope.trim(), colour }] : [];
    },
  );

  return {
    palettes: { light: lightPalette, dark: darkPalette },
    lightTokens: Object.keys(light),
    darkTokens: Object.keys(dark),
    band: {
      light: { background: resolve(lightBackground, lightPalette), palette: lightPalette },
      dark: { background: resolve(background(bandDark) ?? lightBackground, darkPalette), palette: darkBandPalette },
    },
    focusRings,
  };
}

const channel = (hex: string, offset: number) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
const rgb = (hex: string) => [1, 3, 5].map((offset) => channel(hex, offset));

/** `fg` at `alpha` over `bg`, as a browser composites it (in sRGB). */
export function over(fg: string, alpha: number, bg: string): string {
  const mixed = rgb(fg).map((value, index) => value * alpha + (rgb(bg)[index] ?? 0) * (1 - alpha));
  return `#${mixed
    .map((value) =>
      Math.round(value * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG 2.2's relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = rgb(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}
