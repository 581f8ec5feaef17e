/**
 * The event schema: structured date and time fields, each mistake an issue on the field
 * concerned (the content check prints it on that field's line) with what to write.
 */
import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { eventSchema } from "./schemas/events";

const base = { title: "Quiz", location: "Pavilion", image: "../images/quiz.jpg", imageAlt: "A stage" };

/** Every issue as 'path: message'. */
function issues(input: Record<string, unknown>): string[] {
  const result = eventSchema.safeParse({ ...base, ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("valid events", () => {
  test.each([
    { startDate: "2024-10-31", startTime: "20:00" },
    { startDate: "2025-05-22", startTime: "18:00", endTime: "20:00" },
    { startDate: "2024-10-14", endDate: "2024-10-18", allDay: true },
    { startDate: "2024-12-31", startTime: "22:00", endTime: "02:00", endsNextDay: true },
    { startDate: "2025-06-27", endDate: "2025-06-29", startTime: "18:00", endTime: "10:00" },
  ])("%j", (input) => {
    expect(issues(input)).toEqual([]);
  });

  test("YAML keeps an unquoted date a string, and a time in quotes", () => {
    const data = parseYaml('startDate: 2024-10-31\nstartTime: "20:00"\nendTime: 23:00\n') as Record<string, unknown>;
    expect(eventSchema.parse({ ...base, ...data })).toMatchObject({
      startDate: "2024-10-31",
      startTime: "20:00",
      endTime: "23:00",
    });
  });

  test("a Date object (from a YAML 1.1 reader) becomes its day, not a shifted one", () => {
    expect(eventSchema.parse({ ...base, startDate: new Date("2024-10-31"), allDay: true }).startDate).toBe(
      "2024-10-31",
    );
  });

  test("defaults: the badge shows and the event is published", () => {
    expect(eventSchema.parse({ ...base, startDate: "2024-10-31", allDay: true })).toMatchObject({
      hidePastEventTag: false,
      draft: false,
    });
  });
});

describe("mistakes name the field and say what to write", () => {
  test("a written-out or day-first date", () => {
    expect(issues({ startDate: "October 31, 2024", allDay: true })).toEqual([
      'startDate: "October 31, 2024" is not written YYYY-MM-DD → write it as startDate: 2024-10-31',
    ]);
    expect(issues({ startDate: "31-10-2024", allDay: true })).toEqual([
      'startDate: "31-10-2024" is not written YYYY-MM-DD → write it as startDate: 2024-10-31',
    ]);
  });

  test("a missing startDate", () => {
    expect(issues({ allDay: true })).toEqual([
      "startDate: missing → add startDate: YYYY-MM-DD, e.g. startDate: 2025-05-22",
    ]);
  });

  test("a 12-hour time", () => {
    expect(issues({ startDate: "2024-10-31", startTime: "7pm" })).toEqual([
      'startTime: "7pm" is not a 24-hour time HH:mm → write startTime: "19:00"',
    ]);
  });

  test("an end before the start without endsNextDay is an error on endTime", () => {
    expect(issues({ startDate: "2024-10-31", startTime: "22:00", endTime: "19:00" })).toEqual([
      "endTime: the event ends (19:00) before it starts (22:00) → check the times: endTime comes after startTime",
    ]);
  });

  test("neither allDay nor startTime, or both", () => {
    expect(issues({ startDate: "2024-10-31" })).toEqual([
      'startTime: no startTime and no allDay → write startTime: "19:00" (24-hour), or add allDay: true for a day without times',
    ]);
    expect(issues({ startDate: "2024-10-31", allDay: true, startTime: "19:00" })).toHaveLength(1);
  });

  test("endTime needs startTime; endsNextDay needs endTime; endDate not before startDate", () => {
    expect(issues({ startDate: "2024-10-31", allDay: true, endTime: "19:00" })).toEqual([
      'endTime: endTime without a startTime → write startTime: "19:00", or remove endTime',
    ]);
    expect(issues({ startDate: "2024-10-31", startTime: "19:00", endsNextDay: true })).toEqual([
      'endsNextDay: endsNextDay without an endTime → write endTime: "01:00" (after midnight), or remove endsNextDay',
    ]);
    expect(issues({ startDate: "2024-10-18", endDate: "2024-10-14", allDay: true })).toEqual([
      "endDate: endDate 2024-10-14 is before startDate 2024-10-18 → write the event's last day as endDate, 2024-10-18 or later",
    ]);
  });

  test("the fields of the old format are unknown keys now", () => {
    const old = { date: "October 31, 2024", time: "20:00", year: "2024", sortDate: "2024-10-31", upcoming: false };
    const result = eventSchema.safeParse({ ...base, startDate: "2024-10-31", startTime: "20:00", ...old });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: "unrecognized_keys", keys: ["date", "time", "year", "sortDate", "upcoming"] }),
    ]);
  });

  test("every problem at once: one per field, the rules between fields included", () => {
    expect(
      issues({ startDate: "2024-10-31", startTime: "22:00", endTime: "19:00", location: "", year: "2024" }).map(
        (issue) => issue.split(":")[0],
      ),
    ).toEqual(["location", "", "endTime"]);
  });
});
