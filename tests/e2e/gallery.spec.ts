import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { fixtureContentDir } from "./sites.mjs";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

// Only the downloadable originals are PNG: the grid and the dialog show AVIF/WebP variants.
const originals = "**/_img/*.png";

function photoList(page: Page) {
  return page.getByRole("list", { name: "Photos" });
}

async function openPhoto(page: Page, title: string) {
  await photoList(page)
    .getByRole("button", { name: new RegExp(`^${title}:`) })
    .click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("shows 19 photos, 15 from 2025 and 4 from 2024, with a linkable filter", async ({ page }) => {
  await gotoHydrated(page, "/photos");
  await expect(page.getByRole("heading", { level: 1, name: "Photo Gallery" })).toBeVisible();
  await expect(page.getByText("Memories from SR events and activities.")).toBeVisible();
  const items = photoList(page).getByRole("listitem");
  await expect(page.getByRole("button", { name: "All", exact: true, pressed: true })).toBeVisible();
  await expect(items).toHaveCount(19);

  await page.getByRole("button", { name: "2025", exact: true }).click();
  await expect(page.getByRole("button", { name: "2025", exact: true, pressed: true })).toBeVisible();
  await expect(items).toHaveCount(15);
  await expect(page).toHaveURL(/\/photos\?year=2025$/);

  await page.getByRole("button", { name: "2024", exact: true }).click();
  await expect(items).toHaveCount(4);

  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(items).toHaveCount(19);
  await expect(page).toHaveURL(/\/photos$/);

  await gotoHydrated(page, "/photos?year=2024");
  await expect(items).toHaveCount(4);
  await expect(items.first().getByRole("button")).toHaveAccessibleName(/^SR Photo 1, 2024: \S+/);
});

test("a photo opens in a dialog titled 'SR Photo {n}, {year}', axe-clean", async ({ page }) => {
  test.slow(); // axe on a page full of images
  await gotoHydrated(page, "/photos");
  const dialog = await openPhoto(page, "SR Photo 3, 2025");
  await expect(dialog.getByRole("button", { name: "Download" })).toBeVisible();
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("the dialog works by keyboard: open, arrows, Escape, focus back on the photo", async ({ page }) => {
  await gotoHydrated(page, "/photos?year=2024");
  const second = photoList(page).getByRole("button", { name: /^SR Photo 2, 2024:/ });
  await second.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "SR Photo 2, 2024" })).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "SR Photo 3, 2024" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  // Wraps around within the filtered year.
  await expect(page.getByRole("dialog", { name: "SR Photo 1, 2024" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: "SR Photo 4, 2024" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Focus returns to the photo shown last.
  await expect(photoList(page).getByRole("button", { name: /^SR Photo 4, 2024:/ })).toBeFocused();
});

test("Download saves the original as SR-Photo-{year}-{n}.png, busy while it runs", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(originals, async (route) => {
    await held;
    await route.continue();
  });

  await gotoHydrated(page, "/photos");
  const dialog = await openPhoto(page, "SR Photo 1, 2025");
  const downloadEvent = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download" }).click();

  const busy = dialog.getByRole("button", { name: "Downloading..." });
  await expect(busy).toBeVisible();
  await expect(busy).toHaveAttribute("aria-disabled", "true");
  release();

  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe("SR-Photo-2025-1.png");
  const saved = await download.path();
  const original = path.join(fixtureContentDir, "gallery/2025/photo-01.png");
  // The download is the photo re-encoded without its metadata (scripts/images/download-copy.mjs): the same pixels.
  const pixels = (file: string) => sharp(file).removeAlpha().raw().toBuffer();
  expect((await pixels(saved)).equals(await pixels(original))).toBe(true);
  await expect(dialog.getByRole("button", { name: "Download" })).not.toHaveAttribute("aria-disabled", "true");
});

test("a failed download is only logged: nothing shown, no uncaught error", async ({ page, allowConsoleErrors }) => {
  // Chromium logs the failed request itself as a console error; that is the provoked failure.
  allowConsoleErrors.value = true;
  const pageErrors: Error[] = [];
  const warnings: string[] = [];
  let downloads = 0;
  page.on("pageerror", (error) => pageErrors.push(error));
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  page.on("download", () => {
    downloads += 1;
  });
  await page.route(originals, (route) => route.fulfill({ status: 500, body: "broken" }));

  await gotoHydrated(page, "/photos");
  const dialog = await openPhoto(page, "SR Photo 2, 2025");
  await dialog.getByRole("button", { name: "Download" }).click();

  await expect.poll(() => warnings.some((text) => text.includes("Could not download SR Photo 2, 2025"))).toBe(true);
  await expect(dialog.getByRole("button", { name: "Download" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect(pageErrors).toEqual([]);
  expect(downloads).toBe(0);
});
