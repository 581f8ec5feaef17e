import { describe, expect, test } from "vitest";
import {
  filterItems,
  filterKey,
  filterSearch,
  itemAnchor,
  latestDone,
  matchesFilters,
  newestRaisedFirst,
  programmeFilters,
  type SaidProgramme,
  type SaidStatus,
  statusFilters,
} from "./you-said-we-did";

type Item = { id: string; programme: SaidProgramme; status: SaidStatus; raisedOn: string; doneOn?: string };

const item = (id: string, programme: SaidProgramme, status: SaidStatus, raisedOn: string, doneOn?: string): Item => ({
  id,
  programme,
  status,
  raisedOn,
  ...(doneOn ? { doneOn } : {}),
});

const items = [
  item("iba-done", "IBA", "Done", "2025-02-10", "2025-09-01"),
  item("all-done", "All programmes", "Done", "2024-11-05", "2025-06-20"),
  item("ba-done", "BA", "Done", "2025-04-02", "2025-05-15"),
  item("premsc-done", "Pre-MSc", "Done", "2024-09-20", "2024-12-01"),
  item("ba-progress", "BA", "In progress", "2025-10-14"),
  item("all-raised", "All programmes", "Raised", "2025-11-03"),
  item("iba-not", "IBA", "Not possible", "2025-03-20"),
];
const ids = (list: readonly { id: string }[]) => list.map(({ id }) => id);

describe("filters", () => {
  test("the query string's values: every programme but 'All programmes', every status, lowercase with hyphens", () => {
    expect(programmeFilters).toEqual(["all", "iba", "ba", "pre-msc"]);
    expect(statusFilters).toEqual(["all", "raised", "in-progress", "done", "not-possible"]);
    expect(filterKey("Not possible")).toBe("not-possible");
  });

  test("a programme shows its own items and those for all programmes", () => {
    expect(ids(filterItems(items, { programme: "ba", status: "all" }))).toEqual([
      "all-done",
      "ba-done",
      "ba-progress",
      "all-raised",
    ]);
    expect(ids(filterItems(items, { programme: "pre-msc", status: "all" }))).toEqual([
      "all-done",
      "premsc-done",
      "all-raised",
    ]);
  });

  test("a status shows exactly the items with it, and both filters together narrow the list", () => {
    expect(ids(filterItems(items, { programme: "all", status: "not-possible" }))).toEqual(["iba-not"]);
    expect(ids(filterItems(items, { programme: "ba", status: "done" }))).toEqual(["all-done", "ba-done"]);
    expect(filterItems(items, { programme: "pre-msc", status: "in-progress" })).toEqual([]);
    expect(filterItems(items, { programme: "all", status: "all" })).toHaveLength(items.length);
  });

  test("'All programmes' is no value of the programme filter: an unknown value matches only items for everyone", () => {
    expect(matchesFilters(item("x", "IBA", "Done", "2025-01-01"), { programme: "msc", status: "all" })).toBe(false);
    expect(matchesFilters(item("x", "All programmes", "Done", "2025-01-01"), { programme: "msc", status: "all" })).toBe(
      true,
    );
  });

  test("a choice becomes a query string that leaves out what shows everything", () => {
    expect(filterSearch({ programme: "all", status: "all" })).toBe("");
    expect(filterSearch({ programme: "ba", status: "all" })).toBe("?programme=ba");
    expect(filterSearch({ programme: "all", status: "in-progress" })).toBe("?status=in-progress");
    expect(filterSearch({ programme: "ba", status: "done" })).toBe("?programme=ba&status=done");
  });
});

describe("order", () => {
  test("the page lists the newest raised first, and items raised the same day by file name", () => {
    expect(ids(newestRaisedFirst([...items, item("a-same-day", "BA", "Raised", "2025-11-03")]))).toEqual([
      "a-same-day",
      "all-raised",
      "ba-progress",
      "ba-done",
      "iba-not",
      "iba-done",
      "all-done",
      "premsc-done",
    ]);
  });

  test("Home's latest done are the three done most recently, whatever day they were raised", () => {
    expect(ids(latestDone(items))).toEqual(["iba-done", "all-done", "ba-done"]);
    expect(ids(latestDone(items, 10))).toEqual(["iba-done", "all-done", "ba-done", "premsc-done"]);
    expect(latestDone(items.filter((entry) => entry.status !== "Done"))).toEqual([]);
  });
});

test("an item's anchor is made from its file name", () => {
  expect(itemAnchor("faster-exam-results")).toBe("item-faster-exam-results");
});
