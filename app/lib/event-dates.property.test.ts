/**
 * Property tests for what is built from an event's date and time fields: for any field
 * values, even those the content schema rejects, nothing throws; an unreadable startDate
 * falls back to today's Amsterdam date with a warning; an event always ends
 * after it starts; every event the schema accepts gets no warning, a schedule from its
 * first day and an end after its start (its date text: the table of date-text.ts); the Google Calendar link stays a valid
 * URL; (the .ics text: calendar/ics.server.property.test.ts). Examples live in event-dates.test.ts,
 * event-fields.test.ts and calendar/ics.server.test.ts.
 */
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { anyText, anyTiming } from "../../tests/helpers/event-timing.arbitraries";
import { googleCalendarUrlFor } from "./calendar/google-calendar";
import { pad, toIsoDate } from "./dates";
import { amsterdamDay, type EventTiming, eventSchedule, scheduleInstants } from "./event-dates";
import { eventTimingProblems, readIsoDay } from "./event-fields";

const instant = fc.date({
  min: new Date("2000-01-01T00:00:00Z"),
  max: new Date("2100-01-01T00:00:00Z"),
  noInvalidDate: true,
});

const realDay = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const clockTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${pad(hour)}:${pad(minute)}`);

/** Fields the content schema accepts: each well-formed and no problem between them. */
const validTiming: fc.Arbitrary<EventTiming> = fc
  .record({
    startDate: realDay,
    extraDays: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
    times: fc.option(
      fc.record({ startTime: clockTime, endTime: fc.option(clockTime, { nil: undefined }), endsNextDay: fc.boolean() }),
      { nil: undefined },
    ),
  })
  .map(({ startDate, extraDays, times }): EventTiming => {
    const endDate =
      extraDays === undefined
        ? undefined
        : new Date(Date.parse(`${startDate}T00:00:00Z`) + extraDays * 86_400_000).toISOString().slice(0, 10);
    if (!times) return { startDate, endDate, allDay: true };
    const endsNextDay = times.endTime !== undefined && times.endsNextDay;
    return { startDate, endDate, startTime: times.startTime, endTime: times.endTime, endsNextDay };
  })
  .filter((timing) => eventTimingProblems(timing).length === 0);

describe("eventSchedule", () => {
  test("never throws, ends after it starts, and falls back to today in Amsterdam with a warning", () => {
    fc.assert(
      fc.property(anyTiming, instant, (timing, now) => {
        const warn = vi.fn();
        const schedule = eventSchedule(timing, { now, warn });
        const { start, end } = scheduleInstants(schedule);
        expect(end.getTime()).toBeGreaterThan(start.getTime());

        const readable = readIsoDay(timing.startDate) !== null;
        expect(schedule.usedFallback).toBe(!readable);
        if (!readable) {
          const today = toIsoDate(amsterdamDay(now));
          const startDay = schedule.allDay ? schedule.startDay : schedule.start.slice(0, 10);
          expect(startDay).toBe(today);
          expect(warn.mock.calls.some(([message]) => String(message).includes(today))).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  test("an event the schema accepts gets no warning, and its schedule runs from its first to its last day", () => {
    fc.assert(
      fc.property(validTiming, (timing) => {
        const warn = vi.fn();
        const schedule = eventSchedule(timing, { warn });
        expect(warn).not.toHaveBeenCalled();
        expect(schedule.allDay).toBe(Boolean(timing.allDay));
        const firstDay = schedule.allDay ? schedule.startDay : schedule.start.slice(0, 10);
        expect(firstDay).toBe(timing.startDate);
      }),
      { numRuns: 300 },
    );
  });

  test("without a warn function the fallback warns on console.warn, never console.error", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    fc.assert(
      fc.property(anyText, (startDate) => {
        warn.mockClear();
        eventSchedule({ startDate, allDay: true }, { now: new Date("2025-05-14T12:00:00Z") });
        expect(warn).toHaveBeenCalledTimes(readIsoDay(startDate) ? 0 : 1);
      }),
      { numRuns: 200 },
    );
    expect(error).not.toHaveBeenCalled();
  });
});

describe("calendar output for any event", () => {
  const eventText = fc.string({ unit: "grapheme", minLength: 1, maxLength: 80 });

  test("the Google Calendar link is a valid URL with the Amsterdam zone and the title", () => {
    fc.assert(
      fc.property(eventText, eventText, anyTiming, (title, location, timing) => {
        const url = new URL(googleCalendarUrlFor({ title, location, ...timing }, { warn: () => {} }));
        expect(url.searchParams.get("ctz")).toBe("Europe/Amsterdam");
        expect(url.searchParams.get("text")).toBe(title);
        expect(url.searchParams.get("location")).toBe(location);
      }),
      { numRuns: 200 },
    );
  });
});
