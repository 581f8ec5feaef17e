/**
 * Pictures in /admin, through the real CMS (`npm run cms`, the local backend,
 * tests/e2e/cms/harness.ts), on one load of /admin, and through Decap's in-memory
 * `test-repo` backend with the editorial workflow (Save makes the entry's branch):
 *
 * - the image fields show the pictures already saved (the file's own pixels, not Decap's
 *   empty checkerboard), lists opened, for the collections admin-previews.spec.ts does not
 *   open (it checks blog articles, events, board years and teams): representatives,
 *   photo albums and the home page, whose pictures lie outside their collection's folder
 *   or beside the entry;
 * - a file the site cannot use (a PDF, a GIF, a "HEIC" that is no picture) is refused in
 *   the Images dialog at once, with why, and never written: the backend's log, read after
 *   a later save that succeeded, names no write of it — in the working copy, in the entry's
 *   branch, in test-repo's files, and from the top bar's Media page, which uploads at once;
 *   the entry stays unchanged ("Changes saved", nothing to publish);
 * - a 12 MB phone photo is made to fit and an iPhone HEIC converted to JPEG in the browser
 *   (app/admin/pictures/), each with a line saying what was done: the files written are
 *   upright, within the site's limits and without their EXIF block (GPS position included).
 *
 * The harness's console guard fails the test on any error or warning of the page.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { mediaLibrary } from "../../app/admin/decap/adapter";
import { registry } from "../../app/content/registry";
import { imageLimits } from "../../app/lib/image-rules";
import { adminPlaces } from "./cms/admin-places";
import { moveAdminTo, openAdmin, openTestRepoAdmin, publishAndWaitForSave, testRepoPaths } from "./cms/editor-page";
import { expectFieldPictures } from "./cms/field-pictures";
import { expect, test, testRepoWrites, writesOf } from "./cms/harness";
import { iphoneHeic, type PhoneFile, phonePhoto, pictureFacts } from "./cms/phone-photos";
import { press } from "./cms/pointer";

/** An entry with saved pictures, the files they are, and the lists to open to reach them. */
const cases = [
  {
    hash: adminPlaces(registry.representatives).entry("2025-2026"),
    pictures: ["images/board/portrait-05.jpg", "images/board/portrait-06.jpg"],
    lists: ["Representatives"],
  },
  {
    hash: adminPlaces(registry.gallery).entry("2025/album"),
    pictures: ["gallery/2025/photo-01.png", "gallery/2025/photo-02.png"],
    lists: ["Photos"],
  },
  {
    hash: "#/collections/pages/entries/home",
    pictures: ["images/home/hero.jpg", "images/stats/students.jpg"],
    lists: ["Statistics"],
  },
];

/** Files the site refuses, as an editor's computer would offer them, and the start of why. */
const unusableFiles = [
  { name: "minutes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4"), says: /is a PDF file/ },
  { name: "party.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a"), says: /is a GIF file/ },
  {
    name: "IMG_0099.HEIC",
    mimeType: "image/heic",
    buffer: Buffer.from("....ftypheic"),
    says: /could not be read as a picture/,
  },
];

/** A small picture any upload keeps as it is. */
const poster = async (): Promise<PhoneFile> => ({
  name: "poster.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a6ea5" } })
    .jpeg()
    .toBuffer(),
});

/** The media library's dialog, its upload input and its Choose selected button. */
function library(page: Page) {
  const dialog = page.getByRole("dialog");
  return {
    dialog,
    upload: dialog.locator(mediaLibrary.uploadInput),
    choose: dialog.getByRole("button", { name: "Choose selected" }),
  };
}

