/**
 * Whether /admin's image fields show the pictures an entry has saved: each picture drawn
 * at its file's own width. Decap's placeholder while a picture loads (the checkerboard an
 * editor saw for good before app/admin/image-field.tsx) is an empty SVG, 0 wide.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./harness";

/** The widths of the pictures Decap's image fields draw, once each has loaded. */
export function fieldPictureWidths(page: Page) {
  return page
    .locator('img[role="presentation"]')
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => image.complete).map((image) => image.naturalWidth),
    );
}

/** Opens every item of the list field labelled `label` (its top bar's Expand). */
async function openList(page: Page, label: string) {
  const field = page.locator("label", { hasText: new RegExp(`^${label}$`) }).locator("..");
  const expand = field.getByRole("button", { name: "Expand", exact: true }).first();
  if (await expand.isVisible()) await expand.click();
}

/**
 * Fails unless the open entry's image fields draw `pictures` (files under `contentDir`),
 * after opening the lists labelled `lists`, and no field draws the empty placeholder.
 */
export async function expectFieldPictures(page: Page, contentDir: string, pictures: string[], lists: string[] = []) {
  for (const list of lists) await openList(page, list);
  const widths = await Promise.all(
    pictures.map(async (file) => (await sharp(path.join(contentDir, file)).metadata()).width ?? 0),
  );
  await expect
    .poll(
      async () => {
        const drawn = await fieldPictureWidths(page);
        return widths.every((width) => drawn.includes(width)) && !drawn.includes(0);
      },
      { message: `the image fields show ${pictures.join(", ")}`, timeout: 20_000 },
    )
    .toBe(true);
}
