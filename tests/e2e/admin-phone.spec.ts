/**
 * /admin on a phone (390 × 844, app/admin/editor-chrome/chrome-styles.ts): no page wider
 * than the screen, every field, Publish and Delete reachable by scrolling down, everything
 * the desktop editor offers still there (the preview below the form). Then, on a phone with
 * a touch screen, every control tapped where it is drawn (cms/pointer.ts): an existing
 * event changed and published through the Publish menu, a new article written and
 * published (a new board year: admin-phone-board.spec.ts); and the production toolbar of the
 * editorial workflow (Save, Status, Publish) with Decap's in-memory `test-repo` backend,
 * whose event shows its saved picture in its image field.
 * On the real CMS (tests/e2e/cms/harness.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { decap } from "../../app/admin/decap/adapter";
import { splitFrontMatter } from "../../app/content/yaml-source";
import {
  editorParts,
  expectDecapParts,
  moveAdminTo,
  openAdmin,
  openTestRepoAdmin,
  pageScrollWidth,
  publishNow,
  testRepoFile,
} from "./cms/editor-page";
import { expectFieldPictures, fieldPictureDigests, fileDigest } from "./cms/field-pictures";
import { expect, phoneScreen, projectRoot, test, waitForWrittenFile } from "./cms/harness";
import { press } from "./cms/pointer";
import { typeInto } from "./cms/touch";
import { fixtureContentDir } from "./sites.mjs";

const phone = phoneScreen;
const desktop = { width: 1280, height: 800 };
/** Articles of the tests' content that no other real-CMS spec changes. */
const looked = { slug: "a-year-of-program-advisory", title: "A Year of Program Advisory" };

/** The names of the editor's toolbar actions and view toggles that are drawn, in order. */
async function editorActions(page: Page): Promise<string[]> {
  const actions = page.locator(
    `${decap.editorToolbar} :is(button, a, [role="button"]), ${decap.viewControls} :is(button, [role="button"])`,
  );
  const names: string[] = [];
  for (const action of await actions.all()) {
    if (!(await action.isVisible())) continue;
    const name = ((await action.getAttribute("title")) || (await action.textContent()) || "").trim();
    if (name) names.push(name);
  }
  return names;
}

/** The labels of the form's fields, in order. */
const fieldLabels = (page: Page) => page.locator(`${decap.controlPane} ${decap.fieldTopbar} > label`).allTextContents();

