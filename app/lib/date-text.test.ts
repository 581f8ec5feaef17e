import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { timingOf } from "../../tests/date-strings";
import { writtenByTheModule } from "../../tests/date-strings-check";
import * as dateText from "./date-text";
import { parseHumanDate, parseIsoDate } from "./dates";

describe("the table of expected strings (tests/date-strings.ts)", () => {
  test("every line is what date-text.ts writes in Node (tests/e2e/date-text.spec.ts: in Chromium)", () => {
    const { expected, written } = writtenByTheModule(dateText);
    expect(Object.keys(expected).length).toBeGreaterThan(50);
    expect(written).toEqual(expected);
  });

  test("its keys read as the fields they name", () => {
    expect(timingOf("2025-12-31 22:00-02:00+1")).toEqual({
      startDate: "2025-12-31",
      startTime: "22:00",
      endTime: "02:00",
      endsNextDay: true,
    });
    expect(timingOf("2024-10-14/2024-10-18 all day")).toEqual({
      startDate: "2024-10-14",
      endDate: "2024-10-18",
      allDay: true,
    });
    expect(timingOf("2025-05-22 17:30")).toEqual({ startDate: "2025-05-22", startTime: "17:30" });
  });
});

describe("date-text.ts", () => {
  const day = (iso: string) => {
    const parsed = parseIsoDate(iso);
    if (!parsed) throw new Error(`${iso} is not a day`);
    return parsed;
  };

  test("an article's day is written so that the reader of files reads it back, for every day since 2000", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }), (d) => {
        const calendarDay = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        expect(parseHumanDate(dateText.dayText(calendarDay))).toEqual(calendarDay);
      }),
    );
  });

  test("a day is the calendar's, whatever the process zone", () => {
    const zone = process.env.TZ;
    const written = () => [dateText.dayInWords(day("2026-12-20")), dateText.eventWhen({ startDate: "2026-01-01" })];
    const inUtc = written();
    try {
      for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/New_York"]) {
        process.env.TZ = tz;
        expect(written()).toEqual(inUtc);
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  test("a last day before the first gives the first day alone", () => {
    expect(dateText.dayRangeText(day("2024-10-18"), day("2024-10-14"))).toBe(
      dateText.dayRangeText(day("2024-10-18"), day("2024-10-18")),
    );
  });

  test("an event's unreadable date is shown as written, and its unreadable start time too", () => {
    expect(dateText.eventDateText({ startDate: "TBA" })).toBe("TBA");
    expect(dateText.eventTimeText({ startDate: "2025-05-22", startTime: "7pm" })).toBe("7pm");
  });

  test("the years 0 to 99 are those years, not 1900 to 1999", () => {
    expect(dateText.dayInWords({ year: 5, month: 12, day: 11 })).toMatch(/ 11 December 5$/);
  });
});
