/**
 * /admin on a phone (390 × 844, app/admin/editor-chrome/chrome-styles.ts): no page wider
 * than the screen, every field, Publish and Delete reachable by scrolling down, everything
 * the desktop editor offers still there (the preview below the form), and an existing
 * article edited and published. On the real CMS (tests/e2e/cms/harness.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { decap } from "../../app/admin/editor-chrome/decap-dom";
import { editorParts, expectDecapParts, moveAdminTo, openAdmin, pageScrollWidth } from "./cms/editor-page";
import { expect, test } from "./cms/harness";

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
/** Articles of the tests' content that no other real-CMS spec changes. */
const looked = { slug: "a-year-of-program-advisory", title: "A Year of Program Advisory" };
const edited = "building-bridges-in-the-energy-transition";

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

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  test("an editor opens an existing article, changes its description and publishes it", async ({ page, cms }) => {
    const file = path.join(cms.contentDir, "blog", `${edited}.md`);
    const description = "Changed on a phone, in the browser.";
    await openAdmin(page, cms, `#/collections/blog/entries/${edited}`);
    const field = page.getByLabel("Description", { exact: true });
    await expectReachable(field, "Description");
    await field.fill(description);
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    await expectReachable(publish, "Publish");
    await publish.click();
    const publishNow = page.getByRole("menuitem", { name: "Publish now" });
    await expectReachable(publishNow, "Publish now");
    await publishNow.click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => fs.readFileSync(file, "utf8"))
      .toMatch(/^description: "?Changed on a phone, in the browser\."?$/m);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(phone.width);
  });
});
