/**
 * The benchmark finds the listing pages from the sitemap and the registry, not from a list
 * of its own: today's listings, and the archive pages by year or number that will come.
 */
import { expect, test } from "vitest";
import { classifyPages } from "./measure.mjs";

test("entry pages are the registry's pages with an id; listings are the rest at or under a collection's base", () => {
  const paths = [
    "/",
    "/about",
    "/blog",
    "/blog/a-year-of-program-advisory",
    "/blog/page/2",
    "/events",
    "/events/winter-gala",
    "/events/year/2024",
    "/photos",
    "/photos/2024",
    "/you-said-we-did",
    "/board",
    "/board/2024-2025",
    "/join/role/event-manager",
    "/student-support",
  ];
  expect(classifyPages(paths)).toEqual({
    entries: [
      "/blog/a-year-of-program-advisory",
      "/events/winter-gala",
      "/board/2024-2025",
      "/join/role/event-manager",
    ],
    listings: [
      "/blog",
      "/blog/page/2",
      "/events",
      "/events/year/2024",
      "/photos",
      "/photos/2024",
      "/you-said-we-did",
      "/board",
    ],
    others: ["/", "/about", "/student-support"],
  });
});