/** Scrolls the element into view and checks that it is then inside the window, across and down. */
async function expectReachable(target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${what} is not drawn`);
  expect(box.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(-1);
  expect(box.x + box.width, `${what} ends inside the screen`).toBeLessThanOrEqual(phone.width + 1);
  expect(box.y, `${what} is scrolled into the window`).toBeLessThan(phone.height);
  expect(box.y + box.height, `${what} is scrolled into the window`).toBeGreaterThan(0);
}

test("on a phone the collection list, a new entry and an existing entry fit the screen; every field, Publish, Delete and the preview are reachable", async ({
  page,
  cms,
}, testInfo) => {
  // What the desktop editor offers, to find again on the phone.
  await page.setViewportSize(desktop);
  await openAdmin(page, cms, `#/collections/blog/entries/${looked.slug}`);
  await expectDecapParts(page, editorParts);
  const desktopActions = await editorActions(page);
  const desktopLabels = await fieldLabels(page);
  expect(desktopActions).toEqual(expect.arrayContaining(["Published", "Delete entry"]));
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(desktop.width);
  await page.screenshot({ path: testInfo.outputPath("existing-entry-1280.png") });

  await page.setViewportSize(phone);
  await openAdmin(page, cms, "#/collections/blog", (list) =>
    // The list's "New …" button, a link to the new-entry form.
    expect(list.locator('a[href$="/collections/blog/new"]')).toBeVisible({ timeout: 90_000 }),
  );
  expect(await pageScrollWidth(page), "the collection list").toBeLessThanOrEqual(phone.width);

  // On from the list, as a phone's editor goes, without loading the CMS again.
  await moveAdminTo(page, cms, "#/collections/blog/new");
  expect(await pageScrollWidth(page), "a new entry").toBeLessThanOrEqual(phone.width);

  await moveAdminTo(page, cms, `#/collections/blog/entries/${looked.slug}`);
  await expectDecapParts(page, editorParts);
  const width = await pageScrollWidth(page);
  console.log(`admin-phone: an existing entry at ${phone.width} px is ${width} px wide`);
  expect(width, "an existing entry").toBeLessThanOrEqual(phone.width);
  await page.screenshot({ path: testInfo.outputPath("existing-entry-390.png") });

  // Every action and toggle of the desktop editor is drawn, inside the screen.
  expect(await editorActions(page)).toEqual(desktopActions);
  for (const name of ["Published", "Delete entry"]) {
    await expectReachable(page.getByRole("button", { name, exact: true }), name);
  }
  for (const toggle of await page.locator(`${decap.viewControls} button`).all()) {
    await expectReachable(toggle, "a view toggle");
  }
  // Every field, scrolled to.
  expect(await fieldLabels(page)).toEqual(desktopLabels);
  const fields = page.locator(`${decap.controlPane} ${decap.field}`);
  expect(await fields.count()).toBeGreaterThan(5);
  for (const [index, label] of desktopLabels.entries()) {
    await expectReachable(fields.nth(index), `the field ${label}`);
  }
  // The preview, below the form, shows the article.
  const preview = page.locator(decap.previewPane);
  await expectReachable(preview, "the preview");
  await expect(preview.locator("iframe").contentFrame().getByRole("heading", { level: 1 })).toHaveText(looked.title);
  await page.screenshot({ path: testInfo.outputPath("existing-entry-390-preview.png") });
});

/** The data of a Markdown file's front matter. */
function frontMatter(file: string): Record<string, unknown> {
  const split = splitFrontMatter(fs.readFileSync(file, "utf8"));
  if (!split) throw new Error(`${file} has no front matter`);
  return parseYaml(split.yaml) as Record<string, unknown>;
}

