/**
 * Contrast, proved in both themes: every pair of app/styles/colour-pairs.ts and every
 * focus ring of app.css meets WCAG 2.2's minimum (text 4.5:1; edges of controls, focus
 * rings, states and icons 3:1), with the colours read from app.css; and the table
 * covers what the site uses: every colour utility in app/ (its components, routes and
 * stylesheet; /admin has its own look) is declared there, and so is every background and
 * text colour set on one element. axe, in the end-to-end tests, checks text where it is
 * drawn; it does not check focus rings or the edges of controls.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { brand } from "~/config/brand";
import { colourPairs, decorativeColours, focusRing, minimumContrast } from "~/styles/colour-pairs";
import { contrast, over, type Palette, readThemeColours, type Theme } from "../theme-colours";

const colours = readThemeColours();
const themes: Theme[] = ["light", "dark"];

/** A colour name of the table (`ink`, `white/80`, `band-brand`, `white/10 over night`) in a theme. */
function colourOf(name: string, theme: Theme, palette: Palette = colours.palettes[theme]): string {
  if (name === "band-brand") return colours.band[theme].background;
  const [own = "", under] = name.split(" over ");
  const [token = "", opacity] = own.split("/");
  const colour = palette[token];
  if (!colour) throw new Error(`colour-pairs.ts names ${token}, which app.css does not define`);
  if (opacity === undefined) return colour;
  return over(colour, Number(opacity) / 100, colourOf(under ?? "surface", theme));
}

/** The background a `:focus-visible` rule of app.css is scoped to: `.bg-night` → night, `.band-brand` → band-brand. */
const scopeBackground = (scope: string) => /^\.(?:bg-)?([\w-]+)$/.exec(scope)?.[1];

/** The token a focus ring has on `background` in `theme`: the rule scoped to it, else the global one. */
function focusRingOn(background: string): string {
  const scoped = colours.focusRings.find(({ scope }) => scopeBackground(scope) === background);
  const global = colours.focusRings.find(({ scope }) => scope === "");
  const colour = (scoped ?? global)?.colour;
  if (!colour) throw new Error("app.css has no :focus-visible rule with an outline colour");
  return colour;
}

/** Each check of the table in each theme: the pair, its ratio and its minimum. */
function checks() {
  const rows: { theme: Theme; what: string; pair: string; ratio: number; minimum: number }[] = [];
  for (const theme of themes) {
    for (const { what, on, draw, as } of colourPairs) {
      for (const background of on) {
        const palette = background === "band-brand" ? colours.band[theme].palette : colours.palettes[theme];
        const backdrop = colourOf(background, theme);
        for (const foreground of draw) {
          const [token = "", opacity] = (foreground === focusRing ? focusRingOn(background) : foreground).split("/");
          const drawn = palette[token] ?? "";
          const colour = opacity === undefined ? drawn : over(drawn, Number(opacity) / 100, backdrop);
          const ratio = contrast(colour, backdrop);
          const name = foreground === focusRing ? `focus ring (${token})` : foreground;
          rows.push({ theme, what, pair: `${name} on ${background}`, ratio, minimum: minimumContrast[as] });
        }
      }
    }
  }
  return rows;
}

test("every declared pair and every focus ring meets its minimum contrast in both themes", () => {
  const rows = checks();
  expect(rows.length).toBeGreaterThan(100);
  const failing = rows
    .filter(({ ratio, minimum }) => ratio < minimum)
    .map(({ theme, pair, ratio, minimum }) => `${theme}: ${pair} is ${ratio.toFixed(2)}:1, under ${minimum}:1`);
  expect(failing).toEqual([]);
});

test("every scoped focus ring of app.css stands on a background the table lists for focus rings", () => {
  const ringBackgrounds = colourPairs.find(({ draw }) => draw.includes(focusRing))?.on ?? [];
  const scopes = colours.focusRings.map(({ scope }) => scope).filter((scope) => scope !== "");
  expect(scopes.length).toBeGreaterThan(0);
  expect(scopes.filter((scope) => !ringBackgrounds.includes(scopeBackground(scope) ?? ""))).toEqual([]);
});

test("the dark theme gives every colour token of @theme a value, and no other", () => {
  expect(colours.lightTokens.length).toBeGreaterThan(5);
  expect([...colours.darkTokens].sort()).toEqual([...colours.lightTokens].sort());
});

test("the phones' toolbar colour of the dark theme is the dark theme's header (card)", () => {
  expect(brand.darkThemeColor.toLowerCase()).toBe(colours.palettes.dark.card);
});

