import { describe, expect, test, vi } from "vitest";
import { listContentFiles, readMarkdown } from "~/content/load.server";
import { type EventFrontmatter, eventSchema } from "~/content/schemas";
import { expectedSampleSchedules } from "~/lib/calendar/sample-events.fixture";
import {
  amsterdamInstant,
  eventSchedule,
  parseEventDate,
  parseEventTime,
  scheduleInstants,
  sortEventsNewestFirst,
} from "./event-dates";

const quiet = { warn: () => {} };

let samples: ({ id: string } & EventFrontmatter)[] | undefined;

function sampleEvents() {
  samples ??= listContentFiles("events").map((file) => {
    const { slug, data } = readMarkdown(file, eventSchema);
    return { id: slug, ...data };
  });
  return samples;
}

describe("every sample event", () => {
  test("the content folder holds the 13 events of SPEC §2, all parseable", () => {
    const events = sampleEvents();
    expect(events.map((event) => event.id).sort()).toEqual(expectedSampleSchedules.map((event) => event.id).sort());
    for (const event of events) expect(eventSchedule(event, quiet).usedFallback, event.id).toBe(false);
  });

  test.each(expectedSampleSchedules)("$id starts and ends at the right Amsterdam time", (expected) => {
    const event = sampleEvents().find((candidate) => candidate.id === expected.id);
    if (!event) throw new Error(`content/events/${expected.id}.md is missing`);
    const warn = vi.fn();
    const schedule = eventSchedule(event, { warn });
    expect(warn).not.toHaveBeenCalled();
    if (expected.allDay) {
      expect(schedule).toEqual({
        allDay: true,
        startDay: expected.startDay,
        endDay: expected.endDay,
        usedFallback: false,
      });
    } else {
      expect(schedule).toEqual({
        allDay: false,
        start: expected.startLocal,
        end: expected.endLocal,
        usedFallback: false,
      });
      const { start, end } = scheduleInstants(schedule);
      expect([start.toISOString(), end.toISOString()]).toEqual([expected.startUtc, expected.endUtc]);
    }
  });
});

describe("parseEventDate", () => {
  test("reads a single date, ranges within a month, across months and across years", () => {
    expect(parseEventDate("May 22, 2025")).toEqual({
      first: { year: 2025, month: 5, day: 22 },
      last: { year: 2025, month: 5, day: 22 },
    });
    expect(parseEventDate("October 14-18, 2024")?.last).toEqual({ year: 2024, month: 10, day: 18 });
    expect(parseEventDate("October 14 – 18, 2024")?.last).toEqual({ year: 2024, month: 10, day: 18 });
    expect(parseEventDate("October 30 - November 2, 2024")).toEqual({
      first: { year: 2024, month: 10, day: 30 },
      last: { year: 2024, month: 11, day: 2 },
    });
    expect(parseEventDate("December 30, 2024 - January 2, 2025")).toEqual({
      first: { year: 2024, month: 12, day: 30 },
      last: { year: 2025, month: 1, day: 2 },
    });
    expect(parseEventDate("Sept 3, 2025")?.first).toEqual({ year: 2025, month: 9, day: 3 });
  });

  test.each([
    "",
    "soon",
    "Smarch 3, 2025",
    "February 30, 2025",
    "October 18-14, 2024",
    "October 14-32, 2024",
    "2025-05-22",
    "May 22",
  ])("returns null for %j", (text) => {
    expect(parseEventDate(text)).toBeNull();
  });
});

describe("parseEventTime", () => {
  test("reads ranges, single times and all-day", () => {
    expect(parseEventTime("18:00 - 20:00")).toEqual({
      kind: "timed",
      start: { hour: 18, minute: 0 },
      end: { hour: 20, minute: 0 },
    });
    expect(parseEventTime("9:30–11:00")?.kind).toBe("timed");
    expect(parseEventTime("19:30")).toEqual({ kind: "timed", start: { hour: 19, minute: 30 } });
    expect(parseEventTime("All day")).toEqual({ kind: "all-day" });
    expect(parseEventTime("all-day")).toEqual({ kind: "all-day" });
  });

  test.each(["", "evening", "25:00", "18:00 - 24:30", "18:60"])("returns null for %j", (text) => {
    expect(parseEventTime(text)).toBeNull();
  });
});

describe("eventSchedule", () => {
  test("a multi-day range with times runs from the first day's start to the last day's end", () => {
    expect(eventSchedule({ date: "October 14-18, 2024", time: "09:00 - 17:00" }, quiet)).toMatchObject({
      allDay: false,
      start: "2024-10-14T09:00",
      end: "2024-10-18T17:00",
    });
  });

  test("an end time before the start time ends the next morning", () => {
    expect(eventSchedule({ date: "December 31, 2024", time: "22:00 - 02:00" }, quiet)).toMatchObject({
      start: "2024-12-31T22:00",
      end: "2025-01-01T02:00",
    });
  });

  test("a single time near midnight lasts 2 hours into the next day", () => {
    expect(eventSchedule({ date: "June 30, 2025", time: "23:00" }, quiet)).toMatchObject({
      start: "2025-06-30T23:00",
      end: "2025-07-01T01:00",
    });
  });

  test("an all-day range across months ends the day after its last day", () => {
    expect(eventSchedule({ date: "October 30 - November 2, 2024", time: "All day" }, quiet)).toMatchObject({
      allDay: true,
      startDay: "2024-10-30",
      endDay: "2024-11-03",
    });
  });
});

