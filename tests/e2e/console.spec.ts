/**
 * No page logs an error or a warning in normal use (DECISIONS.md "Console"): each page
 * is loaded, hydrated, scrolled to the end (lazy images load) and left open until the
 * support popup has appeared. The `test` fixture already fails on console errors and
 * page errors; warnings are collected here. The not-found visit is the one intentional
 * warning.
 */
import type { ConsoleMessage, Page } from "@playwright/test";
import { builtPagePaths } from "./routes";
import { expect, gotoHydrated, pauseClock, test } from "./utils";

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "warning") warnings.push(`${message.text()} (${message.location().url})`);
  });
  return warnings;
}

/** What a visitor does on any page: read to the end and stay past the popup's delay. */
async function useNormally(page: Page, path: string) {
  await gotoHydrated(page, path);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) await page.mouse.wheel(0, 600);
  // Past the support popup's 10 s delay and the counters' 2 s, on the fake clock.
  await page.clock.runFor(11_000);
  await page.waitForLoadState("networkidle");
}

for (const path of builtPagePaths()) {
  test(`${path} logs no console error or warning`, async ({ page }) => {
    const warnings = collectWarnings(page);
    await pauseClock(page);
    await useNormally(page, path);
    expect(warnings, `console warnings on ${path}`).toEqual([]);
  });
}

test("an unknown path logs only the intentional not-found warning", async ({ page }) => {
  const warnings = collectWarnings(page);
  await pauseClock(page);
  await useNormally(page, "/no-such-page");
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain("404: no page at /no-such-page");
});
