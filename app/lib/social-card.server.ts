/**
 * A page's social card (og:image): what it shows and the file it becomes. The card is a
 * 1200 × 630 JPEG made at build time (scripts/social-cards/); its file name carries a hash
 * of everything drawn on it and of everything that draws it, so a changed title, time,
 * place or picture gives a new address and the apps' caches fetch the new card, and the
 * same card is never encoded twice. The loaders name the file with this module and the
 * build makes it with the same.
 *
 * What draws it is fingerprinted from the files themselves, never bumped by hand: the code
 * in `scripts/social-cards/drawing/`, the font files, the installed satori, resvg and sharp,
 * and the colours, read from the light tokens of the site's stylesheet (the `@theme` block
 * of app/styles/app.css), so the card and the pages share one set of colours.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export const socialCardSize = { width: 1200, height: 630 } as const;

export const socialCardSettings = {
  /** Tried in turn until the card fits in `maxBytes`: WhatsApp shows no preview image over 300 KB. */
  jpegQualities: [82, 74, 66, 58],
  maxBytes: 300 * 1024,
};

/** Inter as .woff (satori reads TTF, OTF and WOFF, not WOFF2), in the two weights the card uses. */
export const socialCardFonts = [
  { weight: 600, file: "@fontsource/inter/files/inter-latin-600-normal.woff" },
  { weight: 800, file: "@fontsource/inter/files/inter-latin-800-normal.woff" },
] as const;

/** The folder of the card's drawing code (layout and renderer), relative to the project. */
export const socialCardDrawingFolder = "scripts/social-cards/drawing";

/** The packages that turn the layout into pixels. */
const drawingPackages = ["satori", "@resvg/resvg-js", "sharp"] as const;

/** The stylesheet whose light tokens the card takes its colours from. */
const stylesheet = "app/styles/app.css";

export type SocialCardInput = {
  /** Readable start of the file name: 'event-winter-gala'. */
  stem: string;
  title: string;
  /** The line under the title: when and where for an event. */
  line: string;
  /** The small label at the top: the site's name. */
  label: string;
  /** The picture's full-size original as the build serves it ('/_img/…'): its name carries its own hash. */
  picture: string;
};

/** The custom properties of the first `@theme { … }` block of a stylesheet (its light tokens), nested blocks left out. */
export function themeTokens(css: string): Record<string, string> {
  const start = /@theme\b[^{]*\{/.exec(css);
  if (!start) throw new Error(`${stylesheet} has no @theme block: the social card takes its colours from it`);
  let depth = 0;
  let topLevel = "";
  for (const character of css.slice(start.index + start[0].length)) {
    if (character === "{") depth += 1;
    else if (character === "}") {
      if (depth === 0) break;
      depth -= 1;
    } else if (depth === 0) topLevel += character;
  }
  return Object.fromEntries(
    [...topLevel.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]),
  );
}

export type CardColours = { brand: string; night: string; onBrand: string; sand: string };

/** The card's colours from the stylesheet's light tokens: the brand red, the dark of the veil, text on them, the soft line. */
export function cardColours(css: string): CardColours {
  const tokens = themeTokens(css);
  const colour = (name: string) => {
    const value = tokens[`--color-${name}`];
    if (!value || !/^#[0-9a-f]{6}$/i.test(value)) {
      throw new Error(
        `${stylesheet}: the social card needs --color-${name} in @theme as a #rrggbb colour (found ${value ?? "none"})`,
      );
    }
    return value;
  };
  return { brand: colour("brand"), night: colour("night"), onBrand: colour("on-brand"), sand: colour("sand") };
}

/** What draws a card, as files and values: the fingerprint is taken of these. */
export type DrawingInputs = {
  files: string[];
  fonts: string[];
  versions: Record<string, string>;
  colours: CardColours;
};

/** The drawing inputs of this project, read from the disk (the build runs at its root). */
export function drawingInputs(root = process.cwd()): DrawingInputs {
  const require = createRequire(path.join(root, "package.json"));
  const folder = path.join(root, socialCardDrawingFolder);
  return {
    files: fs
      .readdirSync(folder)
      .filter((name) => !/\.test\.\w+$/.test(name))
      .sort()
      .map((name) => path.join(folder, name)),
    fonts: socialCardFonts.map(({ file }) => require.resolve(file)),
    versions: Object.fromEntries(
      drawingPackages.map((name) => [name, (require(`${name}/package.json`) as { version: string }).version]),
    ),
    colours: cardColours(fs.readFileSync(path.join(root, stylesheet), "utf8")),
  };
}

/** A hash of everything that draws a card: a change to any of it gives every card a new address. */
export function drawingFingerprint(inputs: DrawingInputs): string {
  const hash = createHash("sha256");
  for (const file of [...inputs.files, ...inputs.fonts]) hash.update(path.basename(file)).update(fs.readFileSync(file));
  hash.update(
    JSON.stringify({ versions: inputs.versions, colours: inputs.colours, socialCardSettings, socialCardSize }),
  );
  return hash.digest("hex");
}

let fingerprint: string | undefined;

/** The hash of what the card shows and how it is drawn (not of its name): equal hashes, equal cards. */
export function socialCardHash(input: SocialCardInput): string {
  fingerprint ??= drawingFingerprint(drawingInputs());
  const { stem: _name, ...drawn } = input;
  return createHash("sha256")
    .update(JSON.stringify({ drawing: fingerprint, drawn }))
    .digest("hex")
    .slice(0, 10);
}

/** Where the card is served: '/_img/card-event-winter-gala-3f9a1c0b2e.jpg'. */
export function socialCardPath(input: SocialCardInput): string {
  return `/_img/card-${input.stem}-${socialCardHash(input)}.jpg`;
}
