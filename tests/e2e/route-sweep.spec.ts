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
 * The checks are page-sweep.ts's; the pages of the listings' archives, which the shipped
 * content does not have yet, get the same on the archive site (archive-pages.spec.ts).
 */
import { expectNoClassConflicts } from "./class-conflicts";
import { readToTheEnd, sweepPage, watch } from "./page-sweep";
import { builtPagePaths } from "./routes";
import { sites } from "./sites.mjs";
import { coloursSettled, expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

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
    await sweepPage(page, path, {
      origin: new URL(baseURL ?? "http://localhost").origin,
      narrow: narrowChecked.has(path),
    });
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
  await coloursSettled(page);
  await expectNoAxeViolations(page);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain("404: no page at /no-such-page");
  expect(foreign).toEqual([]);
});
