/**
 * A save that the CMS refuses is visible (app/admin/editor-chrome/refusals.ts): the message
 * under the field's label, a banner at the top of the form naming each refused field (a
 * button that focuses it), the focus on the first refused field, nothing written, and no
 * control moved by the messages. On the real CMS (tests/e2e/cms/harness.ts), at a desktop's
 * and a phone's size. The refusals are ones that hold whatever the fields' checks become:
 * a required field left empty, an event that ends before it starts.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { decap } from "../../app/admin/editor-chrome/decap-dom";
import { bannerClass } from "../../app/admin/editor-chrome/refusals";
import { editorParts, expectDecapParts, openAdmin } from "./cms/editor-page";
import { expect, test } from "./cms/harness";

const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });
const banner = (page: Page) => page.locator(`.${bannerClass}`);

/** Publishes the open entry, which the CMS may refuse. */
async function tryToPublish(page: Page) {
  await publishButton(page).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** The field whose label is `label`: its container in Decap's form. */
function field(page: Page, label: string | RegExp): Locator {
  return page
    .locator(decap.field)
    .filter({ has: page.locator(`:scope > ${decap.fieldTopbar} > label`, { hasText: label }) });
}

type Position = { top: number; left: number; formTop: number };

/**
 * Marks every control of the form (inputs, buttons, text areas, editable areas) so that
 * positions() finds the same elements again: their place in the window, and their place
 * relative to the top of the form itself (Decap's form, below the banner).
 */
async function markControls(page: Page): Promise<number> {
  return page.evaluate(
    ({ pane }) => {
      const controls = document.querySelectorAll<HTMLElement>(
        `${pane} :is(input, button, textarea, select, [contenteditable="true"])`,
      );
      controls.forEach((control, index) => {
        control.dataset.refusalTest = String(index);
      });
      return controls.length;
    },
    { pane: decap.controlPane },
  );
}

async function positions(page: Page): Promise<Record<string, Position>> {
  return page.evaluate(
    ({ pane, bannerClass }) => {
      const form = document.querySelector(`${pane} > :not(.${bannerClass})`);
      if (!form) throw new Error("Decap's form is not on the page");
      const formTop = form.getBoundingClientRect().top;
      const result: Record<string, Position> = {};
      for (const control of document.querySelectorAll<HTMLElement>("[data-refusal-test]")) {
        const box = control.getBoundingClientRect();
        result[control.dataset.refusalTest ?? ""] = { top: box.top, left: box.left, formTop: box.top - formTop };
      }
      return result;
    },
    { pane: decap.controlPane, bannerClass },
  );
}

/**
 * How far the controls moved between two measures: within the form (what the messages
 * could do) and in the window. The banner, when it opens above the form, slides the whole
 * form down by its height, every control alike; `spread` is how much the controls' moves
 * in the window differ from one another.
 */
function moves(before: Record<string, Position>, after: Record<string, Position>) {
  const inForm: number[] = [];
  const inWindow: number[] = [];
  const sideways: number[] = [];
  for (const [key, was] of Object.entries(before)) {
    const now = after[key];
    if (!now) continue;
    inForm.push(Math.abs(now.formTop - was.formTop));
    inWindow.push(now.top - was.top);
    sideways.push(Math.abs(now.left - was.left));
  }
  return {
    compared: inForm.length,
    inForm: Math.max(...inForm),
    sideways: Math.max(...sideways),
    spread: Math.max(...inWindow) - Math.min(...inWindow),
    slide: Math.max(...inWindow.map(Math.abs)),
  };
}

/**
 * The field's message sits under its label and above its control, starting where the label
 * starts; `message` is its beginning (the checks' wording may add more).
 */
async function expectMessageUnderLabel(page: Page, label: string | RegExp, message: RegExp) {
  const box = field(page, label);
  const errors = box.locator(`:scope > ${decap.fieldTopbar} > ${decap.fieldErrors}`);
  await expect(errors.getByRole("listitem").first()).toHaveText(message);
  const labelBox = await box.locator(`:scope > ${decap.fieldTopbar} > label`).boundingBox();
  const errorsBox = await errors.boundingBox();
  const topbarBox = await box.locator(`:scope > ${decap.fieldTopbar}`).boundingBox();
  if (!labelBox || !errorsBox || !topbarBox) throw new Error("the field's label or message is not drawn");
  expect(errorsBox.y, "the message starts below the label").toBeGreaterThanOrEqual(labelBox.y + labelBox.height - 1);
  expect(errorsBox.y + errorsBox.height, "the message ends above the control").toBeLessThanOrEqual(
    topbarBox.y + topbarBox.height + 1,
  );
  expect(Math.abs(errorsBox.x - labelBox.x), "the message starts where the label starts").toBeLessThanOrEqual(1);
}

/** The element is inside the window and not under the banner. */
async function expectInViewBelowBanner(page: Page, target: Locator) {
  const viewport = page.viewportSize();
  const box = await target.boundingBox();
  const bannerBox = await banner(page).boundingBox();
  if (!viewport || !box) throw new Error("not drawn");
  expect(box.y, "below the banner").toBeGreaterThanOrEqual((bannerBox ? bannerBox.y + bannerBox.height : 0) - 1);
  expect(box.y + Math.min(box.height, 40), "inside the window").toBeLessThanOrEqual(viewport.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
}

/** The banner is in the window, at its top below the toolbar, and says the entry is not saved. */
async function expectBannerInView(page: Page) {
  const notice = banner(page);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute("role", "alert");
  await expect(notice).toContainText("Not saved.");
  await expect(notice).toBeInViewport();
}

/** The files of a folder and their contents, to prove that nothing was written. */
const snapshot = (folder: string) =>
  Object.fromEntries(
    fs
      .readdirSync(folder)
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(folder, name), "utf8")]),
  );

