/**
 * Shared helpers for the end-to-end tests.
 * - `test` fails any test whose page logs a console error or an uncaught exception
 *   (hydration mismatches included); a test expecting errors can opt out.
 * - `expectNoAxeViolations` runs axe-core with the WCAG 2.2 AA and best-practice tags, in
 *   the page's theme and then, for the colour rules, in the other one.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import axeCore from "axe-core";

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core's source goes into each frame of the page once per document: AxeBuilder
 * evaluates the whole script (half a megabyte) twice on every run, and a page checked at
 * two widths would compile it four times. Given this no-op as its source, it finds axe
 * already there.
 */
async function loadAxeOnce(page: Page) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeCore.source);
  }
}
const axeAlreadyLoaded = ";";

async function axeViolations(page: Page, include: string | undefined, rules?: string[]) {
  // Only violations are read: axe skips building the (large) passes and incomplete lists.
  // Legacy mode runs axe in the page itself: the default opens a blank page of its own to
  // combine the frames' results, which costs more than the check (ADR 012); the site has
  // no cross-origin frame, the one thing only the default mode reaches.
  let builder = new AxeBuilder({ page, axeSource: axeAlreadyLoaded })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  builder = rules ? builder.withRules(rules) : builder.withTags(axeTags);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`)
        .join("\n")}`,
  );
}

/**
 * axe's rules that read colours. The light and the dark theme are the same page in other
 * colours (app/styles/app.css), so in the second theme only these can find anything new.
 */
export const colourRules = ["color-contrast", "link-in-text-block"];

/** The theme the page shows: its used `color-scheme` (app.css sets it with the theme). */
const shownTheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

/**
 * Ends at once the transitions and animations under way (the colour transitions a change
 * of theme or width starts, the support popup fading in): axe reads colours as drawn, and
 * a colour half-way is none a visitor reads. `Animation.finish()` sets each one's end
 * state without a frame. Waiting for them would not do: a transition in a block the
 * browser skips (`content-visibility: auto`, render-when-visible in app.css) does not run
 * until it is shown, and awaiting `animation.finished` once held a test in CI for its full
 * three minutes. Endless animations (the statistic strip) are left running.
 */
export async function coloursSettled(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        animation.finish();
    }
  });
}

/**
 * axe in the page's theme (every rule of the tags), then in the other theme (the colour
 * rules), switched on the same page load by the device's appearance: nothing is stored in
 * a test's fresh browser, so the page follows it. The first theme is restored after.
 * /admin (Decap's own interface, its previews always light) has one look and one run.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  await loadAxeOnce(page);
  const first = await shownTheme(page);
  expect(await axeViolations(page, options.include), `axe-core violations (${first} theme)`).toEqual([]);
  if (new URL(page.url()).pathname.startsWith("/admin")) return;
  const other = first === "dark" ? "light" : "dark";
  await page.emulateMedia({ colorScheme: other });
  try {
    await coloursSettled(page);
    expect(await shownTheme(page), "the page follows the device's appearance").toBe(other);
    expect(await axeViolations(page, options.include, colourRules), `axe-core violations (${other} theme)`).toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: first === "dark" ? "dark" : "light" });
    await coloursSettled(page);
  }
}

type Fixtures = {
  /** Console errors and page errors seen during the test; checked after it. */
  consoleErrors: string[];
  /** Set to true in a test that provokes errors on purpose. */
  allowConsoleErrors: { value: boolean };
};

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  allowConsoleErrors: async ({}, use) => {
    await use({ value: false });
  },
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      // Chromium logs every 404 document as a console error; an unknown URL answering
      // 404 is the intended behaviour, so only that one message is ignored.
      const notFoundDocuments = new Set<string>();
      page.on("response", (response) => {
        if (response.status() === 404 && response.request().resourceType() === "document") {
          notFoundDocuments.add(response.url());
        }
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (notFoundDocuments.has(message.location().url) && message.text().includes("404")) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      if (!allowConsoleErrors.value) expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page (the root sets data-hydrated on <html>). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Clicks a control below a long list as a person does: scrolled to first, clicked once the
 * page has settled. The list's cards are drawn only near the viewport (`render-when-visible`)
 * and take their real height in the frame after a jump, moving what is below them (up to
 * 35 px on the archive site's /events, measured); `click()` aims right after its own scroll,
 * before that frame, and could press beside the link. Scrolled first, the click's own
 * check that the control stands still sees the settled page.
 */
export async function clickBelowList(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await control.click();
}

/** Fakes the page's clock and stops it, so timers fire only through `page.clock.runFor`. */
export async function pauseClock(page: Page) {
  const start = new Date("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}
