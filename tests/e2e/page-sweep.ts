/**
 * What the route sweep (route-sweep.spec.ts) checks on one page, in one visit: its head
 * carries the search and social metadata, axe-core finds nothing at 1280 px (and at 390 px
 * when asked), no console warning while the page is read to the end and left open, no
 * request to another host, no element with two classes for one property. Also run on the
 * pages of the listings' archive, which only the archive site has (archive-pages.spec.ts).
 */
import type { Page } from "@playwright/test";
import { expectNoClassConflicts } from "./class-conflicts";
import { expectSearchAndSocialHead } from "./page-head";
import { coloursSettled, expect, expectNoAxeViolations, gotoHydrated } from "./utils";

/** Records console warnings and requests to other origins (which are blocked). */
export async function watch(page: Page, origin: string) {
  const warnings: string[] = [];
  const foreign: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(`${message.text()} (${message.location().url})`);
  });
  await page.route(
    (url) => !/^(?:data|blob):/.test(url.href) && url.origin !== origin,
    (route) => {
      foreign.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  return { warnings, foreign };
}

/**
 * What a visitor does on any page: read to the end and stay past the popup's delay. The
 * page scrolls smoothly (app.css); each step here jumps ("instant"), so every screen is
 * drawn at once rather than part-way through a second's glide that the next step cuts short.
 */
export async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  // Past the support popup's 10 s delay and the counters' 2 s. The fake clock runs
  // (axe itself needs timers), and this jumps it forward.
  await page.clock.fastForward(11_000);
  await page.waitForLoadState("networkidle");
}

/** One page of the sweep, at `path` of the site at `origin`; also at 390 px when `narrow`. */
export async function sweepPage(page: Page, path: string, { origin, narrow }: { origin: string; narrow: boolean }) {
  const { warnings, foreign } = await watch(page, origin);
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, path);
  await expectSearchAndSocialHead(page, path);
  await expectNoAxeViolations(page);
  await readToTheEnd(page);
  await expectNoClassConflicts(page, `on ${path}`);
  if (narrow) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await coloursSettled(page);
    await expectNoAxeViolations(page);
  }
  expect(warnings, `console warnings on ${path}`).toEqual([]);
  expect(foreign, `${path} requested other hosts`).toEqual([]);
}
