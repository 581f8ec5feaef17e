/**
 * The site's web font, one entry per @font-face: the file of the installed
 * @fontsource-variable/inter package it is cut from, the characters it covers and the
 * weights and OpenType features it keeps. `npm run fonts` (scripts/fonts.ts) cuts the
 * files into app/styles/fonts/ and writes app/styles/fonts.css from this module; a test
 * holds the committed files to it (ADR 057).
 *
 * Why cut the package's files: its Latin file holds every weight from 100 to 900 and
 * every feature, 48 KB that a first visit fetches while the page's first picture loads.
 * The site draws 400 to 800 and needs only the features a browser applies by itself, plus
 * tabular figures: 29 KB.
 */

/** The family `--font-sans` names first (fonts.css's @theme), /admin's previews too. */
export const fontFamily = "Inter Variable";

/** Where the text falls back to while the web font is missing (font-display: optional). */
export const fallbackFonts = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * The weights the cut files keep: Tailwind's font-normal (400) to font-extrabold (800).
 * A test fails when the app uses a weight outside them.
 */
export const fontWeights = { min: 400, max: 800 } as const;

/**
 * The OpenType features kept: those browsers apply to text by themselves (kerning,
 * ligatures, contextual alternates, glyph composition, localised forms, mark positioning,
 * the variable font's own substitutions) and `tnum`, which Tailwind's `tabular-nums`
 * turns on. A new `font-variant-*` or `font-feature-settings` in the app needs its
 * feature added here.
 */
export const fontFeatures = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rvrn", "tnum"] as const;

export type FontFace = {
  /** The cut file's name in app/styles/fonts/, without `.woff2`. */
  name: string;
  /** The package file it is cut from. */
  source: string;
  /** The package's own `unicode-range` for that file: the cut file covers every character the package's did. */
  unicodeRange: string;
};

/** In the stylesheet's order. */
export const fontFaces: readonly FontFace[] = [
  {
    name: "inter-latin",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    unicodeRange:
      "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  },
  {
    name: "inter-latin-ext",
    source: "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
    unicodeRange:
      "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
  },
];
