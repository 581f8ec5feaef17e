import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  calendarDate,
  compareCalendarDates,
  formatHumanDate,
  formatHumanDateRange,
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

  test("round-trips with formatHumanDate for every real day", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1900-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }), (d) => {
        const day = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        expect(parseHumanDate(formatHumanDate(day))).toEqual(day);
      }),
    );
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

describe("formatHumanDateRange", () => {
  const day = (year: number, month: number, date: number) => ({ year, month, day: date });

  test("writes one day, and ranges within a month, across months and across years", () => {
    expect(formatHumanDateRange(day(2025, 5, 22), day(2025, 5, 22))).toBe("May 22, 2025");
    expect(formatHumanDateRange(day(2024, 10, 14), day(2024, 10, 18))).toBe("October 14-18, 2024");
    expect(formatHumanDateRange(day(2024, 10, 30), day(2024, 11, 2))).toBe("October 30 - November 2, 2024");
    expect(formatHumanDateRange(day(2024, 12, 30), day(2025, 1, 2))).toBe("December 30, 2024 - January 2, 2025");
  });

  test("an end before the start gives the start day alone", () => {
    expect(formatHumanDateRange(day(2024, 10, 18), day(2024, 10, 14))).toBe("October 18, 2024");
  });
});

describe("helpers", () => {
  test("parseIsoDate reads real ISO days only", () => {
    expect(parseIsoDate("2024-10-14")).toEqual({ year: 2024, month: 10, day: 14 });
    expect(parseIsoDate("2024-02-30")).toBeNull();
    expect(parseIsoDate("14-10-2024")).toBeNull();
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
