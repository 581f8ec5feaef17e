/** Calendar constants of SPEC §7 and §9. */
import { site } from "./site";

/** Every event time is Amsterdam wall-clock time, whatever the visitor's zone. */
export const eventTimeZone = "Europe/Amsterdam";

/** Length of an event whose time text has a start but no end. */
export const defaultEventLengthMinutes = 120;

/** Google Calendar's event-creation page (opened in a new tab, never fetched). */
export const googleCalendarBaseUrl = "https://calendar.google.com/calendar/render";

/** The description every calendar entry gets. */
export function eventDetails(title: string, location: string): string {
  return `Join us for ${title} at ${location}`;
}

/** Name of the subscribable feed of all events (/events.ics). */
export const eventsFeedName = `${site.name} events`;