test.describe("on a phone, by touch", () => {
  // Each step tapped where it is drawn (a board year: admin-phone-board.spec.ts).
  test.describe.configure({ mode: "serial" });

  test("an editor opens an existing event, changes its title and publishes it through the Publish menu", async ({
    phonePage: page,
    cms,
  }, testInfo) => {
    const file = path.join(cms.contentDir, "events", "halloween-pub-quiz-2024.md");
    const before = frontMatter(file);
    await openAdmin(page, cms, "#/collections/events/entries/halloween-pub-quiz-2024");
    await typeInto(page.getByLabel("Title", { exact: true }), "Halloween Pub Quiz, Changed by Touch");
    await press(page.getByRole("button", { name: "Publish", exact: true }));
    const publishNow = page.getByRole("menuitem", { name: "Publish now" });
    await expect(publishNow).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("publish-menu-390.png") });
    await press(publishNow);
    await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({ timeout: 30_000 });
    // The file changed in its title, and only there.
    await expect.poll(() => frontMatter(file)).toEqual({ ...before, title: "Halloween Pub Quiz, Changed by Touch" });
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(phone.width);
  });

  test("an editor writes a new article, with a picture from the library, and publishes it", async ({
    phonePage: page,
    cms,
  }) => {
    const file = path.join(cms.contentDir, "blog", "written-on-a-phone.md");
    await moveAdminTo(page, cms, "#/collections/blog/new");
    await typeInto(page.getByLabel("Title", { exact: true }), "Written on a Phone");
    await typeInto(page.getByLabel("Publication date"), "2031-03-02");
    await typeInto(page.getByLabel("Author"), "Mila Brouwer");
    await press(page.getByRole("button", { name: /Choose an image/ }), { scroll: true });
    // The picture is selected when "Choose selected" is enabled. The library may still be
    // laying out its grid when the first tap lands; the editor then taps again.
    const chooseSelected = page.getByRole("button", { name: "Choose selected" });
    await expect(async () => {
      if (!(await chooseSelected.isEnabled()))
        await press(page.getByText("blog-03.jpg", { exact: true }), { scroll: true });
      await expect(chooseSelected).toBeEnabled({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await press(chooseSelected);
    await expect(page.getByRole("button", { name: /Choose different image/ })).toBeVisible();
    await typeInto(page.getByLabel("Image description"), "A picture chosen with a finger");
    await typeInto(page.getByLabel("Description", { exact: true }), "An article written on a phone, by touch.");
    const body = page.locator('[contenteditable="true"]').first();
    await typeInto(body, "Every control was tapped where it is drawn.");
    await expect(body).toContainText("Every control was tapped where it is drawn.");
    await publishNow(page);
    await waitForWrittenFile(file);
    const text = fs.readFileSync(file, "utf8");
    expect(text).toMatch(/^title: "?Written on a Phone"?$/m);
    expect(text).toMatch(/^image: "?\.\.\/images\/blog\/blog-03\.jpg"?$/m);
    expect(text).toContain("Every control was tapped where it is drawn.");
  });
});

test("on a phone, by touch, the editorial workflow's toolbar saves a change, moves it to Ready and publishes it (Decap's test-repo backend)", async ({
  phonePage: page,
  cms,
}, testInfo) => {
  // The production /admin's toolbar: Save, Status and Publish, offline, with an event of the
  // tests' content in the in-memory repository.
  const file = "content/events/halloween-pub-quiz-2024.md";
  // As the tests' content has it (the CMS's copy may have been changed by the tests above).
  const original = fs.readFileSync(
    path.join(projectRoot, fixtureContentDir, "events/halloween-pub-quiz-2024.md"),
    "utf8",
  );
  // The event's picture, in the repository too.
  const picture = "images/events/event-01.jpg";
  const pictureBytes = fs.readFileSync(path.join(projectRoot, fixtureContentDir, picture));
  await openTestRepoAdmin(page, cms, "#/collections/events/entries/halloween-pub-quiz-2024", {
    [file]: original,
    [`content/${picture}`]: pictureBytes,
  });
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toHaveValue("Halloween Pub Quiz");
  // The image field shows the picture the event names, read from the repository: drawn at
  // its size, from its very bytes.
  await expectFieldPictures(page, path.join(projectRoot, fixtureContentDir), [picture]);
  expect(await fieldPictureDigests(page)).toEqual([fileDigest(pictureBytes)]);
  await typeInto(title, "Halloween Pub Quiz, Reviewed on a Phone");

  // Save makes an unpublished change, a draft; the site's file is untouched.
  await press(page.getByRole("button", { name: "Save", exact: true }));
  const status = page.getByRole("button", { name: /^Status: / });
  await expect(status).toHaveText("Status: Draft", { timeout: 30_000 });
  expect(await testRepoFile(page, file)).toBe(original);

  await press(status);
  await page.screenshot({ path: testInfo.outputPath("workflow-status-menu-390.png") });
  await press(page.getByRole("menuitem", { name: "Ready" }));
  await expect(status).toHaveText("Status: Ready", { timeout: 30_000 });
  expect(
    await page.evaluate(() => {
      const entries = (window as unknown as { repoFilesUnpublished: Record<string, { status: string }> })
        .repoFilesUnpublished;
      return entries["events/halloween-pub-quiz-2024"]?.status;
    }),
  ).toBe("pending_publish");

  await press(page.getByRole("button", { name: "Publish", exact: true }));
  await page.screenshot({ path: testInfo.outputPath("workflow-publish-menu-390.png") });
  // Decap asks before publishing; the editor confirms.
  page.once("dialog", (dialog) => void dialog.accept());
  await press(page.getByRole("menuitem", { name: "Publish now" }));
  await expect
    .poll(() => testRepoFile(page, file), { timeout: 30_000 })
    .toMatch(/^title: "?Halloween Pub Quiz, Reviewed on a Phone"?$/m);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(phone.width);
});
