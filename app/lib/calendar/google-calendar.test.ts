import { describe, expect, test, vi } from "vitest";
import { eventSchedule } from "~/lib/event-dates";
import {
  googleCalendarBasicUrl,
  googleCalendarDates,
  googleCalendarUrl,
  googleCalendarUrlFor,
} from "./google-calendar";

const quiet = { warn: () => {} };
const boatTour = { title: "Spring Boat Tour", location: "Erasmus Bridge, Rotterdam" };

function params(url: string) {
  const parsed = new URL(url);
  return { base: `${parsed.origin}${parsed.pathname}`, params: Object.fromEntries(parsed.searchParams) };
}

describe("googleCalendarUrl", () => {
  test("carries text, Amsterdam wall-clock dates, location, details and ctz", () => {
    const url = googleCalendarUrl(
      boatTour,
      eventSchedule({ startDate: "2025-04-24", startTime: "14:00", endTime: "17:00" }, quiet),
    );
    expect(params(url)).toEqual({
      base: "https://calendar.google.com/calendar/render",
      params: {
        action: "TEMPLATE",
        text: "Spring Boat Tour",
        dates: "20250424T140000/20250424T170000",
        location: "Erasmus Bridge, Rotterdam",
        details: "Join us for Spring Boat Tour at Erasmus Bridge, Rotterdam",
        ctz: "Europe/Amsterdam",
      },
    });
  });

  test("encodes spaces as %20 and escapes reserved characters; the dates keep a plain slash", () => {
    const url = googleCalendarUrl(
      { title: "Q&A: fees + grants #1", location: "Room 1/2?" },
      eventSchedule({ startDate: "2025-05-22", startTime: "18:00" }, quiet),
    );
    expect(url).toContain("text=Q%26A%3A%20fees%20%2B%20grants%20%231");
    expect(url).toContain("location=Room%201%2F2%3F");
    expect(url).toContain("dates=20250522T180000/20250522T200000");
    expect(url).not.toContain("+");
    expect(params(url).params.text).toBe("Q&A: fees + grants #1");
  });

  test("an all-day range uses DATE values ending the day after the last day", () => {
    const schedule = eventSchedule({ startDate: "2024-10-14", endDate: "2024-10-18", allDay: true }, quiet);
    expect(googleCalendarDates(schedule)).toBe("20241014/20241019");
  });
});

describe("googleCalendarUrlFor", () => {
  test("an unreadable date (which the schema rules out) uses the date of the call, with a warning", () => {
    const warn = vi.fn();
    const url = googleCalendarUrlFor(
      { ...boatTour, startDate: "to be announced", startTime: "18:00", endTime: "20:00" },
      { now: new Date("2025-02-03T10:00:00Z"), warn },
    );
    expect(params(url).params.dates).toBe("20250203T180000/20250203T200000");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test("on any error it falls back to title, location, details and time zone only", () => {
    const url = googleCalendarUrlFor(
      { ...boatTour, startDate: "to be announced", startTime: "14:00" },
      {
        // A failing warning is one way to make the schedule throw; any error takes the same path.
        warn: () => {
          throw new Error("boom");
        },
      },
    );
    expect(url).toBe(googleCalendarBasicUrl(boatTour));
    expect(params(url).params).toEqual({
      action: "TEMPLATE",
      text: "Spring Boat Tour",
      location: "Erasmus Bridge, Rotterdam",
      details: "Join us for Spring Boat Tour at Erasmus Bridge, Rotterdam",
      ctz: "Europe/Amsterdam",
    });
  });
});
