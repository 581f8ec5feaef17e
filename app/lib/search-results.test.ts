import { describe, expect, test } from "vitest";
import { resultCountText, resultPath, searchPageUrl, toSearchHit } from "./search-results";

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