// ---------------------------------------------------------------- what the site uses

const appDir = path.resolve(import.meta.dirname, "../../app");
const ownFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(appDir, "admin") ? [] : ownFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\./.test(entry.name) && entry.name !== "colour-pairs.ts"
      ? [file]
      : [];
  });

const kinds =
  "text|bg|border(?:-[trblxy])?|outline|ring|ring-offset|fill|stroke|from|via|to|decoration|divide|accent|caret";
/** One class: its variants (`hover:`, `has-checked:`…), kind (`text`, `bg`…) and colour name, opacity included. */
const colourClass = new RegExp(`^((?:[^:\\s]+:)*)!?(${kinds})-(\\[[^\\]]+\\]|[a-z]+(?:-[a-z0-9]+)*)(/\\d+)?!?$`);
const palettePattern =
  /^(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3}$/;
const rawColour = /^\[(?:color:)?(?:#|rgba?\(|hsla?\(|oklch\(|oklab\(|lab\(|lch\()/;

type Use = { file: string; variants: string; kind: string; colour: string; group: number };

/** The colour classes of every quoted string (and `@apply` line) of the site's code, grouped by string. */
function colourUses(): Use[] {
  const tokens = new Set(Object.keys(colours.palettes.light));
  const uses: Use[] = [];
  let group = 0;
  for (const file of ownFiles(appDir)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`|@apply ([^;]+);/g)) {
      group++;
      const classes = match.slice(1).find((part) => part !== undefined) ?? "";
      for (const name of classes.split(/\s+/)) {
        const [, variants = "", kind = "", colourName = "", opacity = ""] = colourClass.exec(name) ?? [];
        const isColour = tokens.has(colourName) || palettePattern.test(colourName) || rawColour.test(colourName);
        if (kind && isColour)
          uses.push({ file: path.relative(appDir, file), variants, kind, colour: colourName + opacity, group });
      }
    }
  }
  return uses;
}

const uses = colourUses();
const backgroundNames = new Set(colourPairs.flatMap(({ on }) => on.map((name) => name.split(" over ")[0])));
const drawnNames = new Set(colourPairs.flatMap(({ draw }) => draw));

test("the site's code uses colours only by their token names", () => {
  expect(uses.length).toBeGreaterThan(100);
  const raw = uses
    .filter(({ colour }) => palettePattern.test(colour) || rawColour.test(colour))
    .map(({ file, kind, colour }) => `${file}: ${kind}-${colour} (use a token of app/styles/app.css)`);
  expect(raw).toEqual([]);
});

test("every colour the site uses is declared in colour-pairs.ts: as a pair, or decorative", () => {
  const undeclared = uses
    .filter(({ kind, colour }) => {
      if (`${kind}-${colour}` in decorativeColours) return false;
      return kind === "bg" ? !backgroundNames.has(colour) : !drawnNames.has(colour);
    })
    .map(({ file, variants, kind, colour }) => `${file}: ${variants}${kind}-${colour}`);
  expect([...new Set(undeclared)]).toEqual([]);
});

test("every text colour set with a background on one element is a declared pair", () => {
  const byGroup = new Map<number, Use[]>();
  for (const use of uses) byGroup.set(use.group, [...(byGroup.get(use.group) ?? []), use]);
  const undeclared: string[] = [];
  for (const groupUses of byGroup.values()) {
    const colourFor = (kind: string, variants: string) => {
      const exact = groupUses.find((use) => use.kind === kind && use.variants === variants)?.colour;
      // A pseudo-element (the dialog's ::backdrop) takes neither colour of its element.
      if (exact || variants.startsWith("backdrop:")) return exact;
      return groupUses.find((use) => use.kind === kind && use.variants === "")?.colour;
    };
    const variantsUsed = new Set(
      groupUses.filter(({ kind }) => kind === "bg" || kind === "text").map((use) => use.variants),
    );
    for (const variants of variantsUsed) {
      const background = colourFor("bg", variants);
      const text = colourFor("text", variants);
      if (!background || !text) continue;
      const declared = colourPairs.some(
        ({ on, draw, as }) =>
          as === "text" && on.some((name) => name.split(" over ")[0] === background) && draw.includes(text),
      );
      if (!declared) undeclared.push(`${groupUses[0]?.file}: ${variants}text-${text} on ${variants}bg-${background}`);
    }
  }
  expect(undeclared).toEqual([]);
});
