import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { clockText, typedDayText } from "./date-text";
import { pad, toIsoDate } from "./dates";
import {
  clockTimeProblem,
  eventTimingProblems,
  isoDayProblem,
  parseClockTime,
  readIsoDay,
  readTypedDay,
  readTypedTime,
  suggestClockTime,
  suggestIsoDays,
  typedDayParts,
} from "./event-fields";

describe("readIsoDay", () => {
  test("reads a real day written exactly YYYY-MM-DD", () => {
    expect(readIsoDay("2024-10-31")).toEqual({ year: 2024, month: 10, day: 31 });
    expect(readIsoDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
  });

  test.each(["", " 2024-10-31", "2024-10-31 ", "2024-10-1", "2025-02-29", "2024-13-01", "31-10-2024"])(
    "gives null for %j",
    (text) => {
      expect(readIsoDay(text)).toBeNull();
    },
  );
});

describe("parseClockTime", () => {
  test("reads 24-hour HH:mm", () => {
    expect(parseClockTime("00:00")).toEqual({ hour: 0, minute: 0 });
    expect(parseClockTime("19:30")).toEqual({ hour: 19, minute: 30 });
    expect(parseClockTime("23:59")).toEqual({ hour: 23, minute: 59 });
  });

  test.each(["", "9:30", "24:00", "18:60", "7pm", "19.30", "18:00 - 20:00", "All day"])("gives null for %j", (text) => {
    expect(parseClockTime(text)).toBeNull();
  });
});

describe("what an editor wrote, spelled the right way", () => {
  test.each([
    ["October 31, 2024", "2024-10-31"],
    ["Oct 31 2024", "2024-10-31"],
    ["31-10-2024", "2024-10-31"],
    ["31/10/2024", "2024-10-31"],
    ["1.3.2025", "2025-03-01"],
    ["2024/10/31", "2024-10-31"],
    ["2024-10-1", "2024-10-01"],
  ])("the day %j is %j", (text, iso) => {
    expect(suggestIsoDays(text)).toEqual({ start: iso, end: iso });
  });

  test("a range gives its first and last day", () => {
    expect(suggestIsoDays("October 14-18, 2024")).toEqual({ start: "2024-10-14", end: "2024-10-18" });
  });

  test.each(["soon", "31-02-2024", "10/31/2024", ""])("%j cannot be read", (text) => {
    expect(suggestIsoDays(text)).toBeNull();
  });

  test.each([
    ["7pm", "19:00"],
    ["7 PM", "19:00"],
    ["7:30pm", "19:30"],
    ["7.30 p.m.", "19:30"],
    ["12am", "00:00"],
    ["12 pm", "12:00"],
    ["9:30", "09:30"],
    ["19.30", "19:30"],
    ["19u30", "19:30"],
    ["19", "19:00"],
  ])("the time %j is %j", (text, time) => {
    expect(suggestClockTime(text)).toBe(time);
  });

  test.each(["13pm", "25:00", "18:75", "evening", "24:00"])("the time %j cannot be read", (text) => {
    expect(suggestClockTime(text)).toBeNull();
  });
});

describe("isoDayProblem", () => {
  test("a correct day has no problem", () => {
    expect(isoDayProblem("startDate", "2024-10-31")).toBeNull();
  });

  test("a written-out or day-first date is spelled out for the editor", () => {
    expect(isoDayProblem("startDate", "October 31, 2024")).toBe(
      '"October 31, 2024" is not written YYYY-MM-DD → write it as startDate: 2024-10-31',
    );
    expect(isoDayProblem("endDate", "31-10-2024")).toBe(
      '"31-10-2024" is not written YYYY-MM-DD → write it as endDate: 2024-10-31',
    );
  });

  test("a range becomes startDate and endDate", () => {
    expect(isoDayProblem("startDate", "October 14-18, 2024")).toBe(
      '"October 14-18, 2024" is a range of days → write startDate: 2024-10-14 and endDate: 2024-10-18',
    );
  });

  test("a day that does not exist, and text that is no date, say what to write", () => {
    expect(isoDayProblem("startDate", "2025-02-30")).toMatch(/not a day of the calendar → write startDate: YYYY-MM-DD/);
    expect(isoDayProblem("startDate", "soon")).toBe(
      '"soon" is not a date → write startDate: YYYY-MM-DD, e.g. startDate: 2025-05-22',
    );
  });
});

describe("clockTimeProblem", () => {
  test("a correct time has no problem", () => {
    expect(clockTimeProblem("startTime", "19:00")).toBeNull();
  });

  test("a 12-hour or short time is spelled out", () => {
    expect(clockTimeProblem("startTime", "7pm")).toBe('"7pm" is not a 24-hour time HH:mm → write startTime: "19:00"');
    expect(clockTimeProblem("endTime", "9:30")).toBe('"9:30" is not a 24-hour time HH:mm → write endTime: "09:30"');
  });

  test("the old range and 'All day' texts point at the new fields", () => {
    expect(clockTimeProblem("startTime", "18:00 - 20:00")).toBe(
      '"18:00 - 20:00" is a start and an end → write startTime: "18:00" and endTime: "20:00"',
    );
    expect(clockTimeProblem("startTime", "7pm - 10pm")).toBe(
      '"7pm - 10pm" is a start and an end → write startTime: "19:00" and endTime: "22:00"',
    );
    expect(clockTimeProblem("startTime", "All day")).toBe(
      '"All day" is not a time → write allDay: true instead of startTime',
    );
  });

  test("anything else gets the format and an example", () => {
    expect(clockTimeProblem("startTime", "evening")).toBe(
      '"evening" is not a time → write startTime: "HH:mm" on the 24-hour clock, e.g. "19:00"',
    );
  });
});

describe("eventTimingProblems", () => {
  const fields = (problems: ReturnType<typeof eventTimingProblems>) => problems.map((problem) => problem.field);

  test("well-formed events have none", () => {
    expect(eventTimingProblems({ startDate: "2025-05-22", startTime: "18:00", endTime: "20:00" })).toEqual([]);
    expect(eventTimingProblems({ startDate: "2025-05-22", startTime: "17:30" })).toEqual([]);
    expect(eventTimingProblems({ startDate: "2024-10-14", endDate: "2024-10-18", allDay: true })).toEqual([]);
    expect(
      eventTimingProblems({ startDate: "2024-12-31", startTime: "22:00", endTime: "02:00", endsNextDay: true }),
    ).toEqual([]);
    // Several days: Friday 18:00 until Sunday 10:00 ends after it starts.
    expect(
      eventTimingProblems({ startDate: "2025-06-27", endDate: "2025-06-29", startTime: "18:00", endTime: "10:00" }),
    ).toEqual([]);
  });

  test("an end before (or at) the start without endsNextDay is a problem of endTime", () => {
    const [problem, ...rest] = eventTimingProblems({ startDate: "2025-05-22", startTime: "22:00", endTime: "19:00" });
    expect(rest).toEqual([]);
    expect(problem).toEqual({
      field: "endTime",
      message: "the event ends (19:00) before it starts (22:00) → check the times: endTime comes after startTime",
    });
    expect(fields(eventTimingProblems({ startDate: "2025-05-22", startTime: "19:00", endTime: "19:00" }))).toEqual([
      "endTime",
    ]);
  });

  test("endsNextDay on an event that ends later the same day is a problem of endsNextDay", () => {
    expect(
      fields(eventTimingProblems({ startDate: "2025-05-22", startTime: "19:00", endTime: "22:00", endsNextDay: true })),
    ).toEqual(["endsNextDay"]);
  });

  test("allDay or a startTime, exactly one", () => {
    expect(fields(eventTimingProblems({ startDate: "2025-05-22" }))).toEqual(["startTime"]);
    expect(fields(eventTimingProblems({ startDate: "2025-05-22", allDay: false }))).toEqual(["startTime"]);
    expect(fields(eventTimingProblems({ startDate: "2025-05-22", allDay: true, startTime: "18:00" }))).toEqual([
      "allDay",
    ]);
  });

  test("endTime needs startTime, endsNextDay needs endTime", () => {
    expect(fields(eventTimingProblems({ startDate: "2025-05-22", allDay: true, endTime: "20:00" }))).toEqual([
      "endTime",
    ]);
    expect(fields(eventTimingProblems({ startDate: "2025-05-22", startTime: "20:00", endsNextDay: true }))).toEqual([
      "endsNextDay",
    ]);
  });

  test("an endDate before the startDate is a problem of endDate; the same day is fine", () => {
    expect(eventTimingProblems({ startDate: "2024-10-18", endDate: "2024-10-14", allDay: true })).toEqual([
      {
        field: "endDate",
        message:
          "endDate 2024-10-14 is before startDate 2024-10-18 → write the event's last day as endDate, 2024-10-18 or later",
      },
    ]);
    expect(eventTimingProblems({ startDate: "2024-10-18", endDate: "2024-10-18", allDay: true })).toEqual([]);
  });

  test("malformed fields are left to their own checks: no second message about them", () => {
    expect(eventTimingProblems({ startDate: "soon", startTime: "7pm", endTime: "19:00" })).toEqual([]);
  });

  test("every problem at once", () => {
    expect(
      fields(eventTimingProblems({ startDate: "2024-10-18", endDate: "2024-10-14", allDay: true, endsNextDay: true })),
    ).toEqual(["endsNextDay", "endDate"]);
  });
});

describe("what an editor types into a date field", () => {
  test.each([
    ["13-11-2025", "2025-11-13"],
    ["13/11/2025", "2025-11-13"],
    ["13.11.2025", "2025-11-13"],
    ["13 11 2025", "2025-11-13"],
    ["13112025", "2025-11-13"],
    ["131125", "2025-11-13"],
    ["1-3-2025", "2025-03-01"],
    ["01/03/25", "2025-03-01"],
    [" 13 - 11 - 2025 ", "2025-11-13"],
    ["2025-11-13", "2025-11-13"],
    ["2025/11/13", "2025-11-13"],
    ["November 13, 2025", "2025-11-13"],
    ["11-12-1905", "1905-12-11"],
  ])("%j is the day %j", (text, iso) => {
    expect(readTypedDay(text)).toEqual(readIsoDay(iso));
  });

  test.each([
    "11/13/2025",
    "13-13-2025",
    "31-11-2025",
    "29-02-2025",
    "13-11-202",
    "1311",
    "1311202",
    "soon",
    "",
    "October 14-18, 2024",
  ])("%j is no day", (text) => {
    expect(readTypedDay(text)).toBeNull();
  });

  test("the numbers of an impossible day are still read, to say what is wrong with them", () => {
    expect(typedDayParts("31-11-2025")).toEqual({ year: 2025, month: 11, day: 31 });
    expect(typedDayParts("11/13/2025")).toEqual({ year: 2025, month: 13, day: 11 });
    expect(typedDayParts("soon")).toBeNull();
  });
});

describe("what an editor types into a time field", () => {
  test.each([
    ["2230", "22:30"],
    ["22:30", "22:30"],
    ["22.30", "22:30"],
    ["22 30", "22:30"],
    ["22h30", "22:30"],
    ["930", "09:30"],
    ["9:30", "09:30"],
    ["0930", "09:30"],
    ["0000", "00:00"],
    ["9", "09:00"],
    ["7pm", "19:00"],
    ["12 am", "00:00"],
  ])("%j is %j", (text, time) => {
    expect(readTypedTime(text)).toEqual(parseClockTime(time));
  });

  test.each(["24:00", "2400", "25:00", "12:75", "1275", "13pm", "0pm", "22:3", "evening", ""])(
    "%j is no time of the 24-hour clock",
    (text) => {
      expect(readTypedTime(text)).toBeNull();
    },
  );
});

/**
 * The reader of typed dates and times held to its inverse: a day written in any of the ways
 * the Netherlands writes one is read back as that day, and what the field shows in its box
 * (date-text.ts's typedDayText, clockText) reads back as itself. Two-digit years are read
 * as 20xx: the site has no date before 2000 (date-rules.ts refuses one).
 */
describe("the typed readers, for any day and time", () => {
  const separators = ["-", "/", ".", " ", " - ", "  "];
  const anyDay = fc
    .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
    .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));
  const number = (value: number, zeros: boolean, digits = 2) => (zeros ? pad(value, digits) : String(value));

  test("day, month and year with any separator, with and without leading zeros, four- or two-digit years", () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.constantFrom(...separators),
        fc.constantFrom(...separators),
        fc.boolean(),
        fc.boolean(),
        (day, first, second, zeros, shortYear) => {
          const year = shortYear ? pad(day.year % 100) : String(day.year);
          const text = `${number(day.day, zeros)}${first}${number(day.month, zeros)}${second}${year}`;
          expect(readTypedDay(text)).toEqual(day);
        },
      ),
      { numRuns: 500 },
    );
  });

  test("the digits alone, day first with leading zeros, four- or two-digit years (13112025, 131125)", () => {
    fc.assert(
      fc.property(anyDay, fc.boolean(), (day, shortYear) => {
        const year = shortYear ? pad(day.year % 100) : String(day.year);
        expect(readTypedDay(`${pad(day.day)}${pad(day.month)}${year}`)).toEqual(day);
      }),
      { numRuns: 300 },
    );
  });

  test("year first is ISO order, with any separator", () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom("-", "/", ".", " "), fc.boolean(), (day, separator, zeros) => {
        const text = [String(day.year), number(day.month, zeros), number(day.day, zeros)].join(separator);
        expect(readTypedDay(text)).toEqual(day);
      }),
      { numRuns: 300 },
    );
  });

  test("the box's own text reads back as its day, and a day's ISO spelling as itself", () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        expect(readTypedDay(typedDayText(day))).toEqual(day);
        expect(readTypedDay(toIsoDate(day))).toEqual(day);
      }),
      { numRuns: 300 },
    );
  });

  test("a month over 12 is never read as a day: a day-first reader never swaps day and month", () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 13, max: 31 }), fc.constantFrom(...separators), (day, month, separator) => {
        expect(readTypedDay(`${day.day}${separator}${month}${separator}${day.year}`)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  test("hours and minutes with ':', '.', a space, 'h' or nothing between, with and without a leading zero", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(":", ".", " ", "h", ""),
        fc.boolean(),
        (hour, minute, separator, zero) => {
          const text = `${number(hour, zero)}${separator}${pad(minute)}`;
          expect(readTypedTime(text)).toEqual({ hour, minute });
          expect(readTypedTime(clockText({ hour, minute }))).toEqual({ hour, minute });
        },
      ),
      { numRuns: 500 },
    );
  });

  test("an hour over 23 or a minute over 59 is never read as a time", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(":", ".", " ", ""),
        (hour, minute, separator) => {
          fc.pre(hour > 23 || minute > 59);
          expect(readTypedTime(`${pad(hour)}${separator}${pad(minute)}`)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
