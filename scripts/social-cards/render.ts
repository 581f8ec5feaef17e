/**
 * Draws one social card: 1200 × 630, the picture filling it, a dark veil rising from the
 * bottom, the site's name on a brand-red label, the title and one line under it, as a JPEG
 * small enough for WhatsApp (at most 300 KB). The text is laid out by satori (HTML and CSS
 * to SVG) with Inter from the @fontsource/inter package, never a font of the machine, and
 * drawn by resvg; sharp lays it over the picture and encodes the JPEG. So every machine
 * draws the same card.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { type SocialCardInput, socialCardSettings, socialCardSize } from "../../app/lib/social-card.server.ts";

const require = createRequire(import.meta.url);

/** Inter, as .woff (satori reads TTF, OTF and WOFF, not WOFF2), in the two weights the card uses. */
function loadFonts() {
  const file = (weight: number) =>
    fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return [
    { name: "Inter", data: file(600), weight: 600 as const, style: "normal" as const },
    { name: "Inter", data: file(800), weight: 800 as const, style: "normal" as const },
  ];
}

let fonts: ReturnType<typeof loadFonts> | undefined;

/** The brand's colours (app/styles/app.css). */
const colours = { brand: "#b8102e", night: "#1c1b24", onBrand: "#ffffff", sand: "#f3ece6" };

/** Shorter titles are drawn larger; a long one takes up to three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 48) return 64;
  return 54;
}

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };

const box = (style: Record<string, unknown>, children: unknown): Node => ({ type: "div", props: { style, children } });

/** The text layer, transparent where the picture shows through. */
function overlay({ title, line, label }: Pick<SocialCardInput, "title" | "line" | "label">): Node {
  const { width, height } = socialCardSize;
  return box(
    {
      width,
      height,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      boxSizing: "border-box",
      padding: "56px 64px",
      fontFamily: "Inter",
      color: colours.onBrand,
      backgroundImage: `linear-gradient(to top, ${colours.night}f5 0%, ${colours.night}e0 45%, ${colours.night}33 80%, ${colours.night}00 100%)`,
    },
    [
      box({ display: "flex" }, [
        box(
          {
            backgroundColor: colours.brand,
            borderRadius: 999,
            padding: "10px 24px",
            fontSize: 26,
            fontWeight: 600,
          },
          label,
        ),
      ]),
      box({ display: "flex", flexDirection: "column" }, [
        box({ width: 96, height: 8, backgroundColor: colours.brand, marginBottom: 28 }, ""),
        box(
          {
            fontSize: titleSize(title),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: "-0.02em",
            display: "block",
            lineClamp: 3,
          },
          title,
        ),
        box(
          { marginTop: 24, fontSize: 32, fontWeight: 600, color: colours.sand, display: "block", lineClamp: 2 },
          line,
        ),
      ]),
    ],
  );
}

/** The card as a JPEG of at most `socialCardSettings.maxBytes`, from the picture's bytes. */
export async function renderSocialCard(input: SocialCardInput, picture: Buffer): Promise<Buffer> {
  const { width, height } = socialCardSize;
  fonts ??= loadFonts();
  // satori takes React elements; this plain tree of { type, props } has their shape.
  const element = overlay(input) as unknown as Parameters<typeof satori>[0];
  const svg = await satori(element, { width, height, fonts });
  const text = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  const base = sharp(picture)
    .rotate()
    .resize(width, height, { fit: "cover" })
    .composite([{ input: text }]);
  for (const quality of socialCardSettings.jpegQualities) {
    const jpeg = await base.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= socialCardSettings.maxBytes) return jpeg;
  }
  throw new Error(`The card of "${input.title}" stays over ${socialCardSettings.maxBytes} bytes at every quality.`);
}
