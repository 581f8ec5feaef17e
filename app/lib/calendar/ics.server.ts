/**
 * iCalendar files for events, written with ical-generator. Build time only: the
 * Europe/Amsterdam VTIMEZONE comes from @touch4it/ical-timezones, which reads its
 * zone files with node:fs (in a browser it silently returns nothing). The routes
 * /events.ics and /events/:id/calendar.ics are prerendered into static files.
 */
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { type ICalCalendar } from "ical-generator";
import { eventDetails } from "~/lib/calendar/event-details";
import { siteTimeZone } from "~/lib/dates";
import {
  type EventSchedule,
  eventSchedule,
  type ScheduleInput,
  type ScheduleOptions,
  scheduleInstants,
} from "~/lib/event-dates";

/** An event for a calendar file: its text and its date and time fields (EventTiming). */
export type IcsEventInput = {
  id: string;
  title: string;
  location: string;
  /** The event's page, absolute (the URL property, RFC 5545 3.8.4.6). */
  url?: string;
} & ScheduleInput;

/** UID '{id}-{timestamp}', the timestamp being the start in milliseconds, so it is stable across builds. */
export function eventUid(id: string, schedule: EventSchedule): string {
  return `${id}-${scheduleInstants(schedule).start.getTime()}`;
}

function addEvent(calendar: ICalCalendar, event: IcsEventInput, options: ScheduleOptions & { now: Date }) {
  const schedule = eventSchedule(event, options);
  const { start, end } = scheduleInstants(schedule);
  // TZDates keep the Amsterdam wall clock (a plain Date would be written in the machine's
  // zone), and naming the zone on every event, all-day ones included, puts the VTIMEZONE
  // in the file. All-day events come out as DATE values of the Amsterdam days.
  calendar.createEvent({
    id: eventUid(event.id, schedule),
    stamp: options.now,
    start: new TZDate(start.getTime(), siteTimeZone),
    end: new TZDate(end.getTime(), siteTimeZone),
    timezone: siteTimeZone,
    allDay: schedule.allDay,
    summary: event.title,
    location: event.location,
    description: eventDetails(event.title, event.location),
    ...(event.url ? { url: event.url } : {}),
  });
}

export type CalendarOptions = ScheduleOptions & {
  now: Date;
  /** Who writes the file (the site's name), for its PRODID. */
  producer: string;
  /** Labels a subscribed feed ('… events'); a single event's file has none. */
  name?: string;
};

/**
 * An iCalendar text (CRLF line ends, lines folded at 75 octets) with the VTIMEZONE for
 * Europe/Amsterdam and one VEVENT per event.
 */
export function buildCalendar(events: IcsEventInput[], { name, producer, ...options }: CalendarOptions): string {
  const calendar = ical({
    prodId: { company: producer, product: "events", language: "EN" },
    name: name ?? null,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const event of events) addEvent(calendar, event, options);
  return calendar.toString();
}

/** The response for a prerendered .ics route. */
export function calendarResponse(text: string, filename: string): Response {
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}
