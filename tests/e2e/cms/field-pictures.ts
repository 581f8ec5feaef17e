/**
 * Whether /admin's image fields show the pictures an entry has saved: each picture drawn
 * at its file's own size. Decap's placeholder while a picture loads (the checkerboard an
 * editor saw for good before app/admin/image-field.tsx) is an empty SVG, which the browser
 * sizes 300 × 150, the default size of a picture without one.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./harness";
import { press } from "./pointer";

/** Decap's placeholder, as the browser sizes it. */
const placeholderSize = "300×150";

/** The sizes ('320×180') of the pictures Decap's image fields draw, once each has loaded. */
export function fieldPictureSizes(page: Page) {
  return page
    .locator('img[role="presentation"]')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete)
        .map((image) => `${image.naturalWidth}×${image.naturalHeight}`),
    );
}

/** The SHA-256 (hex) of the files behind the pictures Decap's image fields draw, once each has loaded. */
export async function fieldPictureDigests(page: Page) {
  const sources = await page
    .locator('img[role="presentation"]')
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => image.complete).map((image) => image.src),
    );
  return page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(async (url) => {
          const digest = await crypto.subtle.digest("SHA-256", await (await fetch(url)).arrayBuffer());
          return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
        }),
      ),
    sources,
  );
}

/** A file's SHA-256 (hex), as fieldPictureDigests writes it. */
export const fileDigest = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A picture file's size, as fieldPictureSizes writes it. */
export async function pictureSize(file: string) {
  const { width, height } = await sharp(file).metadata();
  return `${width}×${height}`;
}

/** Opens every item of the list field labelled `label` (its top bar's Expand). */
async function openList(page: Page, label: string) {
  const field = page.locator("label", { hasText: new RegExp(`^${label}$`) }).locator("..");
  const expand = field.getByRole("button", { name: "Expand", exact: true }).first();
  if (await expand.isVisible()) await press(expand, { scroll: true });
}

/**
 * Fails unless the open entry's image fields draw `pictures` (files under `contentDir`),
 * after opening the lists labelled `lists`, and no field draws the empty placeholder.
 */
export async function expectFieldPictures(page: Page, contentDir: string, pictures: string[], lists: string[] = []) {
  for (const list of lists) await openList(page, list);
  const sizes = await Promise.all(pictures.map((file) => pictureSize(path.join(contentDir, file))));
  await expect
    .poll(
      async () => {
        const drawn = await fieldPictureSizes(page);
        return sizes.every((size) => drawn.includes(size)) && !drawn.includes(placeholderSize);
      },
      { message: `the image fields show ${pictures.join(", ")}`, timeout: 20_000 },
    )
    .toBe(true);
}
