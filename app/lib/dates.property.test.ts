/**
 * Property tests for the human date reader: whatever an editor types (or a file holds by
 * accident), parsing never throws and either gives null or a real calendar day. The
 * example-based tests in dates.test.ts pin the exact formats; these guard the edges.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  type CalendarDate,
  calendarDate,
  compareCalendarDates,
  formatHumanDateRange,
  parseHumanDate,
  parseHumanDateRange,
  parseIsoDate,
  toIsoDate,
} from "./dates";

/** Any text at all, including lone surrogates, control characters and line breaks. */
const anyText = fc.string({ unit: "binary", maxLength: 80 });

const monthWords = ["January", "february", "MARCH", "May", "Sept", "Sept.", "Oct", "Nov.", "Ma", "Smarch", ".", ""];

/** Fragments of date text glued together in any order: reaches deep into the regex branches. */
const dateLikeText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...monthWords),
      fc.integer({ min: -5, max: 40 }).map(String),
      fc.integer({ min: 0, max: 99_999 }).map(String),
      fc.constantFrom(" ", ",", ", ", "-", " - ", "–", " — ", "\n", "\t", ""),
    ),
    { maxLength: 10 },
  )
  .map((parts) => parts.join(""));

/** Any year, and often a four-digit one: fast-check favours small numbers, which never parse. */
const year = fc.oneof(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1900, max: 2100 }));

/** Well-formed single days with any numbers in them, impossible days included. */
const dayShapedText = fc
  .tuple(fc.constantFrom(...monthWords), fc.integer({ min: 0, max: 35 }), fc.constantFrom(", ", " ", ",\n"), year)
  .map(([month, day, beforeYear, dayYear]) => `${month} ${day}${beforeYear}${dayYear}`);

/** Well-formed ranges with any numbers in them, impossible days and reversed ranges included. */
const rangeShapedText = fc
  .tuple(
    fc.constantFrom(...monthWords),
    fc.integer({ min: 0, max: 35 }),
    fc.constantFrom("-", " - ", "–", "—"),
    fc.option(fc.constantFrom(...monthWords), { nil: undefined }),
    fc.integer({ min: 0, max: 35 }),
    year,
  )
  .map(([month, first, dash, lastMonth, last, rangeYear]) =>
    lastMonth === undefined
      ? `${month} ${first}${dash}${last}, ${rangeYear}`
      : `${month} ${first}${dash}${lastMonth} ${last}, ${rangeYear}`,
  );

const texts = fc.oneof(anyText, dateLikeText, dayShapedText, rangeShapedText);

/** A parsed day must be a day that exists: calendarDate accepts exactly those. */
function expectRealDay(day: CalendarDate) {
  expect(calendarDate(day.year, day.month, day.day)).toEqual(day);
}

describe.each([
  { name: "strict", options: {} },
  { name: "lenient", options: { lenient: true } },
])("parsing with the $name grammar", ({ options }) => {
  // The properties below say something only about texts that parse: make sure some do.
  test("the generated texts include days and ranges that parse", () => {
    const sample = fc.sample(texts, { numRuns: 500, seed: 1 });
    expect(sample.filter((text) => parseHumanDate(text, options)).length).toBeGreaterThan(10);
    expect(sample.filter((text) => parseHumanDateRange(text, options)).length).toBeGreaterThan(10);
  });

  test("parseHumanDate never throws and gives null or a real day", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const day = parseHumanDate(text, options);
        if (day) expectRealDay(day);
      }),
      { numRuns: 500 },
    );
  });

  test("parseHumanDateRange never throws and gives null or real days in order", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const range = parseHumanDateRange(text, options);
        if (!range) return;
        expectRealDay(range.start);
        expectRealDay(range.end);
        expect(compareCalendarDates(range.start, range.end)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  test("a single day that parses also parses as a one-day range", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const day = parseHumanDate(text, options);
        if (day) expect(parseHumanDateRange(text, options)).toEqual({ start: day, end: day });
      }),
      { numRuns: 300 },
    );
  });
});

describe("parseIsoDate", () => {
  test("never throws and gives null or a real day", () => {
    const isoLike = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(([y, m, d]) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
    fc.assert(
      fc.property(fc.oneof(anyText, isoLike), (text) => {
        const day = parseIsoDate(text);
        if (!day) return;
        expectRealDay(day);
        expect(toIsoDate(day)).toBe(text.trim());
      }),
      { numRuns: 500 },
    );
  });
});

describe("formatHumanDateRange", () => {
  const realDay = fc
    .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
    .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

  test("reads back as the same first and last day, in both grammars", () => {
    fc.assert(
      fc.property(realDay, realDay, (a, b) => {
        const [start, end] = compareCalendarDates(a, b) <= 0 ? [a, b] : [b, a];
        const text = formatHumanDateRange(start, end);
        expect(parseHumanDateRange(text)).toEqual({ start, end });
        expect(parseHumanDateRange(text, { lenient: true })).toEqual({ start, end });
      }),
      { numRuns: 500 },
    );
  });
});
