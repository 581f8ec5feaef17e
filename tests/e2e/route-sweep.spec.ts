/**
 * One visit per page checks what must hold on every page, so each page is loaded once:
 * - its head carries the search and social metadata (page-head.ts);
 * - axe-core (WCAG 2.2 AA + best practice) finds nothing at 1280 px on every page, and
 *   at 390 px on every top-level page and the first page of each kind of nested page
 *   (articles, roles, teams, board years): pages of one kind share their layout, which is
 *   what the narrow width changes, while what their content could get wrong shows at
 *   either width (a second axe run on all of them made this spec a third of `npm test`);
 * - no console error (the `test` fixture) and no console warning in normal use: the
 *   page is read to the end (lazy images load) and left open past the support popup's
 *   delay and the counters' run;
 * - no request goes to another host (fonts, images and scripts are all local);
 * - no element carries two classes for one property (class-conflicts.ts).
 */
import type { Page } from "@playwright/test";
import { expectNoClassConflicts } from "./class-conflicts";
import { expectSearchAndSocialHead } from "./page-head";
import { builtPagePaths } from "./routes";
import { sites } from "./sites.mjs";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

/** Records console warnings and requests to other origins (which are blocked). */
async function watch(page: Page, origin: string) {
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
async function readToTheEnd(page: Page) {
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

/**
 * Waits until the transitions under way have ended (the popup fading in after the jump):
 * axe reads colours, and a half-faded element has colours no visitor reads. Endless
 * animations (the statistic strip) are left running.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The kind of page a path is: itself at the top level, its parent folder below it. */
const pageKind = (path: string) => (path.split("/").length > 2 ? `${path.slice(0, path.lastIndexOf("/"))}/*` : path);

const pagePaths = builtPagePaths(sites.shipped);
/** The first page of each kind, in sitemap order: those are also checked at 390 px. */
const narrowChecked = new Set(
  pagePaths.filter((path, index) => pagePaths.findIndex((other) => pageKind(other) === pageKind(path)) === index),
);

for (const path of pagePaths) {
  const widths = narrowChecked.has(path) ? "1280 and 390 px" : "1280 px";
  test(`${path}: search and social head, accessible at ${widths}, quiet console, no other hosts`, async ({
    page,
    baseURL,
  }) => {
    // Two axe runs on a full page take several seconds on a busy 2-core machine.
    test.slow();
    const { warnings, foreign } = await watch(page, new URL(baseURL ?? "http://localhost").origin);
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, path);
    await expectSearchAndSocialHead(page, path);
    await expectNoAxeViolations(page);
    await readToTheEnd(page);
    await expectNoClassConflicts(page, `on ${path}`);
    if (narrowChecked.has(path)) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await transitionsEnded(page);
      await expectNoAxeViolations(page);
    }
    expect(warnings, `console warnings on ${path}`).toEqual([]);
    expect(foreign, `${path} requested other hosts`).toEqual([]);
  });
}

test("an unknown path answers with an accessible not-found page and only the intentional warning", async ({
  page,
  baseURL,
}) => {
  const { warnings, foreign } = await watch(page, new URL(baseURL ?? "http://localhost").origin);
  await page.clock.install();
  await gotoHydrated(page, "/no-such-page");
  await expectNoAxeViolations(page);
  await readToTheEnd(page);
  await expectNoClassConflicts(page, "on the not-found page");
  await page.setViewportSize({ width: 390, height: 844 });
  await transitionsEnded(page);
  await expectNoAxeViolations(page);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain("404: no page at /no-such-page");
  expect(foreign).toEqual([]);
});
