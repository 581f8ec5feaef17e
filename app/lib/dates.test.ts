import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  type CalendarDate,
  calendarDate,
  compareCalendarDates,
  pad,
  parseHumanDate,
  parseHumanDateRange,
  parseIsoDate,
  toIsoDate,
} from "./dates";

describe("parseHumanDate", () => {
  test("reads a month name, day and year", () => {
    expect(parseHumanDate("November 1, 2025")).toEqual({ year: 2025, month: 11, day: 1 });
    expect(parseHumanDate("January 25, 2025")).toEqual({ year: 2025, month: 1, day: 25 });
    expect(parseHumanDate(" march 15,2025 ")).toEqual({ year: 2025, month: 3, day: 15 });
  });

  test.each([
    "",
    "November 2025",
    "2025-11-01",
    "1 November 2025",
    "Novembre 1, 2025",
    "Nov 1, 2025",
    "November 0, 2025",
    "November 31, 2025",
    "February 29, 2025",
    "October 14-18, 2024",
    "November 1, 2025 extra",
  ])("gives null for %j", (text) => {
    expect(parseHumanDate(text)).toBeNull();
  });

  test("accepts February 29 only in leap years", () => {
    expect(parseHumanDate("February 29, 2024")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseHumanDate("February 29, 1900")).toBeNull();
  });

  test("does not depend on the machine's time zone", () => {
    // Parsing builds no Date at all, so TZ cannot shift the day; this guards that design.
    const before = process.env.TZ;
    process.env.TZ = "Pacific/Kiritimati";
    expect(parseHumanDate("January 1, 2025")).toEqual({ year: 2025, month: 1, day: 1 });
    process.env.TZ = before;
  });
});

describe("parseHumanDateRange", () => {
  test("reads a single day as a one-day range", () => {
    const day = { year: 2025, month: 5, day: 22 };
    expect(parseHumanDateRange("May 22, 2025")).toEqual({ start: day, end: day });
  });

  test("reads ranges within a month, across months and across years", () => {
    expect(parseHumanDateRange("October 14-18, 2024")).toEqual({
      start: { year: 2024, month: 10, day: 14 },
      end: { year: 2024, month: 10, day: 18 },
    });
    expect(parseHumanDateRange("October 30 - November 2, 2024")).toEqual({
      start: { year: 2024, month: 10, day: 30 },
      end: { year: 2024, month: 11, day: 2 },
    });
    expect(parseHumanDateRange("December 30, 2024 - January 2, 2025")).toEqual({
      start: { year: 2024, month: 12, day: 30 },
      end: { year: 2025, month: 1, day: 2 },
    });
  });

  test.each(["October 18-14, 2024", "October 14-32, 2024", "Spring 2025", "October 14-, 2024"])(
    "gives null for %j",
    (text) => {
      expect(parseHumanDateRange(text)).toBeNull();
    },
  );
});

describe("helpers", () => {
  test("parseIsoDate reads real ISO days only", () => {
    expect(parseIsoDate("2024-10-14")).toEqual({ year: 2024, month: 10, day: 14 });
    expect(parseIsoDate("2024-02-30")).toBeNull();
    expect(parseIsoDate("14-10-2024")).toBeNull();
  });

  test("pad writes leading zeros up to the digits asked for, and never cuts", () => {
    expect([pad(7), pad(12), pad(2025, 4), pad(25, 4), pad(123)]).toEqual(["07", "12", "2025", "0025", "123"]);
  });

  test("toIsoDate pads to a sortable string", () => {
    expect(toIsoDate({ year: 2025, month: 3, day: 1 })).toBe("2025-03-01");
  });

  test("calendarDate rejects impossible parts", () => {
    expect(calendarDate(2025, 13, 1)).toBeNull();
    expect(calendarDate(2025, 4, 31)).toBeNull();
    expect(calendarDate(2025, 4, 1.5)).toBeNull();
    expect(calendarDate(2025, 4, 30)).toEqual({ year: 2025, month: 4, day: 30 });
  });

  test("compareCalendarDates orders by year, then month, then day", () => {
    const a = { year: 2025, month: 1, day: 31 };
    const b = { year: 2025, month: 2, day: 1 };
    expect(compareCalendarDates(a, b)).toBeLessThan(0);
    expect(compareCalendarDates(b, a)).toBeGreaterThan(0);
    expect(compareCalendarDates(a, { ...a })).toBe(0);
  });
});

// ---------------------------------------------------------------- Properties

/**
 * Property tests for the human date reader: whatever an editor types (or a file holds by
 * accident), parsing never throws and either gives null or a real calendar day. The
 * example-based tests above pin the exact formats; these guard the edges.
 */

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
