/**
 * A save that the CMS refuses is visible (app/admin/editor-chrome/refusals.ts): the message
 * under the field's label, a banner over the bottom of the form naming each refused field
 * (a button that focuses it), the focus on the first refused field, nothing written, and no
 * control moved on the screen by the messages or the banner when the first refused field is
 * already in view. On the real CMS (tests/e2e/cms/harness.ts), at a desktop's and a phone's
 * size. The refusals are ones that hold whatever the fields' checks become:
 * a required field left empty, an event that ends before it starts. "Nothing written" is
 * read from the local backend's request log (harness.ts) after a later save of the same
 * entry that succeeded: the log up to that save holds every write asked before it.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { decap } from "../../app/admin/decap/adapter";
import { bannerClass } from "../../app/admin/editor-chrome/refusals";
import { editorParts, expectDecapParts, openAdmin, publishAndWaitForSave, publishNow } from "./cms/editor-page";
import { type BackendLog, expect, test } from "./cms/harness";
import { press } from "./cms/pointer";
import { expectNoAxeViolations } from "./utils";

const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });
const banner = (page: Page) => page.locator(`.${bannerClass}`);

/** Publishes the open entry, which the CMS may refuse. */
async function tryToPublish(page: Page) {
  await publishNow(page);
}

/** The field whose label is `label`: its container in Decap's form. */
function field(page: Page, label: string | RegExp): Locator {
  return page
    .locator(decap.field)
    .filter({ has: page.locator(`:scope > ${decap.fieldTopbar} > label`, { hasText: label }) });
}

type Position = { top: number; left: number; what: string; refusedLabel: boolean };

/**
 * Marks every control drawn in the window (the toolbar's buttons and links, the form's
 * labels, inputs, buttons, text areas and editable areas) so that positions() finds the
 * same elements again. The preview's own page is in a frame: not marked.
 */
async function markControls(page: Page): Promise<number> {
  return page.evaluate(
    ({ root }) => {
      let count = 0;
      for (const control of document.querySelectorAll<HTMLElement>(
        `${root} :is(a[href], button, [role="button"], label, input, textarea, select, [contenteditable="true"])`,
      )) {
        const box = control.getBoundingClientRect();
        const drawn = box.width > 0 && box.height > 0 && getComputedStyle(control).visibility !== "hidden";
        const inWindow =
          box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
        if (!drawn || !inWindow) continue;
        control.dataset.refusalTest = String(count++);
      }
      return count;
    },
    { root: decap.root },
  );
}

/**
 * The marked controls' places on the screen (in the window, not in the form); a label
 * whose field now shows messages is told apart (see moves()).
 */
async function positions(page: Page): Promise<Record<string, Position>> {
  return page.evaluate(
    ({ topbar, errors }) => {
      const result: Record<string, Position> = {};
      for (const control of document.querySelectorAll<HTMLElement>("[data-refusal-test]")) {
        const box = control.getBoundingClientRect();
        const refusedLabel =
          control.tagName === "LABEL" &&
          Boolean(control.parentElement?.matches(topbar) && control.parentElement.querySelector(`:scope > ${errors}`));
        const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 30);
        result[control.dataset.refusalTest ?? ""] = {
          top: box.top,
          left: box.left,
          what: `${control.tagName.toLowerCase()} "${name}"`,
          refusedLabel,
        };
      }
      return result;
    },
    { topbar: decap.fieldTopbar, errors: decap.fieldErrors },
  );
}

