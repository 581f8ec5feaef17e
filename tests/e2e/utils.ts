/**
 * Shared helpers for the end-to-end tests.
 * - `test` fails any test whose page logs a console error or an uncaught exception
 *   (hydration mismatches included); a test expecting errors can opt out.
 * - `expectNoAxeViolations` runs axe-core with the WCAG 2.2 AA and best-practice tags.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
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

export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  await loadAxeOnce(page);
  // Only violations are read: axe skips building the (large) passes and incomplete lists.
  // Legacy mode runs axe in the page itself: the default opens a blank page of its own to
  // combine the frames' results, which costs more than the check (ADR 012); the site has
  // no cross-origin frame, the one thing only the default mode reaches.
  let builder = new AxeBuilder({ page, axeSource: axeAlreadyLoaded })
    .setLegacyMode(true)
    .withTags(axeTags)
    .options({ resultTypes: ["violations"] });
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`)
        .join("\n")}`,
  );
  expect(summary, "axe-core violations").toEqual([]);
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

/** Fakes the page's clock and stops it, so timers fire only through `page.clock.runFor`. */
export async function pauseClock(page: Page) {
  const start = new Date("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}