describe("daylight saving time edges in Amsterdam", () => {
  test("the last Sunday of March (2025-03-30): evening events are in summer time, UTC+2", () => {
    const { start, end } = scheduleInstants(eventSchedule({ date: "March 30, 2025", time: "18:00 - 20:00" }, quiet));
    expect([start.toISOString(), end.toISOString()]).toEqual(["2025-03-30T16:00:00.000Z", "2025-03-30T18:00:00.000Z"]);
  });

  test("the day before (2025-03-29) is still winter time, UTC+1", () => {
    const { start } = scheduleInstants(eventSchedule({ date: "March 29, 2025", time: "18:00" }, quiet));
    expect(start.toISOString()).toBe("2025-03-29T17:00:00.000Z");
  });

  test("the last Sunday of October (2025-10-26): evening events are back in winter time, UTC+1", () => {
    const { start, end } = scheduleInstants(eventSchedule({ date: "October 26, 2025", time: "18:00 - 20:00" }, quiet));
    expect([start.toISOString(), end.toISOString()]).toEqual(["2025-10-26T17:00:00.000Z", "2025-10-26T19:00:00.000Z"]);
  });

  test("the last Sunday of October 2024 (2024-10-27) behaves the same way", () => {
    const { start } = scheduleInstants(eventSchedule({ date: "October 27, 2024", time: "20:00" }, quiet));
    expect(start.toISOString()).toBe("2024-10-27T19:00:00.000Z");
  });

  test("the default 2 hours are real hours across the spring change (01:30 CET → 04:30 CEST)", () => {
    const schedule = eventSchedule({ date: "March 30, 2025", time: "01:30" }, quiet);
    expect(schedule).toMatchObject({ start: "2025-03-30T01:30", end: "2025-03-30T04:30" });
    const { start, end } = scheduleInstants(schedule);
    expect(end.getTime() - start.getTime()).toBe(2 * 60 * 60 * 1000);
  });

  test("a time that occurs twice in the autumn is its first occurrence (RFC 5545), in every zone", () => {
    const { start } = scheduleInstants(eventSchedule({ date: "October 26, 2025", time: "02:30" }, quiet));
    expect(start.toISOString()).toBe("2025-10-26T00:30:00.000Z");
  });

  test("a time skipped in the spring uses the offset from before the gap (RFC 5545): 02:30 is 03:30 CEST", () => {
    const schedule = eventSchedule({ date: "March 30, 2025", time: "02:30" }, quiet);
    expect(schedule).toMatchObject({ start: "2025-03-30T03:30" });
    expect(scheduleInstants(schedule).start.toISOString()).toBe("2025-03-30T01:30:00.000Z");
  });

  test("an all-day event on a change day still covers the Amsterdam day", () => {
    const { start, end } = scheduleInstants(eventSchedule({ date: "March 30, 2025", time: "All day" }, quiet));
    expect([start.toISOString(), end.toISOString()]).toEqual(["2025-03-29T23:00:00.000Z", "2025-03-30T22:00:00.000Z"]);
  });
});

describe("the fallback for a missing or unreadable date (SPEC §5, §8)", () => {
  // 23:30 UTC on 14 May is already 15 May in Amsterdam.
  const now = new Date("2025-05-14T23:30:00Z");

  test.each([undefined, "", "sometime in spring", "October 18-14, 2024", "February 30, 2025"])(
    "date %j uses today's Amsterdam date and warns",
    (date) => {
      const warn = vi.fn();
      const schedule = eventSchedule({ date, time: "18:00 - 20:00" }, { now, warn });
      expect(schedule).toEqual({
        allDay: false,
        start: "2025-05-15T18:00",
        end: "2025-05-15T20:00",
        usedFallback: true,
      });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain("2025-05-15");
    },
  );

  test("warns with console.warn when no warn function is given", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    eventSchedule({ date: "TBA", time: "All day" }, { now });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test("an unreadable time becomes an all-day event, with a warning", () => {
    const warn = vi.fn();
    expect(eventSchedule({ date: "May 22, 2025", time: "evening" }, { warn })).toEqual({
      allDay: true,
      startDay: "2025-05-22",
      endDay: "2025-05-23",
      usedFallback: false,
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("amsterdamInstant", () => {
  test("reads wall-clock text and rejects anything else", () => {
    expect(amsterdamInstant("2025-01-15T09:00").toISOString()).toBe("2025-01-15T08:00:00.000Z");
    expect(amsterdamInstant("2025-07-15").toISOString()).toBe("2025-07-14T22:00:00.000Z");
    expect(() => amsterdamInstant("15 July")).toThrow(RangeError);
  });
});

describe("sortEventsNewestFirst", () => {
  test("uses sortDate when given, else the first day of the date text; unreadable dates last", () => {
    const sorted = sortEventsNewestFirst([
      { id: "a", date: "May 22, 2025" },
      { id: "b", date: "October 14-18, 2024", sortDate: "2024-10-14" },
      { id: "c", date: "TBA" },
      { id: "d", date: "September 15-19, 2025" },
      { id: "e", date: "Soon", sortDate: "2025-06-01" },
    ]);
    expect(sorted.map((event) => event.id)).toEqual(["d", "e", "a", "b", "c"]);
  });

  test("the sample events come out newest first", () => {
    const sorted = sortEventsNewestFirst(sampleEvents());
    expect(sorted[0]?.id).toBe("course-evaluation-lunch-2025");
    expect(sorted.at(-1)?.id).toBe("welcome-back-picnic-2024");
  });
});
