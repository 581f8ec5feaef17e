import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseRange } from "./ranges.mjs";

const size = 1000;

describe("parseRange (RFC 9110 §14)", () => {
  test("no header: no range", () => {
    expect(parseRange(undefined, size)).toEqual({ type: "none" });
  });

  test.each([
    ["bytes=0-0", 0, 0],
    ["bytes=0-499", 0, 499],
    ["bytes=500-", 500, 999],
    ["bytes=0-", 0, 999],
    ["bytes=990-5000", 990, 999],
    ["bytes=-10", 990, 999],
    ["bytes=-1", 999, 999],
    ["bytes=-5000", 0, 999],
    ["BYTES=1-2", 1, 2],
    ["bytes= 1-2 ", 1, 2],
    ["bytes=1-2,", 1, 2],
    ["bytes=, 1-2", 1, 2],
    ["bytes=999-999", 999, 999],
    ["bytes=0-99999999999999999999999999", 0, 999],
  ])("%s → bytes %i-%i", (header, start, end) => {
    expect(parseRange(header, size)).toEqual({ type: "range", start, end });
  });

  test.each(["bytes=1000-", "bytes=1000-1001", "bytes=-0", "bytes=99999999999999999999999999-"])(
    "%s is unsatisfiable",
    (header) => {
      expect(parseRange(header, size)).toEqual({ type: "unsatisfiable" });
    },
  );

  test("any range of an empty file is unsatisfiable", () => {
    expect(parseRange("bytes=0-", 0)).toEqual({ type: "unsatisfiable" });
    expect(parseRange("bytes=-5", 0)).toEqual({ type: "unsatisfiable" });
  });

  test.each([
    ["last before first", "bytes=5-1"],
    ["another unit", "items=0-5"],
    ["no unit", "0-5"],
    ["two ranges", "bytes=0-1,4-5"],
    ["two ranges, one unsatisfiable", "bytes=0-1, 5000-6000"],
    ["no ranges", "bytes="],
    ["only commas", "bytes=,,"],
    ["a lone dash", "bytes=-"],
    ["a sign", "bytes=+1-2"],
    ["a negative end", "bytes=1--2"],
    ["letters", "bytes=1x-2"],
    ["hex", "bytes=0x10-0x20"],
    ["a decimal", "bytes=1.5-2"],
    ["a space inside", "bytes=1 -2"],
    ["a space before =", "bytes =1-2"],
    ["a bare number", "bytes=5"],
    ["huge last before huge first", "bytes=9007199254740993-9007199254740992"],
  ])("ignored (whole file): %s (%s)", (_, header) => {
    expect(parseRange(header, size)).toEqual({ type: "ignore" });
  });

  test("every answered range lies inside the file and is what was asked for", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(20_000), fc.option(fc.nat(20_000)), (fileSize, first, last) => {
        const header = `bytes=${first}-${last ?? ""}`;
        const expected =
          last !== null && last < first
            ? { type: "ignore" }
            : first >= fileSize
              ? { type: "unsatisfiable" }
              : { type: "range", start: first, end: Math.min(last ?? fileSize - 1, fileSize - 1) };
        expect(parseRange(header, fileSize)).toEqual(expected);
      }),
    );
  });

  test("a suffix range is the last n bytes, or the whole file when n is larger", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 20_000 }), (fileSize, suffix) => {
        expect(parseRange(`bytes=-${suffix}`, fileSize)).toEqual({
          type: "range",
          start: Math.max(0, fileSize - suffix),
          end: fileSize - 1,
        });
      }),
    );
  });

  test("never throws, whatever the header", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat(10_000), (header, fileSize) => {
        const result = parseRange(header, fileSize);
        const insideFile =
          result.type !== "range" || (0 <= result.start && result.start <= result.end && result.end < fileSize);
        expect(insideFile).toBe(true);
      }),
    );
  });
});
