/** Loads content/events/<id>.md: the events page, its year filter and the calendar files. */
import { href } from "react-router";
import { googleCalendarUrlFor } from "~/lib/calendar/google-calendar";
import type { IcsEventInput } from "~/lib/calendar/ics.server";
import {
  type EventTiming,
  eventDateText,
  eventSchedule,
  eventTimeText,
  eventYear,
  isUpcoming,
  scheduleInstants,
  sortEventsNewestFirst,
} from "~/lib/event-dates";
import { eventsJsonLd } from "~/seo/json-ld";
import { eventsCollection } from "./collections.server";
import { resolveImage } from "./images.server";
import { readCollection } from "./load.server";
import { renderMarkdown } from "./markdown.server";
import type { EventItem } from "./page-data";
import type { EventFrontmatter } from "./schemas";

type EventFile = EventFrontmatter & { id: string; file: string; body: string };

/** The events, drafts hidden (shown by `npm run dev`), newest first. */
function readEvents(): EventFile[] {
  const events = readCollection(eventsCollection).map(({ file, id, data, body }) => ({ ...data, id, file, body }));
  return sortEventsNewestFirst(events);
}

/** Where the browser downloads an event's .ics file (prerendered at build time). */
export function eventCalendarPath(id: string): string {
  return href("/events/:id/calendar.ics", { id });
}

function timingOf(event: EventFile): EventTiming {
  const { startDate, endDate, allDay, startTime, endTime, endsNextDay } = event;
  return { startDate, endDate, allDay, startTime, endTime, endsNextDay };
}

/**
 * One card. `upcoming` is the state when the page is built; the page checks it again
 * in the browser against `endsAt`, so an event that ends after the build turns into a
 * past event without a rebuild.
 */
function toCard(event: EventFile, now: Date): EventItem {
  const timing = timingOf(event);
  const schedule = eventSchedule(timing, { now });
  const upcoming = isUpcoming(schedule, now);
  return {
    id: event.id,
    title: event.title,
    /** 'October 14-18, 2024'. */
    dateText: eventDateText(timing),
    /** '18:00 - 20:00', '17:30' or 'All day'. */
    timeText: eventTimeText(timing),
    /** First day, 'YYYY-MM-DD', for the <time> element. */
    startDate: event.startDate,
    year: eventYear(timing),
    location: event.location,
    image: resolveImage(event.file, event.image, "image"),
    imageAlt: event.imageAlt,
    upcoming,
    /** When the event is over, in milliseconds since 1970 (UTC). */
    endsAt: scheduleInstants(schedule).end.getTime(),
    hidePastEventTag: event.hidePastEventTag,
    // A past event's form is not sent at all: nothing can turn it upcoming again.
    registrationUrl: upcoming ? (event.registrationUrl ?? null) : null,
    descriptionHtml: event.body ? renderMarkdown(event.body) : null,
    googleCalendarUrl: googleCalendarUrlFor({ ...event, ...timing }, { now }),
    calendarFile: eventCalendarPath(event.id),
  };
}

/** Events for the /events page, newest first; `now` (the build) decides what is upcoming. */
export function loadEvents({ now = new Date() }: { now?: Date } = {}): EventItem[] {
  return readEvents().map((event) => toCard(event, now));
}

/** The /events page: the cards, the filter's years and schema.org Events for search engines. */
export function loadEventsPage({ now = new Date() }: { now?: Date } = {}) {
  const entries = readEvents().map((file) => ({ file, card: toCard(file, now) }));
  const events = entries.map(({ card }) => card);
  const jsonLd = eventsJsonLd(
    entries.map(({ file, card }) => ({
      ...timingOf(file),
      title: card.title,
      location: card.location,
      image: card.image.original,
      descriptionHtml: card.descriptionHtml,
    })),
  );
  return { events, years: eventYears(events), jsonLd };
}

/** The years that have events, newest first: the filter's buttons after 'All'. */
export function eventYears(events: { year: string }[]): string[] {
  return [...new Set(events.map((event) => event.year))].sort().reverse();
}

function toIcsInput(event: EventFile): IcsEventInput {
  return { id: event.id, title: event.title, location: event.location, ...timingOf(event) };
}

/** Every event, for the /events.ics feed. */
export function loadCalendarEvents(): IcsEventInput[] {
  return readEvents().map(toIcsInput);
}

/** One event by id, for its own .ics file; null when there is no such (published) file. */
export function loadCalendarEvent(id: string): IcsEventInput | null {
  const event = readEvents().find((candidate) => candidate.id === id);
  return event ? toIcsInput(event) : null;
}
