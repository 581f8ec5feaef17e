import { describe, expect, test } from "vitest";
import { nextResultIndex } from "./search-results-keys";

describe("nextResultIndex", () => {
  test("ArrowDown goes from the field to the first result, then down, stopping at the last", () => {
    expect(nextResultIndex(-1, "ArrowDown", 3)).toBe(0);
    expect(nextResultIndex(0, "ArrowDown", 3)).toBe(1);
    expect(nextResultIndex(2, "ArrowDown", 3)).toBe(2);
  });

  test("ArrowUp goes up and from the first result back to the field", () => {
    expect(nextResultIndex(2, "ArrowUp", 3)).toBe(1);
    expect(nextResultIndex(0, "ArrowUp", 3)).toBe(-1);
    expect(nextResultIndex(-1, "ArrowUp", 3)).toBeNull();
  });

  test("Home and End jump within the results but leave the field's caret alone", () => {
    expect(nextResultIndex(1, "Home", 3)).toBe(0);
    expect(nextResultIndex(1, "End", 3)).toBe(2);
    expect(nextResultIndex(-1, "Home", 3)).toBeNull();
    expect(nextResultIndex(-1, "End", 3)).toBeNull();
  });

  test("does nothing without results or for other keys", () => {
    expect(nextResultIndex(-1, "ArrowDown", 0)).toBeNull();
    expect(nextResultIndex(0, "a", 3)).toBeNull();
    expect(nextResultIndex(0, "Enter", 3)).toBeNull();
  });

  test("a stale index past the list starts again from the top", () => {
    expect(nextResultIndex(5, "ArrowDown", 3)).toBe(0);
  });
});
