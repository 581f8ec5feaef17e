/**
 * Draws one social card: 1200 × 630, the picture filling it, the text layer of card.tsx
 * over it, as a JPEG small enough for WhatsApp (at most 300 KB). The text is laid out by
 * satori with Inter from the @fontsource/inter package, never a font of the machine, and
 * drawn by resvg; sharp lays it over the picture and encodes the JPEG. So every machine
 * draws the same card. Everything in this folder is part of the card's fingerprint
 * (app/lib/social-card.server.ts): a change here gives every card a new address.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import {
  cardColours,
  type SocialCardInput,
  socialCardFonts,
  socialCardSettings,
  socialCardSize,
} from "../../../app/lib/social-card.server.ts";
import { CardText } from "./card.tsx";

const require = createRequire(path.join(process.cwd(), "package.json"));

function loadFonts() {
  return socialCardFonts.map(({ weight, file }) => ({
    name: "Inter",
    data: fs.readFileSync(require.resolve(file)),
    weight,
    style: "normal" as const,
  }));
}

let fonts: ReturnType<typeof loadFonts> | undefined;
let colours: ReturnType<typeof cardColours> | undefined;

/** The card as a JPEG of at most `socialCardSettings.maxBytes`, from the picture's bytes. */
export async function renderSocialCard(input: SocialCardInput, picture: Buffer): Promise<Buffer> {
  const { width, height } = socialCardSize;
  fonts ??= loadFonts();
  colours ??= cardColours(fs.readFileSync(path.join(process.cwd(), "app/styles/app.css"), "utf8"));
  const text = CardText({ title: input.title, line: input.line, label: input.label, colours, width, height });
  const svg = await satori(text, { width, height, fonts });
  const layer = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  const base = sharp(picture)
    .rotate()
    .resize(width, height, { fit: "cover" })
    .composite([{ input: layer }]);
  for (const quality of socialCardSettings.jpegQualities) {
    const jpeg = await base.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= socialCardSettings.maxBytes) return jpeg;
  }
  throw new Error(`The card of "${input.title}" stays over ${socialCardSettings.maxBytes} bytes at every quality.`);
}