/** The controls' places once they stay put (Decap animates its labels' colours and sizes for a moment). */
async function settledPositions(page: Page): Promise<Record<string, Position>> {
  let last = await positions(page);
  for (let tries = 0; tries < 20; tries += 1) {
    await page.waitForTimeout(100);
    const now = await positions(page);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

/**
 * How far the controls moved on the screen between two measures. A refused field's own
 * label is the one exception, by design: its message takes the room kept above the label
 * (chrome-styles.ts), so the label rises into that room while its control stays put; those
 * labels are reported apart and must only rise.
 */
function moves(before: Record<string, Position>, after: Record<string, Position>) {
  let compared = 0;
  let most = { by: 0, what: "nothing" };
  let labelsRise = 0;
  let labelsSideways = 0;
  let labelsSink = 0;
  for (const [key, was] of Object.entries(before)) {
    const now = after[key];
    if (!now) continue;
    compared += 1;
    const by = Math.max(Math.abs(now.top - was.top), Math.abs(now.left - was.left));
    if (now.refusedLabel) {
      labelsRise = Math.max(labelsRise, was.top - now.top);
      labelsSink = Math.max(labelsSink, now.top - was.top);
      labelsSideways = Math.max(labelsSideways, Math.abs(now.left - was.left));
    } else if (by > most.by)
      most = {
        by,
        what: `${now.what} by ${(now.top - was.top).toFixed(1)} px down, ${(now.left - was.left).toFixed(1)} px right`,
      };
  }
  return { compared, most, labelsRise, labelsSink, labelsSideways };
}

/** Checks the moves and says them in the test's output. */
function expectNothingMoved(name: string, before: Record<string, Position>, after: Record<string, Position>) {
  const moved = moves(before, after);
  console.log(
    `admin-refusals ${name}: ${moved.compared} controls on the screen; the most moved: ${moved.most.by.toFixed(1)} px (${moved.most.what}); refused fields' labels rose by up to ${moved.labelsRise.toFixed(1)} px into their room`,
  );
  expect(moved.compared, "controls measured").toBeGreaterThan(5);
  expect(moved.most.by, `no control moves on the screen (the most moved: ${moved.most.what})`).toBeLessThanOrEqual(1);
  expect(moved.labelsSink, "a refused field's label only rises").toBeLessThanOrEqual(1);
  expect(moved.labelsSideways, "a refused field's label stays at its left edge").toBeLessThanOrEqual(1);
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

/** The element is inside the window and not under the banner (which lies over the bottom of the form). */
async function expectInViewAboveBanner(page: Page, target: Locator) {
  const viewport = page.viewportSize();
  const box = await target.boundingBox();
  const bannerBox = await banner(page).boundingBox();
  if (!viewport || !box) throw new Error("not drawn");
  expect(box.y, "inside the window").toBeGreaterThanOrEqual(0);
  expect(box.y + Math.min(box.height, 40), "above the banner").toBeLessThanOrEqual(
    (bannerBox ? bannerBox.y : viewport.height) + 1,
  );
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
}

/**
 * The banner says the entry is not saved, at the bottom of the window across the form
 * pane, and nothing covers it: each of its names is what the page shows at its place.
 */
async function expectBannerInView(page: Page) {
  const notice = banner(page);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute("role", "alert");
  await expect(notice).toContainText("Not saved.");
  await expect(notice).toBeInViewport({ ratio: 1 });
  const place = await page.evaluate(
    ({ bannerClass, pane }) => {
      const element = document.querySelector<HTMLElement>(`.${bannerClass}`);
      const form = document.querySelector<HTMLElement>(pane);
      if (!element || !form) throw new Error("no banner or no form pane");
      const box = element.getBoundingClientRect();
      const formBox = form.getBoundingClientRect();
      const uncovered = [element, ...element.querySelectorAll<HTMLElement>("button")].every((part) => {
        const own = part.getBoundingClientRect();
        const top = document.elementFromPoint(own.left + own.width / 2, own.top + Math.min(own.height / 2, 8));
        return top !== null && (top === part || part.contains(top));
      });
      return {
        bottomGap: window.innerHeight - box.bottom,
        left: box.left - (formBox.left + form.clientLeft),
        width: box.width - form.clientWidth,
        uncovered,
        room: Number.parseFloat(getComputedStyle(form).paddingBottom) - box.height,
      };
    },
    { bannerClass, pane: decap.controlPane },
  );
  expect(Math.abs(place.bottomGap), "the banner sits on the bottom of the window").toBeLessThanOrEqual(1);
  expect(Math.abs(place.left), "the banner starts where the form pane starts").toBeLessThanOrEqual(1);
  expect(Math.abs(place.width), "the banner spans the form pane").toBeLessThanOrEqual(1);
  expect(place.uncovered, "nothing covers the banner or its names").toBe(true);
  expect(place.room, "the form keeps room for the banner at its end").toBeGreaterThanOrEqual(-1);
}

/** Scrolled to its end, the form's last field shows above the banner. */
async function expectLastFieldAboveBanner(page: Page) {
  const last = page.locator(decap.field).last();
  await last.evaluate((element) => {
    for (let current = element.parentElement; current; current = current.parentElement) {
      const { overflowY } = getComputedStyle(current);
      if ((overflowY === "auto" || overflowY === "scroll") && current.scrollHeight > current.clientHeight) {
        current.scrollTop = current.scrollHeight;
        return;
      }
    }
  });
  const box = await last.boundingBox();
  const bannerBox = await banner(page).boundingBox();
  if (!box || !bannerBox) throw new Error("not drawn");
  expect(box.y + box.height, "the last field clears the banner").toBeLessThanOrEqual(bannerBox.y + 1);
}

/**
 * The writes the local backend was asked for since `mark`, once the save that followed the
 * refusal has been answered: exactly that one save, of `file`, answered 200. A write asked
 * by the refused save would be listed before it.
 */
async function expectOnlyTheLaterSave(backendLog: BackendLog, mark: number, file: string) {
  const writes = await backendLog.since(mark);
  expect(
    writes.map(({ action, files, status }) => ({ action, file: files[0], status })),
    "the refused save wrote nothing: the one write since is the later save that succeeded",
  ).toEqual([{ action: "persistEntry", file, status: 200 }]);
}

const sizes = [
  { name: "desktop", width: 1280, height: 800, event: "alumni-networking-evening-2024", start: "18:30" },
  { name: "phone", width: 390, height: 844, event: "board-election-night-2024", start: "19:00" },
] as const;

for (const size of sizes) {
  test.describe(`${size.name}, ${size.width} × ${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("a new article without a title: message under the label, banner, focus on Title, nothing written, nothing moved on the screen", async ({
      page,
      cms,
      backendLog,
    }, testInfo) => {
      await openAdmin(page, cms, "#/collections/blog/new");
      await expectDecapParts(page, editorParts);
      await page.getByLabel("Author").fill("Refusal Tester");
      const mark = backendLog.mark();
      await markControls(page);
      const before = await settledPositions(page);

      await tryToPublish(page);
      // The banner opens and the focus moves in one go; then everything is measured again.
      const title = page.getByLabel("Title", { exact: true });
      await expect(banner(page)).toBeVisible();
      await expect(title).toBeFocused();
      expectNothingMoved(`${size.name} (new article)`, before, await settledPositions(page));
      await expectBannerInView(page);
      await expectDecapParts(page, ["fieldErrors"]);
      const named = banner(page).getByRole("button");
      // Every refused field, by its label, in the form's order; Author was filled.
      await expect(named.first()).toHaveText("Title");
      await expect(banner(page).getByRole("button", { name: "Author", exact: true })).toHaveCount(0);
      await expect(banner(page).getByRole("button", { name: "Description", exact: true })).toBeVisible();
      await expectMessageUnderLabel(page, /^Title$/, /^Title is required\.$/);

      await expectInViewAboveBanner(page, title);
      await page.screenshot({ path: testInfo.outputPath(`refused-article-top-${size.width}.png`) });
      await expectNoAxeViolations(page, { include: `.${bannerClass}` });

      // Not saved: the entry still has its Publish button (what was written is read below).
      await expect(publishButton(page)).toBeVisible();

      // A name in the banner brings its field into view, focused.
      await press(banner(page).getByRole("button", { name: "Description", exact: true }));
      const description = page.getByLabel("Description", { exact: true });
      await expect(description).toBeFocused();
      await expectInViewAboveBanner(page, description);
      await page.screenshot({ path: testInfo.outputPath(`refused-article-${size.width}.png`) });
      await expectLastFieldAboveBanner(page);
      await page.screenshot({ path: testInfo.outputPath(`refused-article-end-${size.width}.png`) });

      // A field fixed leaves the banner; the others stay.
      const slug = `a-title-at-last-${size.width}`;
      await title.fill(`A Title At Last ${size.width}`);
      await expect(banner(page).getByRole("button", { name: "Title", exact: true })).toHaveCount(0);
      await expect(banner(page).getByRole("button", { name: "Description", exact: true })).toBeVisible();

      // Completed, the article saves; until then nothing was written.
      await description.fill("Saved once every field is filled.");
      await page.getByLabel("Image description").fill("A picture of the library");
      await page.locator('[contenteditable="true"]').first().fill("Written after a refusal.");
      await page.getByLabel("Publication date").fill("2025-11-13");
      await press(page.getByRole("button", { name: /Choose an image/ }), { scroll: true });
      await press(page.getByText("blog-01.jpg", { exact: true }));
      await press(page.getByRole("button", { name: "Choose selected" }));
      await publishAndWaitForSave(page);
      await expectOnlyTheLaterSave(backendLog, mark, `content/blog/${slug}.md`);
      fs.rmSync(path.join(cms.contentDir, "blog", `${slug}.md`));
    });

    test("an event that ends before it starts: refused at End time with the banner; fixed, the banner goes and it saves", async ({
      page,
      cms,
      backendLog,
    }, testInfo) => {
      const eventFile = path.join(cms.contentDir, "events", `${size.event}.md`);
      await openAdmin(page, cms, `#/collections/events/entries/${size.event}`);
      const mark = backendLog.mark();
      await page.getByLabel("End time").fill("17:00");
      // In the middle of the window, as the editor who just changed it sees it (filling only
      // scrolls it to the window's edge, where the banner then opens).
      await page.getByLabel("End time").evaluate((box) => box.scrollIntoView({ block: "center" }));
      await markControls(page);
      const before = await settledPositions(page);

      await tryToPublish(page);
      const endTime = page.getByLabel("End time");
      await expect(banner(page)).toBeVisible();
      await expect(endTime).toBeFocused();
      expectNothingMoved(`${size.name} (event)`, before, await settledPositions(page));
      await expectBannerInView(page);
      await expect(banner(page).getByRole("button")).toHaveText(["End time"]);
      await expectMessageUnderLabel(
        page,
        /^End time/,
        new RegExp(`^the event ends \\(17:00\\) before it starts \\(${size.start}\\)`),
      );
      await expectInViewAboveBanner(page, endTime);
      await page.screenshot({ path: testInfo.outputPath(`refused-event-${size.width}.png`) });

      // Fixed: the message and the banner go; then the event saves.
      await endTime.fill("21:45");
      await expect(banner(page)).toHaveCount(0);
      await publishAndWaitForSave(page);
      await expect(banner(page)).toHaveCount(0);
      await expect.poll(() => fs.readFileSync(eventFile, "utf8")).toMatch(/^endTime: "?21:45"?$/m);
      await expectOnlyTheLaterSave(backendLog, mark, `content/events/${size.event}.md`);
    });
  });
}
