/**
 * The 'Add to Google Calendar' link: an event-creation URL opened in a new tab.
 * Times go in as Amsterdam wall-clock values with ctz=Europe/Amsterdam, so Google
 * places them right whatever the visitor's own zone. Pure and small: the events
 * page computes the link at build time and only loads this module on click for an
 * event whose date could not be read at build time.
 */
import { eventDetails } from "~/lib/calendar/event-details";
import { siteTimeZone } from "~/lib/dates";
import { type EventSchedule, eventSchedule, type ScheduleInput, type ScheduleOptions } from "~/lib/event-dates";

export type CalendarEventText = { title: string; location: string };
export type CalendarEventInput = CalendarEventText & ScheduleInput;

/** Google Calendar's event-creation page (opened in a new tab, never fetched). */
const googleCalendarBaseUrl = "https://calendar.google.com/calendar/render";

const compact = (value: string) => value.replace(/[-:]/g, "");

/** Google's `dates` value: '20250522T180000/20250522T200000', or '20241014/20241019' for all-day. */
export function googleCalendarDates(schedule: EventSchedule): string {
  return schedule.allDay
    ? `${compact(schedule.startDay)}/${compact(schedule.endDay)}`
    : `${compact(schedule.start)}00/${compact(schedule.end)}00`;
}

function buildUrl(params: [string, string][]): string {
  // encodeURIComponent writes spaces as %20; the slash between the two dates stays readable.
  const query = params
    .map(([key, value]) =>
      key === "dates" ? `${key}=${value.replace(/[^0-9T/]/g, "")}` : `${key}=${encodeURIComponent(value)}`,
    )
    .join("&");
  return `${googleCalendarBaseUrl}?${query}`;
}

/** The full link: text, dates, location, details and time zone. */
export function googleCalendarUrl(event: CalendarEventText, schedule: EventSchedule): string {
  return buildUrl([
    ["action", "TEMPLATE"],
    ["text", event.title],
    ["dates", googleCalendarDates(schedule)],
    ["location", event.location],
    ["details", eventDetails(event.title, event.location)],
    ["ctz", siteTimeZone],
  ]);
}

/** After any error the link still opens, with only title, location, details and time zone. */
export function googleCalendarBasicUrl(event: CalendarEventText): string {
  return buildUrl([
    ["action", "TEMPLATE"],
    ["text", event.title],
    ["location", event.location],
    ["details", eventDetails(event.title, event.location)],
    ["ctz", siteTimeZone],
  ]);
}

/**
 * The link for an event's date and time fields. An unreadable date (which the content
 * schema rules out) uses today's date, with a warning (see eventSchedule); any error
 * falls back to the basic link.
 */
export function googleCalendarUrlFor(event: CalendarEventInput, options?: ScheduleOptions): string {
  try {
    return googleCalendarUrl(event, eventSchedule(event, options));
  } catch {
    return googleCalendarBasicUrl(event);
  }
}
