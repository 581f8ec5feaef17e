import { describe, expect, test } from "vitest";
import {
  groupByType,
  recordOrderValue,
  resultCountText,
  resultPath,
  searchPageUrl,
  searchTypes,
  summariesById,
  toSearchHit,
} from "./search-results";

describe("resultPath", () => {
  test.each([
    ["/blog/ethics/", "/blog/ethics"],
    ["/events/#spring-boat-tour-2025", "/events#spring-boat-tour-2025"],
    ["/", "/"],
    ["/index.html", "/"],
    ["/about/index.html", "/about"],
    ["/student-support#visas", "/student-support#visas"],
  ])("%s → %s", (url, path) => {
    expect(resultPath(url)).toBe(path);
  });
});

describe("toSearchHit", () => {
  test("reads the type filter, title, date and excerpt of a record", () => {
    expect(
      toSearchHit({
        url: "/events/#boat",
        excerpt: "A <mark>boat</mark> tour",
        meta: { title: "Spring Boat Tour", date: "April 12, 2025" },
        filters: { type: ["Event"] },
      }),
    ).toEqual({
      url: "/events#boat",
      type: "Event",
      title: "Spring Boat Tour",
      date: "April 12, 2025",
      excerpt: [
        { text: "A ", marked: false },
        { text: "boat", marked: true },
        { text: " tour", marked: false },
      ],
    });
  });

  test("files a record without a known type under Page and names it by its path when it has no title", () => {
    const hit = toSearchHit({ url: "/about/", excerpt: "", meta: {}, filters: { type: ["Other"] } });
    expect(hit).toMatchObject({ type: "Page", title: "/about" });
    expect(hit).not.toHaveProperty("date");
  });
});

describe("groupByType", () => {
  test("groups in the order of the types, keeping each group's order and leaving out empty ones", () => {
    const items = [
      { type: "Page", id: 1 },
      { type: "Article", id: 2 },
      { type: "Event", id: 3 },
      { type: "Article", id: 4 },
    ] as const;
    expect(groupByType(items).map((group) => [group.heading, group.items.map((item) => item.id)])).toEqual([
      ["Articles", [2, 4]],
      ["Events", [3]],
      ["Pages", [1]],
    ]);
  });

  test("has a heading for every type", () => {
    const groups = groupByType(searchTypes.map((type) => ({ type })));
    expect(groups.map((group) => group.type)).toEqual([...searchTypes]);
    expect(new Set(groups.map((group) => group.heading)).size).toBe(searchTypes.length);
  });
});

describe("searchPageUrl", () => {
  test("encodes the query and the type", () => {
    expect(searchPageUrl("exam retake & housing", "FAQ")).toBe("/search?q=exam+retake+%26+housing&type=FAQ");
    expect(searchPageUrl("  ")).toBe("/search");
  });
});

describe("resultCountText", () => {
  test("says no results, one result or several", () => {
    expect(resultCountText(0, "xyz")).toBe("No results for 'xyz'");
    expect(resultCountText(1, "visa")).toBe("1 result for 'visa'");
    expect(resultCountText(7, "visa")).toBe("7 results for 'visa'");
  });
});

describe("summariesById", () => {
  const summaries = [
    { url: "/", type: "Page" as const, title: "Home" },
    { url: "/join#faq-fee", type: "FAQ" as const, title: "Is there a fee?" },
  ];

  test("pairs the ids of every record, in record order, with the summaries at the same place", () => {
    expect(summariesById(["en_a1", "en_b2"], summaries)).toEqual({ en_a1: summaries[0], en_b2: summaries[1] });
  });

  test("pairs none when the index and the summaries do not hold the same number of records", () => {
    expect(summariesById(["en_a1"], summaries)).toEqual({});
  });

  test("a position sorts the same as text and as a number", () => {
    const values = [10, 9, 100, 0].map(recordOrderValue);
    expect(values).toEqual(["000010", "000009", "000100", "000000"]);
    expect([...values].sort()).toEqual(["000000", "000009", "000010", "000100"]);
  });
});