const sizes = [
  { name: "desktop", width: 1280, height: 800, event: "alumni-networking-evening-2024", start: "18:30" },
  { name: "phone", width: 390, height: 844, event: "board-election-night-2024", start: "19:00" },
] as const;

for (const size of sizes) {
  test.describe(`${size.name}, ${size.width} × ${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("a new article without a title: message under the label, banner, focus on Title, nothing written, nothing moved", async ({
      page,
      cms,
    }, testInfo) => {
      const blogDir = path.join(cms.contentDir, "blog");
      await openAdmin(page, cms, "#/collections/blog/new");
      await expectDecapParts(page, editorParts);
      await page.getByLabel("Author").fill("Refusal Tester");
      const files = snapshot(blogDir);
      await markControls(page);
      const before = await positions(page);

      await tryToPublish(page);
      await expectBannerInView(page);
      await expectDecapParts(page, ["fieldErrors"]);
      const named = banner(page).getByRole("button");
      // Every refused field, by its label, in the form's order; Author was filled.
      await expect(named.first()).toHaveText("Title");
      await expect(banner(page).getByRole("button", { name: "Author", exact: true })).toHaveCount(0);
      await expect(banner(page).getByRole("button", { name: "Description", exact: true })).toBeVisible();
      await expectMessageUnderLabel(page, /^Title$/, /^Title is required\.$/);

      const title = page.getByLabel("Title", { exact: true });
      await expect(title).toBeFocused();
      await expectInViewBelowBanner(page, title);

      const moved = moves(before, await positions(page));
      console.log(
        `admin-refusals ${size.name}: ${moved.compared} controls; moved within the form ${moved.inForm.toFixed(1)} px, sideways ${moved.sideways.toFixed(1)} px; in the window all by ${moved.slide.toFixed(1)} px (spread ${moved.spread.toFixed(1)} px: the banner's height)`,
      );
      expect(moved.compared).toBeGreaterThan(5);
      expect(moved.inForm, "no control moves within the form when the messages appear").toBeLessThanOrEqual(1);
      expect(moved.sideways).toBeLessThanOrEqual(1);
      expect(moved.spread, "the banner slides the form as one, no control moves against another").toBeLessThanOrEqual(
        1,
      );

      // Nothing written: the folder is as it was, and the entry still has its Publish button.
      await page.waitForTimeout(500);
      expect(snapshot(blogDir)).toEqual(files);
      await expect(publishButton(page)).toBeVisible();

      // A name in the banner brings its field into view, focused.
      await banner(page).getByRole("button", { name: "Description", exact: true }).click();
      const description = page.getByLabel("Description", { exact: true });
      await expect(description).toBeFocused();
      await expectInViewBelowBanner(page, description);
      await page.screenshot({ path: testInfo.outputPath(`refused-article-${size.width}.png`) });

      // A field fixed leaves the banner; the others stay.
      await title.fill("A Title At Last");
      await expect(banner(page).getByRole("button", { name: "Title", exact: true })).toHaveCount(0);
      await expect(banner(page).getByRole("button", { name: "Description", exact: true })).toBeVisible();
    });

    test("an event that ends before it starts: refused at End time with the banner; fixed, the banner goes and it saves", async ({
      page,
      cms,
    }, testInfo) => {
      const eventFile = path.join(cms.contentDir, "events", `${size.event}.md`);
      const original = fs.readFileSync(eventFile, "utf8");
      await openAdmin(page, cms, `#/collections/events/entries/${size.event}`);
      await page.getByLabel("End time").fill("17:00");
      await markControls(page);
      const before = await positions(page);

      await tryToPublish(page);
      await expectBannerInView(page);
      await expect(banner(page).getByRole("button")).toHaveText(["End time"]);
      await expectMessageUnderLabel(
        page,
        /^End time/,
        new RegExp(`^the event ends \\(17:00\\) before it starts \\(${size.start}\\)`),
      );
      const endTime = page.getByLabel("End time");
      await expect(endTime).toBeFocused();
      await expectInViewBelowBanner(page, endTime);
      await page.screenshot({ path: testInfo.outputPath(`refused-event-${size.width}.png`) });

      const moved = moves(before, await positions(page));
      console.log(
        `admin-refusals ${size.name} (event): ${moved.compared} controls; moved within the form ${moved.inForm.toFixed(1)} px, sideways ${moved.sideways.toFixed(1)} px; in the window all by ${moved.slide.toFixed(1)} px (spread ${moved.spread.toFixed(1)} px)`,
      );
      expect(moved.inForm, "no control moves within the form when the message appears").toBeLessThanOrEqual(1);
      expect(moved.sideways).toBeLessThanOrEqual(1);
      expect(moved.spread).toBeLessThanOrEqual(1);
      await page.waitForTimeout(500);
      expect(fs.readFileSync(eventFile, "utf8"), "nothing written").toBe(original);

      // Fixed: the message and the banner go; then the event saves.
      await endTime.fill("21:45");
      await expect(banner(page)).toHaveCount(0);
      await tryToPublish(page);
      await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 });
      await expect(banner(page)).toHaveCount(0);
      await expect.poll(() => fs.readFileSync(eventFile, "utf8")).toMatch(/^endTime: "?21:45"?$/m);
    });
  });
}
