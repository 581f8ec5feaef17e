import { describe, expect, test, vi } from "vitest";
import { scheduleCases } from "../../tests/helpers/schedule-cases";
import {
  amsterdamDateTime,
  amsterdamInstant,
  type EventTiming,
  eventSchedule,
  eventSortKey,
  eventYear,
  isUpcoming,
  scheduleInstants,
  sortEventsNewestFirst,
} from "./event-dates";

const quiet = { warn: () => {} };

describe("eventSchedule", () => {
  test.each(scheduleCases)("$id starts and ends at the right Amsterdam time", (expected) => {
    const warn = vi.fn();
    const schedule = eventSchedule(expected.timing, { warn });
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

  test("an event over several days with times runs from the first day's start to the last day's end", () => {
    const timing = { startDate: "2024-10-14", endDate: "2024-10-18", startTime: "09:00", endTime: "17:00" };
    expect(eventSchedule(timing, quiet)).toMatchObject({
      allDay: false,
      start: "2024-10-14T09:00",
      end: "2024-10-18T17:00",
    });
  });

  test("endsNextDay puts the end on the morning after", () => {
    const timing = { startDate: "2024-12-31", startTime: "22:00", endTime: "02:00", endsNextDay: true };
    const warn = vi.fn();
    expect(eventSchedule(timing, { warn })).toMatchObject({ start: "2024-12-31T22:00", end: "2025-01-01T02:00" });
    expect(warn).not.toHaveBeenCalled();
  });

  test("endsNextDay after the last day of several", () => {
    const timing = {
      startDate: "2025-06-27",
      endDate: "2025-06-28",
      startTime: "22:00",
      endTime: "04:00",
      endsNextDay: true,
    };
    expect(eventSchedule(timing, quiet)).toMatchObject({ start: "2025-06-27T22:00", end: "2025-06-29T04:00" });
  });

  test("a start time near midnight without an end lasts 2 hours into the next day", () => {
    expect(eventSchedule({ startDate: "2025-06-30", startTime: "23:00" }, quiet)).toMatchObject({
      start: "2025-06-30T23:00",
      end: "2025-07-01T01:00",
    });
  });

  test("all day across months and across years ends the day after the last day", () => {
    expect(eventSchedule({ startDate: "2024-10-30", endDate: "2024-11-02", allDay: true }, quiet)).toMatchObject({
      allDay: true,
      startDay: "2024-10-30",
      endDay: "2024-11-03",
    });
    expect(eventSchedule({ startDate: "2024-12-30", endDate: "2025-01-02", allDay: true }, quiet)).toMatchObject({
      startDay: "2024-12-30",
      endDay: "2025-01-03",
    });
  });
});

describe("daylight saving time edges in Amsterdam", () => {
  const instants = (timing: EventTiming) => scheduleInstants(eventSchedule(timing, quiet));

  test("the last Sunday of March (2025-03-30): evening events are in summer time, UTC+2", () => {
    const { start, end } = instants({ startDate: "2025-03-30", startTime: "18:00", endTime: "20:00" });
    expect([start.toISOString(), end.toISOString()]).toEqual(["2025-03-30T16:00:00.000Z", "2025-03-30T18:00:00.000Z"]);
  });

  test("the day before (2025-03-29) is still winter time, UTC+1", () => {
    expect(instants({ startDate: "2025-03-29", startTime: "18:00" }).start.toISOString()).toBe(
      "2025-03-29T17:00:00.000Z",
    );
  });

  test("the last Sunday of October (2025-10-26): evening events are back in winter time, UTC+1", () => {
    const { start, end } = instants({ startDate: "2025-10-26", startTime: "18:00", endTime: "20:00" });
    expect([start.toISOString(), end.toISOString()]).toEqual(["2025-10-26T17:00:00.000Z", "2025-10-26T19:00:00.000Z"]);
  });

  test("the last Sunday of October 2024 (2024-10-27) behaves the same way", () => {
    expect(instants({ startDate: "2024-10-27", startTime: "20:00" }).start.toISOString()).toBe(
      "2024-10-27T19:00:00.000Z",
    );
  });

  test("the default 2 hours are real hours across the spring change (01:30 CET → 04:30 CEST)", () => {
    const schedule = eventSchedule({ startDate: "2025-03-30", startTime: "01:30" }, quiet);
    expect(schedule).toMatchObject({ start: "2025-03-30T01:30", end: "2025-03-30T04:30" });
    const { start, end } = scheduleInstants(schedule);
    expect(end.getTime() - start.getTime()).toBe(2 * 60 * 60 * 1000);
  });

  test("a time that occurs twice in the autumn is its first occurrence (RFC 5545), in every zone", () => {
    expect(instants({ startDate: "2025-10-26", startTime: "02:30" }).start.toISOString()).toBe(
      "2025-10-26T00:30:00.000Z",
    );
  });

  test("a time skipped in the spring uses the offset from before the gap (RFC 5545): 02:30 is 03:30 CEST", () => {
    const schedule = eventSchedule({ startDate: "2025-03-30", startTime: "02:30" }, quiet);
    expect(schedule).toMatchObject({ start: "2025-03-30T03:30" });
    expect(scheduleInstants(schedule).start.toISOString()).toBe("2025-03-30T01:30:00.000Z");
  });

  test("an all-day event on a change day still covers the Amsterdam day", () => {
    const { start, end } = instants({ startDate: "2025-03-30", allDay: true });
    expect([start.toISOString(), end.toISOString()]).toEqual(["2025-03-29T23:00:00.000Z", "2025-03-30T22:00:00.000Z"]);
  });
});

describe("the safety net for fields the content schema rules out", () => {
  // 23:30 UTC on 14 May is already 15 May in Amsterdam.
  const now = new Date("2025-05-14T23:30:00Z");

  test.each([undefined, null, "", "sometime in spring", "May 22, 2025", "2025-02-30", "2025-5-22"])(
    "startDate %j uses today's Amsterdam date and warns",
    (startDate) => {
      const warn = vi.fn();
      const schedule = eventSchedule({ startDate, startTime: "18:00", endTime: "20:00" }, { now, warn });
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
    eventSchedule({ startDate: "TBA", allDay: true }, { now });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test("an unreadable start time (or none without allDay) becomes an all-day event, with a warning", () => {
    for (const startTime of ["7pm", undefined]) {
      const warn = vi.fn();
      expect(eventSchedule({ startDate: "2025-05-22", startTime }, { warn })).toEqual({
        allDay: true,
        startDay: "2025-05-22",
        endDay: "2025-05-23",
        usedFallback: false,
      });
      expect(warn).toHaveBeenCalledTimes(1);
    }
  });

  test("an end before the start without endsNextDay ends the next day, with a warning", () => {
    const warn = vi.fn();
    const schedule = eventSchedule({ startDate: "2025-05-22", startTime: "22:00", endTime: "19:00" }, { warn });
    expect(schedule).toMatchObject({ start: "2025-05-22T22:00", end: "2025-05-23T19:00" });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test("an endDate before the startDate, or unreadable, means one day, with a warning", () => {
    for (const endDate of ["2025-05-20", "soon"]) {
      const warn = vi.fn();
      expect(eventSchedule({ startDate: "2025-05-22", endDate, allDay: true }, { warn })).toMatchObject({
        startDay: "2025-05-22",
        endDay: "2025-05-23",
      });
      expect(warn).toHaveBeenCalledTimes(1);
    }
  });
});

describe("the filter year", () => {
  test("is the year of the first day, also for an event into the next year", () => {
    expect(eventYear({ startDate: "2024-12-30" })).toBe("2024");
  });
});

describe("amsterdamInstant", () => {
  test("reads wall-clock text and rejects anything else", () => {
    expect(amsterdamInstant("2025-01-15T09:00").toISOString()).toBe("2025-01-15T08:00:00.000Z");
    expect(amsterdamInstant("2025-07-15").toISOString()).toBe("2025-07-14T22:00:00.000Z");
    expect(() => amsterdamInstant("15 July")).toThrow(RangeError);
  });
});

describe("isUpcoming", () => {
  const at = (iso: string) => new Date(iso);

  test("a timed event is upcoming until its end time in Amsterdam, not after", () => {
    const schedule = eventSchedule({ startDate: "2025-05-22", startTime: "18:00", endTime: "20:00" }, quiet);
    expect(isUpcoming(schedule, at("2025-05-22T17:59:59.999Z"))).toBe(true); // 19:59:59 in Amsterdam
    expect(isUpcoming(schedule, at("2025-05-22T18:00:00.000Z"))).toBe(false); // 20:00
  });

  test("an event with a start time only is over after the default 2 hours", () => {
    const schedule = eventSchedule({ startDate: "2024-10-31", startTime: "20:00" }, quiet);
    expect(isUpcoming(schedule, at("2024-10-31T20:59:00Z"))).toBe(true); // 21:59 CET
    expect(isUpcoming(schedule, at("2024-10-31T21:00:00Z"))).toBe(false); // 22:00 CET
  });

  test("an all-day event over several days is upcoming until midnight after its last day", () => {
    const schedule = eventSchedule({ startDate: "2024-10-14", endDate: "2024-10-18", allDay: true }, quiet);
    expect(isUpcoming(schedule, at("2024-10-18T21:59:00Z"))).toBe(true); // 23:59 CEST on the last day
    expect(isUpcoming(schedule, at("2024-10-18T22:00:00Z"))).toBe(false); // midnight
  });

  test("an event that ends after midnight is upcoming until the next morning", () => {
    const schedule = eventSchedule(
      { startDate: "2024-12-31", startTime: "22:00", endTime: "02:00", endsNextDay: true },
      quiet,
    );
    expect(isUpcoming(schedule, at("2025-01-01T00:30:00Z"))).toBe(true); // 01:30 CET
    expect(isUpcoming(schedule, at("2025-01-01T01:00:00Z"))).toBe(false); // 02:00 CET
  });
});

describe("sortEventsNewestFirst", () => {
  test("orders by the start, newest first; a later start the same day comes first; ties keep their order", () => {
    const sorted = sortEventsNewestFirst([
      { id: "a", startDate: "2025-05-22", startTime: "18:00" },
      { id: "b", startDate: "2024-10-14", endDate: "2024-12-01", allDay: true },
      { id: "c", startDate: "2025-05-22", startTime: "20:00" },
      { id: "d", startDate: "2025-09-15", allDay: true },
      { id: "e", startDate: "2024-11-01", allDay: true },
      { id: "f", startDate: "2024-11-01", allDay: true },
    ]);
    expect(sorted.map((event) => event.id)).toEqual(["d", "c", "a", "e", "f", "b"]);
  });

  test("an unreadable start sorts last", () => {
    expect(eventSortKey({ startDate: "TBA", allDay: true })).toBe("");
    const sorted = sortEventsNewestFirst([
      { id: "x", startDate: "TBA" },
      { id: "y", startDate: "2020-01-01", allDay: true },
    ]);
    expect(sorted.map((event) => event.id)).toEqual(["y", "x"]);
  });
});

describe("amsterdamDateTime", () => {
  test("adds +02:00 in summer and +01:00 in winter", () => {
    expect(amsterdamDateTime("2025-05-22T18:00")).toBe("2025-05-22T18:00:00+02:00");
    expect(amsterdamDateTime("2024-11-21T18:30")).toBe("2024-11-21T18:30:00+01:00");
  });

  test("uses the offset in force on each side of the autumn change", () => {
    expect(amsterdamDateTime("2025-10-25T23:00")).toBe("2025-10-25T23:00:00+02:00");
    expect(amsterdamDateTime("2025-10-26T12:00")).toBe("2025-10-26T12:00:00+01:00");
  });
});
