/**
 * The prerender list derived from the registry and the URL map (fixture content): every
 * content page of app/routes.ts is prerendered, an entry's file once per published entry,
 * and a route that nothing fills fails the build instead of being left out.
 */
import { expect, test } from "vitest";
import routes from "~/routes";
import { archivePagesOf } from "./archive-pages.server";
import { contentPages, routePath } from "./content-pages";
import { pagePaths, prerenderPaths, resourcePaths } from "./prerender-paths.server";

type Route = { path?: string; index?: boolean; children?: Route[] };
const routePaths = (entries: readonly Route[]): string[] =>
  entries.flatMap((entry) => [entry.index ? "" : (entry.path ?? ""), ...routePaths(entry.children ?? [])]);

test("every content page of the registry has its route in app/routes.ts, an archive's address while it has pages", () => {
  const routed = new Set(routePaths(routes));
  const missing = contentPages().filter((page) => !page.archive && !routed.has(routePath(page.path)));
  expect(missing).toEqual([]);
  // The fixtures fit their listings: no archive page, so no archive route (ADR 053; the
  // archive site's are in archive-pages.server.test.ts).
  const archives = contentPages().filter((page) => page.archive);
  expect(archives.length).toBeGreaterThan(0);
  expect(archives.filter((page) => routed.has(routePath(page.path)))).toEqual([]);
  expect(archives.flatMap(archivePagesOf)).toEqual([]);
});

test("the pages are each content page once and each entry page once per published entry, and /search", () => {
  const pages = pagePaths();
  expect(new Set(pages).size).toBe(pages.length);
  // An archive's pages are its loader's to name: the fixtures fit their listings (archive-pages.server.test.ts).
  for (const { path, perEntry } of contentPages().filter((page) => !page.archive)) {
    const [before = "", after = ""] = path.split("<id>");
    const isEntryPage = (page: string) =>
      page.startsWith(before) &&
      page.endsWith(after) &&
      /^[\w-]+$/.test(page.slice(before.length, page.length - after.length));
    if (perEntry) expect(pages.filter(isEntryPage).length, path).toBeGreaterThan(0);
    else expect(pages).toContain(path);
  }
  expect(pages).toContain("/search");
  // A draft of the fixtures has no page.
  expect(pages).not.toContain("/blog/interview-with-the-harbour-master");
});

test("a file route is prerendered once, or once per published entry of the collection it sits under", () => {
  const files = resourcePaths(routes);
  expect(files).toEqual(expect.arrayContaining(["/sitemap.xml", "/robots.txt", "/events.ics"]));
  const entryPages = pagePaths().filter((page) => /^\/events\/[^/]+$/.test(page));
  expect(files.filter((file) => file.endsWith("/calendar.ics"))).toEqual(
    entryPages.map((page) => `${page}/calendar.ics`),
  );
});

test("a route with a parameter no collection's entries fill, or a page that is no content page, fails", () => {
  expect(() => resourcePaths([{ path: "calendar/:day/agenda.ics" }])).toThrow(
    "The route calendar/:day/agenda.ics has a parameter that no collection's entries fill",
  );
  expect(() => prerenderPaths([...routes, { path: "archive" }])).toThrow("The route archive is no content page");
  expect(prerenderPaths(routes)).toContain("/404");
  // /search reads the search records of every page built before it.
  expect(prerenderPaths(routes).at(-1)).toBe("/search");
});
