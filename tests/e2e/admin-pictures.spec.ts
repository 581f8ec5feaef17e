/**
 * Pictures in /admin's image fields, through the real CMS (`npm run cms`, the local
 * backend, tests/e2e/cms/harness.ts):
 *
 * - every image field of every collection that has one shows the picture already saved
 *   (the file's own pixels, not Decap's empty checkerboard), lists opened;
 * - a file the site cannot use (an iPhone HEIC photo, a picture over 10 MB, a file that
 *   is not a picture) chosen in the media library does not reach the field: the field
 *   keeps its picture and says why, and nothing is written to the entry.
 *
 * The harness's console guard fails either test on any error or warning of the page.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { moveAdminTo, openAdmin } from "./cms/editor-page";
import { expect, test } from "./cms/harness";

/** An entry with saved pictures, the files they are, and the lists to open to reach them. */
type PictureCase = { hash: string; pictures: string[]; lists?: string[] };

/** One entry per collection (or page) with image fields, and the fixture's files it names. */
const cases: PictureCase[] = [
  { hash: "#/collections/blog/entries/a-year-of-program-advisory", pictures: ["images/blog/blog-11.jpg"] },
  { hash: "#/collections/events/entries/recruitment-week-2025", pictures: ["images/events/event-12.jpg"] },
  {
    hash: "#/collections/teams/entries/events",
    pictures: ["images/teams/events.jpg", "images/teams/events-work.jpg"],
  },
  {
    hash: "#/collections/board/entries/2025-2026",
    pictures: ["images/board/portrait-01.jpg", "images/board/portrait-02.jpg"],
    lists: ["Members"],
  },
  {
    hash: "#/collections/representatives/entries/2025-2026",
    pictures: ["images/board/portrait-05.jpg", "images/board/portrait-06.jpg"],
    lists: ["Representatives"],
  },
  {
    hash: "#/collections/gallery/entries/2025/album",
    pictures: ["gallery/2025/photo-01.png", "gallery/2025/photo-02.png"],
    lists: ["Photos"],
  },
  {
    hash: "#/collections/pages/entries/home",
    pictures: ["images/home/hero.jpg", "images/stats/students.jpg"],
    lists: ["Statistics"],
  },
];

/** The widths of the pictures Decap's image fields draw, once each has loaded. */
function fieldPictureWidths(page: Page) {
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

test("every image field shows the picture already saved", async ({ page, cms }) => {
  const widthOf = async (file: string) => (await sharp(path.join(cms.contentDir, file)).metadata()).width ?? 0;
  await openAdmin(page, cms, cases[0]?.hash ?? "");
  for (const { hash, pictures, lists = [] } of cases) {
    await moveAdminTo(page, cms, hash);
    for (const list of lists) await openList(page, list);
    const widths = await Promise.all(pictures.map(widthOf));
    // Each saved picture drawn at its own size: Decap's placeholder is an empty SVG (0 wide).
    await expect
      .poll(
        async () => {
          const drawn = await fieldPictureWidths(page);
          return widths.every((width) => drawn.includes(width)) && !drawn.includes(0);
        },
        { message: `${hash}: the fields show ${pictures.join(", ")}`, timeout: 20_000 },
      )
      .toBe(true);
  }
});

/** Files the site refuses, as an editor's computer would offer them. */
async function unusableFiles() {
  const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#3a6ea5" } })
    .jpeg({ quality: 100 })
    .toBuffer();
  return [
    { name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: Buffer.from("ftypheic"), says: /HEIC photo/ },
    // Past 10 MB: a real JPEG padded at its end, as a camera's large file would be.
    {
      name: "stage-full-size.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.concat([big, Buffer.alloc(11 * 1024 * 1024 - big.length)]),
      says: /MB, more than 10 MB/,
    },
    { name: "minutes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4"), says: /PDF file/ },
  ];
}

test("a file the site cannot use is not put in the image field, which says why", async ({ page, cms }) => {
  const entry = "a-year-of-program-advisory";
  const articleFile = path.join(cms.contentDir, "blog", `${entry}.md`);
  const before = fs.readFileSync(articleFile, "utf8");
  const saved = (await sharp(path.join(cms.contentDir, "images/blog/blog-11.jpg")).metadata()).width;
  await openAdmin(page, cms, `#/collections/blog/entries/${entry}`);
  const field: Locator = page.locator("label", { hasText: /^Image$/ }).locator("../..");
  const uploadsDir = path.join(cms.contentDir, "images/blog");
  const uploadsBefore = new Set(fs.readdirSync(uploadsDir));

  for (const file of await unusableFiles()) {
    await field.getByRole("button", { name: /Choose different image/ }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await expect(field.getByRole("alert"), file.name).toContainText(file.says);
    await expect(field.getByRole("alert")).toContainText("The field keeps its picture.");
    // The saved picture is still the one drawn.
    await expect.poll(() => fieldPictureWidths(page)).toEqual([saved]);
  }
  // The entry is as it was: nothing was published, and its file never names the upload.
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
  expect(fs.readFileSync(articleFile, "utf8")).toBe(before);

  // The local backend wrote the uploads into the library at once; take them away again,
  // so the copy's content check (other specs) does not meet them.
  for (const name of fs.readdirSync(uploadsDir)) {
    if (!uploadsBefore.has(name)) fs.rmSync(path.join(uploadsDir, name));
  }
});
