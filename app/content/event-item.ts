/**
 * An event file's data as its card on /events: the date and time text, whether it is
 * upcoming and the calendar link, derived from the structured date and time fields. The
 * build (events.server.ts) and the /admin preview both map an event with this function;
 * each passes what only it can make: the resolved image, the rendered Markdown body and
 * the clock that decides what is upcoming.
 */
import { href } from "react-router";
import { googleCalendarUrlFor } from "~/lib/calendar/google-calendar";
import { eventDateText, eventTimeText } from "~/lib/date-text";
import { type EventTiming, eventSchedule, eventYear, isUpcoming, scheduleInstants } from "~/lib/event-dates";
import type { EventItem, ImageAsset } from "./page-data";
import type { EventFrontmatter } from "./schemas/events";

/** The date and time fields of an event. */
export function eventTiming(event: EventTiming): EventTiming {
  const { startDate, endDate, allDay, startTime, endTime, endsNextDay } = event;
  return { startDate, endDate, allDay, startTime, endTime, endsNextDay };
}

/** Where the browser downloads an event's .ics file (prerendered at build time). */
export function eventCalendarPath(id: string): string {
  return href("/events/:id/calendar.ics", { id });
}

export type EventCardInputs = {
  /** The file name without extension. */
  id: string;
  image: ImageAsset;
  /** The Markdown body rendered to HTML; '' for a file without one. */
  descriptionHtml: string;
  /** The moment that decides whether the event is upcoming. */
  now: Date;
  /** Receives the warning when a date or time cannot be read; console.warn when left out. */
  warn?: (message: string) => void;
};

/**
 * One card. `upcoming` is the state at `now`; the page checks it again in the browser
 * against `endsAt`, so an event that ends after the build turns into a past event
 * without a rebuild.
 */
export function eventCard(
  event: EventFrontmatter,
  { id, image, descriptionHtml, now, warn }: EventCardInputs,
): EventItem {
  const timing = eventTiming(event);
  const options = warn ? { now, warn } : { now };
  const schedule = eventSchedule(timing, options);
  const upcoming = isUpcoming(schedule, now);
  return {
    id,
    title: event.title,
    dateText: eventDateText(timing),
    timeText: eventTimeText(timing),
    startDate: event.startDate,
    year: eventYear(timing),
    location: event.location,
    image,
    imageAlt: event.imageAlt,
    upcoming,
    endsAt: scheduleInstants(schedule).end.getTime(),
    hidePastEventTag: event.hidePastEventTag,
    // A past event's form is not sent at all: nothing can turn it upcoming again.
    registrationUrl: upcoming ? (event.registrationUrl ?? null) : null,
    descriptionHtml: descriptionHtml.trim() ? descriptionHtml : null,
    googleCalendarUrl: googleCalendarUrlFor({ title: event.title, location: event.location, ...timing }, options),
    calendarFile: eventCalendarPath(id),
  };
}
