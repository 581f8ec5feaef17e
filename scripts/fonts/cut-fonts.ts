/**
 * The web font's files and stylesheet as app/styles/font-faces.ts declares them: each
 * face cut from its @fontsource-variable/inter file with harfbuzz's subsetter (subset-font)
 * to its characters, weights and features, and the @font-face rules naming the cut files.
 * Deterministic for one installed harfbuzz: the same package files give the same bytes,
 * which is what lets a test compare the committed files with a fresh cut.
 */
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { type FontFace, fallbackFonts, fontFaces, fontFamily, fontFeatures, fontWeights } from "~/styles/font-faces";

const require = createRequire(import.meta.url);

/** The cut files' folder and the stylesheet, relative to app/styles/. */
export const fontsFolder = "fonts";
export const stylesheetName = "fonts.css";

/** Every character of a CSS `unicode-range` ("U+0000-00FF, U+0131"), in order. */
export function charactersOf(unicodeRange: string): string {
  let text = "";
  for (const part of unicodeRange.split(",")) {
    const bounds = /^\s*U\+(?<first>[0-9A-F]{1,6})(?:-(?<last>[0-9A-F]{1,6}))?\s*$/i.exec(part)?.groups;
    if (!bounds?.first) throw new Error(`"${part.trim()}" is not a unicode-range part (such as U+00E9 or U+0000-00FF)`);
    const first = Number.parseInt(bounds.first, 16);
    const last = Number.parseInt(bounds.last ?? bounds.first, 16);
    if (last < first) throw new Error(`"${part.trim()}" runs backwards`);
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

/** One face's file: the package's file cut to the face's characters, the site's weights and features. */
export async function cutFace(face: FontFace): Promise<Buffer> {
  const source = await fs.readFile(require.resolve(face.source));
  return subsetFont(source, charactersOf(face.unicodeRange), {
    targetFormat: "woff2",
    keepFeatures: fontFeatures,
    variationAxes: { wght: { min: fontWeights.min, max: fontWeights.max } },
  });
}

/** app/styles/fonts.css: the faces' rules and the font stack Tailwind's `font-sans` uses. */
export function fontStylesheet(): string {
  const rules = fontFaces.map(
    (face) => `@font-face {
  font-family: "${fontFamily}";
  font-style: normal;
  font-display: optional;
  font-weight: ${fontWeights.min} ${fontWeights.max};
  src: url(./${fontsFolder}/${face.name}.woff2) format("woff2-variations");
  unicode-range:
    ${face.unicodeRange};
}
`,
  );
  return `/*
 * Written by \`npm run fonts\` from app/styles/font-faces.ts: change that module, not this file.
 *
 * Inter, self-hosted: cut from @fontsource-variable/inter to the weights and features the
 * site uses (ADR 057). Only the Latin subsets: the site's text is English and Dutch.
 *
 * font-display: optional instead of the package's swap: the font is used when it
 * arrives within the first paint's short block period (always from the cache on a later
 * visit), otherwise the page keeps the system font. A late swap would move every line of
 * text after the first paint (layout shift) and lay the whole page out a second time.
 */
@theme {
  --font-sans: "${fontFamily}", ${fallbackFonts};
}

${rules.join("\n")}`;
}

/** Every file `npm run fonts` writes, by its path relative to app/styles/. */
export async function fontOutputs(): Promise<Map<string, Buffer | string>> {
  const outputs = new Map<string, Buffer | string>([[stylesheetName, fontStylesheet()]]);
  for (const face of fontFaces) outputs.set(`${fontsFolder}/${face.name}.woff2`, await cutFace(face));
  return outputs;
}
