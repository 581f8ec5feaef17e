import { describe, expect, test } from "vitest";
import { blogTagFilters, defaultBlogTagFilter, filterByTag, latest, sortNewestFirst } from "./blog";

type Sample = { slug: string; date: string; tag?: "Alumni" | "Faculty" };

const articles: Sample[] = [
  { slug: "march", date: "March 15, 2025", tag: "Faculty" },
  { slug: "november", date: "November 1, 2025", tag: "Alumni" },
  { slug: "january", date: "January 25, 2025" },
  { slug: "september-b", date: "September 6, 2025", tag: "Alumni" },
  { slug: "september-a", date: "September 6, 2025" },
];

describe("sortNewestFirst", () => {
  test("orders by the parsed date, newest first, not by the text", () => {
    expect(sortNewestFirst(articles).map((a) => a.slug)).toEqual([
      "november",
      "september-a",
      "september-b",
      "march",
      "january",
    ]);
  });

  test("puts an unreadable date last and leaves the input untouched", () => {
    const input = [{ slug: "bad", date: "someday" }, ...articles];
    const sorted = sortNewestFirst(input);
    expect(sorted.at(-1)?.slug).toBe("bad");
    expect(input[0]?.slug).toBe("bad");
  });

  test("orders 'December 1' after 'November 30' even though the text sorts the other way", () => {
    const sorted = sortNewestFirst([
      { slug: "nov", date: "November 30, 2025" },
      { slug: "dec", date: "December 1, 2025" },
    ]);
    expect(sorted.map((a) => a.slug)).toEqual(["dec", "nov"]);
  });
});

describe("filterByTag", () => {
  test("All keeps every article in order", () => {
    expect(filterByTag(articles, "All")).toEqual(articles);
  });

  test("a tag keeps only the articles with that tag", () => {
    expect(filterByTag(articles, "Alumni").map((a) => a.slug)).toEqual(["november", "september-b"]);
    expect(filterByTag(articles, "Faculty").map((a) => a.slug)).toEqual(["march"]);
  });

  test("gives an empty list when no article has the tag", () => {
    const untagged: Sample[] = [{ slug: "x", date: "May 1, 2025" }];
    expect(filterByTag(untagged, "Faculty")).toEqual([]);
  });

  test("offers All first, then every tag once, and starts on All", () => {
    expect(blogTagFilters).toEqual(["All", "Alumni", "Faculty"]);
    expect(defaultBlogTagFilter).toBe("All");
  });
});

describe("latest", () => {
  test("gives the three newest by default", () => {
    expect(latest(articles).map((a) => a.slug)).toEqual(["november", "september-a", "september-b"]);
  });

  test("gives all when there are fewer", () => {
    expect(latest(articles.slice(0, 2), 3)).toHaveLength(2);
  });
});
