#!/usr/bin/env node
/**
 * The keys under which the GitHub workflows keep what the build makes once and reuses
 * (`actions/cache`; README, "What is cached where"): each key is a hash of what those
 * files are made from, never of the date, so a key changes exactly when something new
 * would be made, and the workflow then saves the cache again.
 *
 * - `images`: `.generated/image-cache/`, the image variants and download copies: the bytes
 *   of every picture under the content folders (not their names: outputs are named by
 *   content), the encoder settings (`SETTINGS`, scripts/images/plan.mjs) and the installed
 *   sharp and libvips (package-lock.json).
 * - `cards`: `.generated/social-card-cache/`, the social cards: the content's text (titles,
 *   dates and places are drawn on the cards), the pictures (the images key), the card's
 *   drawing code, the stylesheet its colours come from, and the installed satori, resvg,
 *   sharp and font.
 *
 * It reads files only (no installed package), so a workflow can compute the keys before
 * `npm ci`, as the checks do (their .ci/run installs).
 *
 *   node scripts/cache-keys.mjs [content folder…]   (default: CONTENT_DIR, else content)
 *   prints `images=<key>` and `cards=<key>`, the form $GITHUB_OUTPUT takes
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { IMAGE_EXTENSIONS, SETTINGS } from "./images/plan.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** What draws a card, besides what it shows: every file here except the tests. */
export const cardDrawingFolder = path.join(root, "scripts", "social-cards");
const cardModule = path.join(root, "app", "lib", "social-card.server.ts");
/** The card's colours are the stylesheet's light tokens. */
const stylesheet = path.join(root, "app", "styles", "app.css");

const imagePackages = ["sharp", "@img/sharp-libvips-linux-x64"];
const cardPackages = ["satori", "@resvg/resvg-js", "sharp", "@fontsource/inter"];

const sha256 = (...parts) => {
  const hash = crypto.createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
};

/** Every file under `dir`, hidden folders (such as .generated) left out, sorted. */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("."))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/** The installed versions of these packages, as package-lock.json records them. */
export function lockedVersions(names, lockfile = path.join(root, "package-lock.json")) {
  const { packages } = JSON.parse(fs.readFileSync(lockfile, "utf8"));
  return names.map((name) => `${name}@${packages[`node_modules/${name}`]?.version ?? "absent"}`).join(" ");
}

const isPicture = (file) => IMAGE_EXTENSIONS.includes(path.extname(file).toLowerCase());

/** The images key: the pictures' bytes (sorted, without their names), the settings, sharp and libvips. */
export function imagesKey(contentDirs, { settings = SETTINGS, versions = lockedVersions(imagePackages) } = {}) {
  const pictures = [
    ...new Set(
      contentDirs
        .flatMap(filesUnder)
        .filter(isPicture)
        .map((file) => sha256(fs.readFileSync(file))),
    ),
  ];
  return sha256(JSON.stringify(settings), versions, ...pictures.sort()).slice(0, 20);
}

/** The cards key: the content's text files (by path and bytes), the images key, the drawing code and its packages. */
export function cardsKey(
  contentDirs,
  {
    images = imagesKey(contentDirs),
    drawing = [...filesUnder(cardDrawingFolder), cardModule, stylesheet],
    versions = lockedVersions(cardPackages),
  } = {},
) {
  const texts = contentDirs
    .flatMap(filesUnder)
    .filter((file) => !isPicture(file))
    .map((file) => sha256(path.relative(root, file), fs.readFileSync(file)));
  const code = drawing.filter((file) => !/\.test\.\w+$/.test(file)).map((file) => sha256(fs.readFileSync(file)));
  return sha256(images, versions, ...code, ...texts.sort()).slice(0, 20);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = parseArgs({ allowPositionals: true }).positionals;
  const contentDirs = (dirs.length > 0 ? dirs : [process.env.CONTENT_DIR ?? "content"]).map((dir) => path.resolve(dir));
  const images = imagesKey(contentDirs);
  console.log(`images=${images}`);
  console.log(`cards=${cardsKey(contentDirs, { images })}`);
}
