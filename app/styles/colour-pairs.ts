/**
 * Which colour of the theme (app.css) is drawn on which, and what for: the table that
 * tests/unit/colour-contrast.test.ts holds to WCAG 2.2's contrast minimums in the light
 * and the dark theme. The test also reads every colour utility the site's components and
 * stylesheet use (text-*, bg-*, border-*, outline-*, ring-*, …): each must appear here,
 * as a colour drawn (`draw`) or a background (`on`), or among the decorative colours
 * below, and a background and a text colour set on one element must be a pair of one
 * entry. So a new colour, or a colour on a new background, fails the test until it is
 * declared here, where its contrast is then checked.
 *
 * Names are the utilities' colour names: a token of app.css (`ink-muted`), Tailwind's
 * `white`, with the utility's opacity (`white/80`). A translucent background is laid over
 * `surface` unless the entry says what lies under it (`white/10 over night`).
 * `band-brand` is the brand band of app.css (its background and its on-brand text differ
 * in the dark theme).
 */

/** WCAG 2.2: 1.4.3 (text, 4.5:1) and 1.4.11 (non-text: control edges, focus rings, icons, states; 3:1). */
export const minimumContrast = { text: 4.5, ui: 3 } as const;

export type ColourPair = {
  /** What these colours are on the page. */
  what: string;
  /** The backgrounds. */
  on: readonly string[];
  /** The colours drawn on them. */
  draw: readonly string[];
  as: keyof typeof minimumContrast;
};

/**
 * Not a colour but the focus ring's: the test reads it from app.css's `:focus-visible`
 * rules, the one scoped to the background (`.bg-night`, `.band-brand`) or else the global one.
 */
export const focusRing = "focus-ring";

/** The page's own surfaces, where most text and every control stands. */
const surfaces = ["surface", "card", "sand", "card/95", "card/85"];

export const colourPairs: readonly ColourPair[] = [
  {
    what: "text, links and their icons on the page's surfaces (the header's translucent card included)",
    on: surfaces,
    draw: ["ink", "ink-muted", "brand", "brand-strong"],
    as: "text",
  },
  {
    what: "text on the pale brand fill: a chosen search filter, an item in progress, a hovered menu link, an icon's tile",
    on: ["brand-soft"],
    draw: ["ink", "brand", "brand-strong"],
    as: "text",
  },
  {
    what: "text on the brand colour: buttons (and their hover), a chosen pill or tab, tags, the skip link",
    on: ["brand", "brand-strong"],
    draw: ["on-brand"],
    as: "text",
  },
  {
    what: "text of the brand bands (the newsletter's, a team's call to join)",
    on: ["band-brand"],
    draw: ["on-brand", "on-brand/90"],
    as: "text",
  },
  {
    what: "text on the dark bands and badges (hero, footer, statistics, team tiles, 'Past Event')",
    on: ["night", "white/10 over night"],
    draw: ["white", "white/90", "white/80", "white/75"],
    as: "text",
  },
  {
    what: "edges of form fields (resting, hovered, focused, refused), status badges, the chosen choice's fill, focus rings drawn by a utility",
    on: [...surfaces, "brand-soft"],
    draw: ["ink-muted/70", "ink-muted", "ink", "brand"],
    as: "ui",
  },
  {
    what: "the focus ring of app.css's :focus-visible rules, around whatever has focus, on each background it may stand on",
    on: [...surfaces, "brand-soft", "night", "band-brand"],
    draw: [focusRing],
    as: "ui",
  },
];

/** Colours that carry no information, so no minimum applies, each with why. */
export const decorativeColours: Readonly<Record<string, string>> = {
  "border-line": "edges of cards and pills whose text names them, and dividers",
  "divide-line": "dividers between the rows of a list",
  "bg-line": "a divider in the Teams menu",
  "border-brand-soft": "the rule beside a group of menu links and along the timeline",
  "border-surface": "the ring around a timeline dot, cut out of the page",
  "border-l-brand": "the accent stripe of a notice, whose text says what it is",
  "border-white/15": "the divider of the footer",
  "from-night": "the shade laid over a picture, under white text (axe checks that text where it is drawn)",
  "via-night/85": "the shade laid over a picture",
  "via-night/60": "the shade laid over a picture",
  "via-night/50": "the shade laid over a picture",
  "to-night/45": "the shade laid over a picture",
  "to-night/40": "the shade laid over a picture",
  "bg-night/80": "the backdrop behind a dialog, which has its own card",
};
