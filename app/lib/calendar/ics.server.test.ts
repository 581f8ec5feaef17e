import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { eventSchedule, scheduleInstants } from "~/lib/event-dates";
import { type ScheduleCase, scheduleCases } from "../../../tests/helpers/schedule-cases";
import { buildCalendar, eventUid } from "./ics.server";

const now = new Date("2025-11-20T12:00:00Z");
const producer = "Test site";

type ParsedEvent = {
  uid: string;
  summary: string;
  location: string;
  description: string;
  allDay: boolean;
  startZone: string | null;
  start: string;
  end: string;
};

/** Reads an iCalendar text back with ical.js, resolving times through the file's own VTIMEZONE. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone").map((component) => new ICAL.Timezone(component));
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events: ParsedEvent[] = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const startProperty = component.getFirstProperty("dtstart");
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      allDay: event.startDate.isDate,
      startZone: startProperty?.getParameter("tzid")?.toString() ?? null,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: event.endDate.isDate ? event.endDate.toString() : event.endDate.toJSDate().toISOString(),
    };
  });
  return { calendar, zones, events };
}

/** A calendar event for a case: its id, the title and location the calendar writes out. */
function inputFor(expected: ScheduleCase) {
  return {
    id: expected.id,
    title: `Event ${expected.id}`,
    location: "Polak Building, Woudestein Campus",
    ...expected.timing,
  };
}

function checkEvent(parsed: ParsedEvent, expected: ScheduleCase) {
  const input = inputFor(expected);
  expect(parsed.summary).toBe(input.title);
  expect(parsed.location).toBe(input.location);
  expect(parsed.description).toBe(`Join us for ${input.title} at ${input.location}`);
  expect(parsed.uid).toMatch(new RegExp(`^${input.id}-\\d{13}$`));
  if (expected.allDay) {
    expect(parsed).toMatchObject({ allDay: true, start: expected.startDay, end: expected.endDay });
  } else {
    expect(parsed).toMatchObject({
      allDay: false,
      startZone: "Europe/Amsterdam",
      start: expected.startUtc,
      end: expected.endUtc,
    });
  }
}

describe("each event's .ics file", () => {
  test.each(scheduleCases)("$id parses back with its summary, location, description and times", (expected) => {
    const text = buildCalendar([inputFor(expected)], { now, producer });
    const { calendar, zones, events } = parseCalendar(text);
    expect(calendar.name).toBe("vcalendar");
    expect(zones.map((zone) => zone.tzid)).toEqual(["Europe/Amsterdam"]);
    expect(events).toHaveLength(1);
    checkEvent(events[0] as ParsedEvent, expected);
  });
});

describe("the iCalendar text", () => {
  const text = buildCalendar(
    [
      {
        id: "long-event",
        title: "A deliberately long event title that cannot fit on one line of an iCalendar file, with ünïcödé",
        location: "Polak Building, Woudestein Campus; Rotterdam",
        startDate: "2025-03-30",
        startTime: "18:00",
        endTime: "20:00",
      },
    ],
    { now, producer },
  );

  test("uses CRLF line ends only and folds lines at 75 octets", () => {
    expect(text.endsWith("\r\n") || text.endsWith("END:VCALENDAR")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n /); // a folded continuation line
  });

  test("holds a VTIMEZONE for Europe/Amsterdam with DAYLIGHT and STANDARD rules", () => {
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam");
    expect(text).toMatch(/BEGIN:DAYLIGHT\r\nTZOFFSETFROM:\+0100\r\nTZOFFSETTO:\+0200/);
    expect(text).toMatch(/BEGIN:STANDARD\r\nTZOFFSETFROM:\+0200\r\nTZOFFSETTO:\+0100/);
    expect(text).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
    expect(text).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU");
  });

  test("writes the Amsterdam wall clock with its TZID", () => {
    expect(text).toContain("DTSTART;TZID=Europe/Amsterdam:20250330T180000");
    expect(text).toContain("DTEND;TZID=Europe/Amsterdam:20250330T200000");
  });

  test("all-day events use DATE values", () => {
    const allDay = buildCalendar(
      [{ id: "week", title: "Week", location: "Campus", startDate: "2024-10-14", endDate: "2024-10-18", allDay: true }],
      { now, producer },
    );
    expect(allDay).toContain("DTSTART;VALUE=DATE:20241014");
    expect(allDay).toContain("DTEND;VALUE=DATE:20241019");
  });

  test("an event that ends after midnight ends on the next day", () => {
    const night = buildCalendar(
      [
        {
          id: "new-year",
          title: "New Year",
          location: "Campus",
          startDate: "2024-12-31",
          startTime: "22:00",
          endTime: "02:00",
          endsNextDay: true,
        },
      ],
      { now, producer },
    );
    expect(night).toContain("DTSTART;TZID=Europe/Amsterdam:20241231T220000");
    expect(night).toContain("DTEND;TZID=Europe/Amsterdam:20250101T020000");
  });

  test("the UID is '{id}-{timestamp}' with the start as timestamp, stable across builds", () => {
    const schedule = eventSchedule({ startDate: "2025-03-30", startTime: "18:00", endTime: "20:00" });
    expect(eventUid("long-event", schedule)).toBe(`long-event-${scheduleInstants(schedule).start.getTime()}`);
    expect(text).toContain(`UID:long-event-${Date.parse("2025-03-30T16:00:00Z")}`);
  });
});

describe("/events.ics", () => {
  test("holds every event once, named as a feed, with the Amsterdam zone", () => {
    const text = buildCalendar(scheduleCases.map(inputFor), { now, producer, name: "Test site events" });
    expect(text).toContain("X-WR-CALNAME:Test site events");
    const { zones, events } = parseCalendar(text);
    expect(zones.map((zone) => zone.tzid)).toEqual(["Europe/Amsterdam"]);
    expect(events).toHaveLength(scheduleCases.length);
    expect(new Set(events.map((event) => event.uid)).size).toBe(scheduleCases.length);
    for (const expected of scheduleCases) {
      const parsed = events.find((event) => event.summary === inputFor(expected).title);
      if (!parsed) throw new Error(`${expected.id} is missing from the feed`);
      checkEvent(parsed, expected);
    }
  });
});

describe("the event's page", () => {
  test("each entry carries its page's address as its URL, read back by an independent parser", () => {
    const url = "https://sr.test/events/winter-gala-2026";
    const text = buildCalendar(
      [
        {
          id: "winter-gala-2026",
          title: "Winter Gala",
          location: "Polak Building",
          url,
          startDate: "2026-12-10",
          startTime: "20:00",
          endTime: "02:00",
          endsNextDay: true,
        },
      ],
      { now, producer },
    );
    const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    expect(event?.getFirstPropertyValue("url")).toBe(url);
  });
});
