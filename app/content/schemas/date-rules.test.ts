/**
 * The rules of date and time fields, for both readers: the content check's (the file's key
 * and spelling) and the /admin form's (what to type). A day before 2000 is refused by both,
 * named as it was read; a day more than a year after today gets a warning (today fixed).
 */
import { describe, expect, test } from "vitest";
import { daysInWords, months } from "../../../tests/date-strings";
import { clockTime, farAheadWarning, humanDay, isoDay } from "./date-rules";

const messages = (
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("a day written YYYY-MM-DD", () => {
  const inFile = isoDay("startDate", "file", "2025-05-22");
  const inForm = isoDay("startDate", "form", "2025-05-22");

  test("a real day since 2000 passes both", () => {
    expect(messages(inFile, "2025-11-13")).toEqual([]);
    expect(messages(inForm, "2025-11-13")).toEqual([]);
    expect(messages(inFile, "2000-01-01")).toEqual([]);
  });

  test("a day before 2000 is refused by both, named as it was read, with the fix", () => {
    expect(messages(inFile, "1905-12-11")).toEqual([
      `${daysInWords["1905-12-11"]} is before 2000 → write startDate: YYYY-MM-DD with the year in full`,
    ]);
    expect(messages(inForm, "1999-12-31")).toEqual([
      `${daysInWords["1999-12-31"]} is before 2000 → check the year, and type the date as day-month-year, e.g. 13-11-2025`,
    ]);
  });

  test("the file's reader is told the key and the spelling, the form's what to type", () => {
    expect(messages(inFile, "13-11-2025")).toEqual([
      '"13-11-2025" is not written YYYY-MM-DD → write it as startDate: 2025-11-13',
    ]);
    expect(messages(inForm, "13-13-2025")).toEqual([
      '"13-13-2025": there is no month 13 → type the day, month and year, e.g. 13-11-2025, or pick the day from the calendar',
    ]);
    expect(messages(inForm, "31-11-2025")).toEqual([
      `"31-11-2025": ${months["2025-11-01"]} has 30 days → type the day, month and year, e.g. 13-11-2025, or pick the day from the calendar`,
    ]);
    expect(messages(inForm, "29-02-2025")).toEqual([
      `"29-02-2025": ${months["2025-02-01"]} has 28 days → type the day, month and year, e.g. 13-11-2025, or pick the day from the calendar`,
    ]);
    expect(messages(inForm, "soon")).toEqual([
      '"soon" is not a date → type the day, month and year, e.g. 13-11-2025, or pick the day from the calendar',
    ]);
  });

  test("a form's message never names the file's key", () => {
    for (const typed of ["13-13-2025", "soon", "1905-12-11", "13-11-2025", 7]) {
      for (const message of messages(inForm, typed)) expect(message).not.toContain("startDate");
    }
  });
});

describe("an article's date, written as the site writes dates", () => {
  test("a day before 2000 is refused by both readers", () => {
    expect(messages(humanDay("file"), "December 11, 1905")).toEqual([
      `${daysInWords["1905-12-11"]} is before 2000 → write the year in full`,
    ]);
    expect(messages(humanDay("form"), "December 11, 1905")).toEqual([
      `${daysInWords["1905-12-11"]} is before 2000 → check the year, and type the date as day-month-year, e.g. 13-11-2025`,
    ]);
  });

  test("another spelling is told the editor's own day, written the site's way", () => {
    expect(messages(humanDay("file"), "2025-11-20")).toEqual([
      '"2025-11-20" is not a date like "November 20, 2025" → write a date like "November 20, 2025"',
    ]);
  });
});

describe("a time on the 24-hour clock", () => {
  test("the form says why a typed time is no time of the clock", () => {
    const inForm = clockTime("endTime", "form");
    expect(messages(inForm, "22:30")).toEqual([]);
    expect(messages(inForm, "24:00")).toEqual([
      '"24:00": the 24-hour clock runs from 00:00 to 23:59 → type 00:00 for midnight',
    ]);
    expect(messages(inForm, "25:00")).toEqual([
      '"25:00": there is no hour 25 → type hours and minutes on the 24-hour clock, e.g. 19:30 or 1930',
    ]);
    expect(messages(inForm, "12:75")).toEqual([
      '"12:75": there is no minute 75 → type hours and minutes on the 24-hour clock, e.g. 19:30 or 1930',
    ]);
  });

  test("the file's reader is told the key", () => {
    expect(messages(clockTime("endTime", "file"), "7pm")).toEqual([
      '"7pm" is not a 24-hour time HH:mm → write endTime: "19:00"',
    ]);
  });
});

describe("farAheadWarning", () => {
  const today = { year: 2026, month: 11, day: 29 };

  test("warns of a day more than a year after today, and of no day within the year", () => {
    expect(farAheadWarning({ year: 2027, month: 11, day: 30 }, today)).toBe(
      "more than a year from today: is the year right?",
    );
    expect(farAheadWarning({ year: 2027, month: 11, day: 29 }, today)).toBeNull();
    expect(farAheadWarning({ year: 1905, month: 12, day: 11 }, today)).toBeNull();
  });
});
