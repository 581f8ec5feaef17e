import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { albumsOnListing, groupsBeyond, laterPages, pageCount, pageItems, withPageItems } from "./listing-pages";

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("numbered pages", () => {
  test("the listing carries the first page's worth, each later page the next, the last the rest", () => {
    const items = numbers(50);
    expect(pageItems(items, 24, 1)).toEqual(numbers(24));
    expect(pageItems(items, 24, 2)).toEqual(numbers(48).slice(24));
    expect(pageItems(items, 24, 3)).toEqual([49, 50]);
    expect(pageCount(items.length, 24)).toBe(3);
    expect(laterPages(items.length, 24)).toEqual([2, 3]);
  });

  test("items that fit the listing need no later page; an empty listing is still one page", () => {
    expect(laterPages(24, 24)).toEqual([]);
    expect(laterPages(20, 24)).toEqual([]);
    expect(pageCount(0, 24)).toBe(1);
    expect(laterPages(25, 24)).toEqual([2]);
  });

  test("every item is on exactly one page, in order", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 1, max: 40 }), (count, perPage) => {
        const items = numbers(count);
        const pages = [1, ...laterPages(count, perPage)].map((page) => pageItems(items, perPage, page));
        expect(pages.flat()).toEqual(items);
        for (const page of pages.slice(0, -1)) expect(page).toHaveLength(perPage);
        expect(pages.at(-1)?.length ?? 0).toBeLessThanOrEqual(perPage);
      }),
    );
  });
});

describe("groups with pages of their own", () => {
  const event = (id: string, year: string) => ({ id, year });
  /** Newest first, as the events' listing sorts them. */
  const events = [
    event("a", "2025"),
    event("b", "2025"),
    event("c", "2024"),
    event("d", "2024"),
    event("e", "2023"),
    event("f", "2021"),
  ];

  test("a year partly beyond the listing has a page, as every older year does; years on it do not", () => {
    expect(groupsBeyond(events, 3, (item) => item.year)).toEqual(["2024", "2023", "2021"]);
    expect(groupsBeyond(events, 4, (item) => item.year)).toEqual(["2023", "2021"]);
  });

  test("when everything fits the listing, no group has a page", () => {
    expect(groupsBeyond(events, 6, (item) => item.year)).toEqual([]);
    expect(groupsBeyond(events, 24, (item) => item.year)).toEqual([]);
  });

  test("items without a group belong to none (an article without a tag)", () => {
    const articles = [{ tag: "Alumni" }, {}, { tag: "Faculty" }, {}, { tag: "Alumni" }];
    expect(groupsBeyond(articles, 2, (article: { tag?: string }) => article.tag)).toEqual(["Faculty", "Alumni"]);
    expect(groupsBeyond(articles, 3, (article: { tag?: string }) => article.tag)).toEqual(["Alumni"]);
  });
});

describe("albums on the photo listing", () => {
  test("the newest albums while their photos fit the page's worth", () => {
    // The shipped gallery: 15 and 4 photos.
    expect(albumsOnListing([15, 4], 60)).toBe(2);
    expect(albumsOnListing([15, 4, 30, 30], 60)).toBe(3);
    expect(albumsOnListing([30, 30, 30], 60)).toBe(2);
  });

  test("the newest album is always on the listing, however large; an older one never jumps the queue", () => {
    expect(albumsOnListing([100, 4], 60)).toBe(1);
    // The third album (4 photos) would fit after the first, but the second (51) does not.
    expect(albumsOnListing([10, 51, 4], 60)).toBe(1);
    expect(albumsOnListing([10, 50, 4], 60)).toBe(2);
    expect(albumsOnListing([], 60)).toBe(0);
  });
});

describe("a group's items from the listing and its page", () => {
  test("the listing's first, then the page's that the listing lacks, in the page's order", () => {
    const listing = [{ id: "ended-today" }, { id: "b" }];
    const page = [{ id: "b" }, { id: "c" }, { id: "d" }];
    expect(withPageItems(listing, page).map((item) => item.id)).toEqual(["ended-today", "b", "c", "d"]);
    expect(withPageItems([], page)).toEqual(page);
  });
});
