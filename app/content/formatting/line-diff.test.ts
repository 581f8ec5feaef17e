import { expect, test } from "vitest";
import { describeDiff, lineDiff } from "./line-diff";

test("the lines only in the old text and only in the new, with their numbers", () => {
  const diff = lineDiff("a\nb\nc\nd\n", "a\nB\nc\nd\ne\n");
  expect(diff).toEqual({
    removed: [{ line: 2, text: "b" }],
    added: [
      { line: 2, text: "B" },
      { line: 5, text: "e" },
    ],
  });
  expect(describeDiff(diff)).toBe("-2 b\n+2 B\n+5 e");
  expect(lineDiff("same\n", "same\n")).toEqual({ removed: [], added: [] });
});