/** Uploads each unusable file: each is refused at once in the dialog, with why, and nothing new is selected. */
async function expectRefusedUploads(
  page: Page,
  { choose, files = unusableFiles }: { choose?: Locator; files?: typeof unusableFiles } = {},
) {
  const { dialog, upload } = library(page);
  for (const file of files) {
    const started = performance.now();
    await upload.setInputFiles(file);
    // A HEIC first loads the decoder (a module of 3 MB, which the development server of
    // `npm run cms` sends and the browser compiles on first use): the dialog says
    // "Converting…" meanwhile.
    await expect(dialog.getByRole("alert"), file.name).toContainText(`Not uploaded: ${file.name}`, {
      timeout: file.mimeType === "image/heic" ? 60_000 : undefined,
    });
    console.log(`admin-pictures: ${file.name} refused in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await expect(dialog.getByRole("alert"), file.name).toContainText(file.says);
    if (choose) await expect(choose, `Choose selected stays off after ${file.name}`).toBeDisabled();
  }
}

/** The written picture is upright (the red corner top left), within the site's limits and without EXIF. */
async function expectFitted(file: string, size: { width?: number; height?: number } = {}) {
  const facts = await pictureFacts(file);
  expect(facts, path.basename(file)).toMatchObject({
    ...size,
    format: "jpeg",
    orientation: undefined,
    exif: false,
    redCorner: "top left",
  });
  expect(fs.statSync(file).size).toBeLessThanOrEqual(imageLimits.megabytes * 1024 * 1024);
  expect(Math.max(facts.width, facts.height)).toBeLessThanOrEqual(imageLimits.longSide);
  return facts;
}

test("image fields show the saved pictures; uploads on the local backend: refused files never written, a phone photo made to fit, an iPhone HEIC converted", async ({
  page,
  cms,
  backendLog,
}, testInfo) => {
  // One load of /admin for both.
  await test.step("saved pictures", async () => {
    await openAdmin(page, cms, cases[0]?.hash ?? "");
    for (const { hash, pictures, lists } of cases) {
      await moveAdminTo(page, cms, hash);
      await expectFieldPictures(page, cms.contentDir, pictures, lists);
    }
  });

  const entry = "a-year-of-program-advisory";
  const articleFile = path.join(cms.contentDir, "blog", `${entry}.md`);
  const article = fs.readFileSync(articleFile, "utf8");
  const uploadsDir = path.join(cms.contentDir, "images/blog");
  const uploadsBefore = new Set(fs.readdirSync(uploadsDir));
  const [photo, heic] = await Promise.all([phonePhoto(), iphoneHeic()]);
  const mark = backendLog.mark();
  await moveAdminTo(page, cms, `#/collections/blog/entries/${entry}`);
  const field = page.locator("label", { hasText: /^Image$/ }).locator("../..");
  const { dialog, upload, choose } = library(page);

  await test.step("refused in the Images dialog at once; the entry stays unchanged", async () => {
    await press(field.getByRole("button", { name: /Choose different image/ }), { scroll: true });
    await expectRefusedUploads(page, { choose });
    await page.screenshot({ path: testInfo.outputPath("refused-upload.png") });
    await press(dialog.getByRole("button", { name: "Close" }));
    await expect(page.getByText("Changes saved")).toBeVisible();
    await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible();
  });

  await test.step("made to fit and converted, each saying what was done", async () => {
    await press(field.getByRole("button", { name: /Choose different image/ }), { scroll: true });
    await upload.setInputFiles(photo);
    await expect(dialog.getByRole("status")).toContainText(
      `${photo.name} (3024 × 4032 px, ${(photo.buffer.length / 1024 / 1024).toFixed(1)} MB) was made to fit: IMG_2024.jpg`,
      { timeout: 30_000 },
    );
    await upload.setInputFiles(heic);
    await expect(dialog.getByRole("status")).toContainText(
      "IMG_0042.HEIC was converted to JPEG: IMG_0042.jpg, 450 × 600 px",
      { timeout: 30_000 },
    );
    await page.screenshot({ path: testInfo.outputPath("converted-upload.png") });
    await press(choose);
    await expect(field.getByRole("status")).toContainText("IMG_0042.HEIC was converted to JPEG");
    await publishAndWaitForSave(page);
  });

  await test.step("written: upright, within the limits, without EXIF; nothing refused in the log", async () => {
    await expect.poll(() => fs.readFileSync(articleFile, "utf8")).toMatch(/^image: .*img_0042\.jpg"?$/m);
    await expectFitted(path.join(uploadsDir, "img_0042.jpg"), { width: 450, height: 600 });
    const fitted = await expectFitted(path.join(uploadsDir, "img_2024.jpg"));
    expect(fitted.height / fitted.width).toBeCloseTo(4032 / 3024, 2);
    const writes = await backendLog.since(mark);
    console.log(`admin-pictures: the local backend's writes since the article was opened: ${JSON.stringify(writes)}`);
    expect(writes.filter((write) => write.action === "persistEntry" && write.status === 200)).toHaveLength(1);
    for (const file of [...unusableFiles, heic]) expect(writesOf(writes, file.name), file.name).toEqual([]);
    expect(writesOf(writes, "img_0042.jpg")).toEqual([`persistEntry content/images/blog/img_0042.jpg`]);
  });

  await test.step("the top bar's Media page, which uploads at once: refused files never written", async () => {
    const file = await poster();
    await page.evaluate(() => {
      window.location.hash = "#/collections/blog";
    });
    const markMedia = backendLog.mark();
    await press(page.getByRole("button", { name: "Media" }));
    // The same check as the Images dialog's, where all three were tried.
    await expectRefusedUploads(page, { files: unusableFiles.slice(0, 1) });
    await upload.setInputFiles(file);
    await expect
      .poll(async () => (await backendLog.since(markMedia)).map((write) => `${write.action} ${write.status}`))
      .toEqual(["persistMedia 200"]);
    const writes = await backendLog.since(markMedia);
    expect(writesOf(writes, file.name)).toEqual(["persistMedia content/images/poster.jpg"]);
    expect(writesOf(writes, "minutes.pdf")).toEqual([]);
    fs.rmSync(path.join(cms.contentDir, "images", file.name));
  });

  // The specs after this one meet the fixture content as it was.
  fs.writeFileSync(articleFile, article);
  for (const name of fs.readdirSync(uploadsDir)) {
    if (!uploadsBefore.has(name)) fs.rmSync(path.join(uploadsDir, name));
  }
});

test("uploads with the editorial workflow (test-repo), by touch at 390 px: refused files in no branch and no file", async ({
  phonePage: page,
  cms,
}, testInfo) => {
  const entry = "a-year-of-program-advisory";
  const file = `content/blog/${entry}.md`;
  const picture = "images/blog/blog-11.jpg";
  await openTestRepoAdmin(page, cms, `#/collections/blog/entries/${entry}`, {
    [file]: fs.readFileSync(path.join(cms.contentDir, "blog", `${entry}.md`), "utf8"),
    [`content/${picture}`]: fs.readFileSync(path.join(cms.contentDir, picture)),
  });
  const heic = await iphoneHeic();
  const field = page.locator("label", { hasText: /^Image$/ }).locator("../..");
  const { dialog, upload, choose } = library(page);

  await press(field.getByRole("button", { name: /Choose different image/ }), { scroll: true });
  await expectRefusedUploads(page, { choose });
  await press(dialog.getByRole("button", { name: "Close" }));
  await expect(
    page.getByRole("button", { name: "Save", exact: true }),
    "a refused upload changes nothing",
  ).toBeDisabled();

  await press(field.getByRole("button", { name: /Choose different image/ }), { scroll: true });
  await upload.setInputFiles(heic);
  await expect(dialog.getByRole("status")).toContainText("IMG_0042.HEIC was converted to JPEG", { timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath("converted-upload-390.png") });
  await press(choose);
  await press(page.getByRole("button", { name: "Save", exact: true }));
  const status = page.getByRole("button", { name: /^Status: / });
  await expect(status).toHaveText("Status: Draft", { timeout: 30_000 });
  await press(status);
  await press(page.getByRole("menuitem", { name: "Ready" }));
  await expect(status).toHaveText("Status: Ready", { timeout: 30_000 });
  await press(page.getByRole("button", { name: "Publish", exact: true }));
  page.once("dialog", (confirm) => void confirm.accept());
  await press(page.getByRole("menuitem", { name: "Publish now" }));
  await expect
    .poll(() => testRepoWrites(page).then((writes) => writes.map((write) => write.action)), { timeout: 30_000 })
    .toEqual(["persistEntry (unpublished)", "publishUnpublishedEntry"]);

  // The top bar's Media page writes an upload at once.
  await page.evaluate(() => {
    window.location.hash = "#/collections/blog";
  });
  await press(page.getByRole("button", { name: "Media" }));
  await expectRefusedUploads(page, { files: unusableFiles.slice(0, 1) });
  await upload.setInputFiles(await poster());
  await expect.poll(() => testRepoWrites(page).then((writes) => writes.length)).toBe(3);

  const writes = await testRepoWrites(page);
  console.log(`admin-pictures: the test-repo backend's writes: ${JSON.stringify(writes)}`);
  expect(writesOf(writes, "img_0042.jpg")).toEqual([
    "persistEntry (unpublished) content/images/blog/img_0042.jpg",
    "publishUnpublishedEntry content/images/blog/img_0042.jpg",
  ]);
  expect(writesOf(writes, "poster.jpg")).toEqual(["persistMedia content/images/poster.jpg"]);
  const held = await testRepoPaths(page);
  for (const refused of [...unusableFiles, heic]) {
    expect(writesOf(writes, refused.name), refused.name).toEqual([]);
    expect(
      held.filter((held) => held.toLowerCase().endsWith(refused.name.toLowerCase())),
      refused.name,
    ).toEqual([]);
  }
});
