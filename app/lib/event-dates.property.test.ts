/**
 * Property tests for the event date and time readers and what is built from them: for
 * any date and time text, nothing throws; an unreadable date falls back to today's
 * Amsterdam date with a warning (SPEC §5, §8); the Google Calendar link stays a valid
 * URL; and the .ics text parses with ical.js. Examples live in event-dates.test.ts and
 * calendar/ics.server.test.ts (which parses every sample event's file).
 */
import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, test, vi } from "vitest";
import { googleCalendarUrlFor } from "./calendar/google-calendar";
import { buildCalendar } from "./calendar/ics.server";
import { calendarDate } from "./dates";
import {
  amsterdamDay,
  eventSchedule,
  formatDay,
  parseEventDate,
  parseEventTime,
  scheduleInstants,
} from "./event-dates";

const anyText = fc.string({ unit: "binary", maxLength: 60 });

const dateLikeText = fc
  .array(
    fc.oneof(
      fc.constantFrom("May", "October", "Oct.", "Sept", "december", "Smarch"),
      fc.integer({ min: -2, max: 40 }).map(String),
      fc.integer({ min: 0, max: 3000 }).map(String),
      fc.constantFrom(" ", ", ", "-", " - ", "–", "—", "\n"),
    ),
    { maxLength: 9 },
  )
  .map((parts) => parts.join(""));

const timeLikeText = fc
  .tuple(
    fc.integer({ min: -1, max: 30 }),
    fc.integer({ min: 0, max: 70 }),
    fc.constantFrom("", " - ", "-", "–", " to "),
    fc.integer({ min: -1, max: 30 }),
    fc.integer({ min: 0, max: 70 }),
  )
  .map(([h1, m1, dash, h2, m2]) =>
    dash === "" ? `${h1}:${String(m1).padStart(2, "0")}` : `${h1}:${String(m1).padStart(2, "0")}${dash}${h2}:${m2}`,
  );

const dateText = fc.oneof(anyText, dateLikeText, fc.constantFrom("May 22, 2025", "October 14-18, 2024"));
const timeText = fc.oneof(anyText, timeLikeText, fc.constantFrom("All day", "18:00 - 20:00", "19:30"));
/** Dates and times as a content file may hold them: also missing altogether. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const instant = fc.date({
  min: new Date("2000-01-01T00:00:00Z"),
  max: new Date("2100-01-01T00:00:00Z"),
  noInvalidDate: true,
});

describe("parseEventDate and parseEventTime", () => {
  test("never throw; a date is null or real days in order", () => {
    fc.assert(
      fc.property(maybe(dateText), (text) => {
        const days = parseEventDate(text);
        if (!days) return;
        for (const day of [days.first, days.last]) expect(calendarDate(day.year, day.month, day.day)).toEqual(day);
        expect(formatDay(days.first) <= formatDay(days.last)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  test("never throw; a time is null, all day, or hours 0-23 and minutes 0-59", () => {
    fc.assert(
      fc.property(maybe(timeText), (text) => {
        const time = parseEventTime(text);
        if (!time || time.kind === "all-day") return;
        for (const clock of [time.start, time.end].filter((value) => value !== undefined)) {
          expect(clock.hour).toBeGreaterThanOrEqual(0);
          expect(clock.hour).toBeLessThanOrEqual(23);
          expect(clock.minute).toBeGreaterThanOrEqual(0);
          expect(clock.minute).toBeLessThanOrEqual(59);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("eventSchedule", () => {
  test("never throws, ends after it starts, and falls back to today in Amsterdam with a warning", () => {
    fc.assert(
      fc.property(maybe(dateText), maybe(timeText), instant, (date, time, now) => {
        const warn = vi.fn();
        const schedule = eventSchedule({ date, time }, { now, warn });
        const { start, end } = scheduleInstants(schedule);
        expect(end.getTime()).toBeGreaterThan(start.getTime());

        const readable = parseEventDate(date) !== null;
        expect(schedule.usedFallback).toBe(!readable);
        const startDay = schedule.allDay ? schedule.startDay : schedule.start.slice(0, 10);
        if (!readable) {
          const today = formatDay(amsterdamDay(now));
          expect(startDay).toBe(today);
          expect(warn.mock.calls.some(([message]) => String(message).includes(today))).toBe(true);
        }
        if (!parseEventTime(time)) expect(schedule.allDay).toBe(true);
        // One warning per unreadable part, none otherwise.
        expect(warn).toHaveBeenCalledTimes(Number(!readable) + Number(!parseEventTime(time)));
      }),
      { numRuns: 400 },
    );
  });

  test("without a warn function the fallback warns on console.warn, never console.error", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    fc.assert(
      fc.property(anyText, (date) => {
        warn.mockClear();
        eventSchedule({ date, time: "All day" }, { now: new Date("2025-05-14T12:00:00Z") });
        expect(warn).toHaveBeenCalledTimes(parseEventDate(date) ? 0 : 1);
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
      fc.property(eventText, eventText, maybe(dateText), maybe(timeText), (title, location, date, time) => {
        const url = new URL(googleCalendarUrlFor({ title, location, date, time }, { warn: () => {} }));
        expect(url.searchParams.get("ctz")).toBe("Europe/Amsterdam");
        expect(url.searchParams.get("text")).toBe(title);
        expect(url.searchParams.get("location")).toBe(location);
      }),
      { numRuns: 200 },
    );
  });

  test("the .ics text parses with ical.js into one event with the same title and location", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9-]{1,30}$/),
        eventText,
        eventText,
        dateText,
        timeText,
        (id, title, location, date, time) => {
          const text = buildCalendar([{ id, title, location, date, time }], {
            now: new Date("2025-11-20T12:00:00Z"),
            warn: () => {},
          });
          const calendar = new ICAL.Component(ICAL.parse(text));
          const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
          expect(events).toHaveLength(1);
          const [event] = events;
          expect(event?.uid).toMatch(new RegExp(`^${id}-\\d+$`));
          // iCalendar text cannot hold a bare CR, and ical-generator drops control characters.
          const clean = (value: string) => value.replace(/[\r\n]+/g, "\n");
          const withoutControls = (value: string) =>
            [...value].filter((char) => char === "\n" || (char >= " " && char !== "\u007f")).join("");
          expect(clean(event?.summary ?? "")).toBe(withoutControls(clean(title)));
          expect(event?.location).toBeDefined();
          expect(event?.endDate.compare(event.startDate)).toBe(1);
        },
      ),
      { numRuns: 60 },
    );
  });
});
