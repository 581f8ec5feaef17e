/**
 * Pictures in /admin's image fields, through the real CMS (`npm run cms`, the local
 * backend, tests/e2e/cms/harness.ts), on one load of /admin:
 *
 * - the image fields show the pictures already saved (the file's own pixels, not Decap's
 *   empty checkerboard), lists opened, for the collections admin-previews.spec.ts does not
 *   open (it checks blog articles, events, board years and teams): representatives,
 *   photo albums and the home page, whose pictures lie outside their collection's folder
 *   or beside the entry;
 * - a file the site cannot use (an iPhone HEIC photo, a picture over 10 MB, a file that
 *   is not a picture) chosen in the media library does not reach the field: the field
 *   keeps its picture and says why, and the entry's file is untouched.
 *
 * The harness's console guard fails the test on any error or warning of the page.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { moveAdminTo, openAdmin } from "./cms/editor-page";
import { expectFieldPictures, fieldPictureSizes, pictureSize } from "./cms/field-pictures";
import { expect, test } from "./cms/harness";
import { press } from "./cms/pointer";

/** An entry with saved pictures, the files they are, and the lists to open to reach them. */
const cases = [
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

/** Files the site refuses, as an editor's computer would offer them. */
async function unusableFiles() {
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a6ea5" } })
    .jpeg()
    .toBuffer();
  return [
    { name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: Buffer.from("ftypheic"), says: /HEIC photo/ },
    // Past 10 MB: a real JPEG padded at its end, as a camera's large file would be.
    {
      name: "stage-full-size.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.concat([picture, Buffer.alloc(11 * 1024 * 1024 - picture.length)]),
      says: /MB, more than 10 MB/,
    },
    { name: "minutes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4"), says: /PDF file/ },
  ];
}

test("image fields show the pictures already saved, and refuse a file the site cannot use", async ({ page, cms }) => {
  await test.step("saved pictures", async () => {
    await openAdmin(page, cms, cases[0]?.hash ?? "");
    for (const { hash, pictures, lists } of cases) {
      await moveAdminTo(page, cms, hash);
      await expectFieldPictures(page, cms.contentDir, pictures, lists);
    }
  });

  await test.step("unusable files", async () => {
    const entry = "a-year-of-program-advisory";
    const articleFile = path.join(cms.contentDir, "blog", `${entry}.md`);
    const before = fs.readFileSync(articleFile, "utf8");
    const savedSize = await pictureSize(path.join(cms.contentDir, "images/blog/blog-11.jpg"));
    const uploadsDir = path.join(cms.contentDir, "images/blog");
    const uploadsBefore = new Set(fs.readdirSync(uploadsDir));
    await moveAdminTo(page, cms, `#/collections/blog/entries/${entry}`);
    const field = page.locator("label", { hasText: /^Image$/ }).locator("../..");

    for (const file of await unusableFiles()) {
      await press(field.getByRole("button", { name: /Choose different image/ }), { scroll: true });
      await page.locator('input[type="file"]').setInputFiles(file);
      await press(page.getByRole("button", { name: "Choose selected" }));
      await expect(field.getByRole("alert"), file.name).toContainText(file.says);
      await expect(field.getByRole("alert")).toContainText("The field keeps its picture.");
      // The saved picture is still the one drawn.
      await expect.poll(() => fieldPictureSizes(page)).toEqual([savedSize]);
    }
    expect(fs.readFileSync(articleFile, "utf8")).toBe(before);

    // Uploads chosen in the media library may be on disk (the local backend writes an
    // entry's uploads when it is published, and earlier specs publish): take any new one
    // away, so that the content check of the specs after this one does not meet it.
    for (const name of fs.readdirSync(uploadsDir)) {
      if (!uploadsBefore.has(name)) fs.rmSync(path.join(uploadsDir, name));
    }
  });
});
