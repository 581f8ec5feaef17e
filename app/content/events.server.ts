/** Loads content/events/<id>.md: the events page, its year filter and the calendar files. */
import { href } from "react-router";
import { googleCalendarBasicUrl, googleCalendarUrl } from "~/lib/calendar/google-calendar";
import type { IcsEventInput } from "~/lib/calendar/ics.server";
import { eventSchedule, formatDay, parseEventDate, sortEventsNewestFirst } from "~/lib/event-dates";
import { resolveImage } from "./images.server";
import { listContentFiles, readMarkdown } from "./load.server";
import { renderMarkdown } from "./markdown.server";
import { type EventFrontmatter, eventSchema } from "./schemas";

const folder = "events";

type EventFile = EventFrontmatter & { id: string; file: string; body: string };

function readEvents(): EventFile[] {
  const events = listContentFiles(folder).map((relative) => {
    const { file, slug, data, body } = readMarkdown(relative, eventSchema);
    return { ...data, id: slug, file, body };
  });
  return sortEventsNewestFirst(events);
}

/** Where the browser downloads an event's .ics file (prerendered at build time). */
export function eventCalendarPath(id: string): string {
  return href("/events/:id/calendar.ics", { id });
}

/**
 * The Google Calendar link, computed now for a readable date. For an unreadable date
 * SPEC §5 wants the date of the click, so the page builds the link on click; until
 * then (and without JavaScript) it is SPEC §8's basic link without dates.
 */
function buildTimeGoogleUrl(event: EventFile): { googleCalendarUrl: string; needsClickTimeDate: boolean } {
  if (!parseEventDate(event.date))
    return { googleCalendarUrl: googleCalendarBasicUrl(event), needsClickTimeDate: true };
  return { googleCalendarUrl: googleCalendarUrl(event, eventSchedule(event)), needsClickTimeDate: false };
}

/** Events for the /events page, newest first. */
export function loadEvents() {
  return readEvents().map((event) => {
    const days = parseEventDate(event.date);
    return {
      id: event.id,
      title: event.title,
      date: event.date,
      time: event.time,
      location: event.location,
      year: event.year,
      image: resolveImage(event.file, event.image, "image"),
      imageAlt: event.imageAlt,
      upcoming: event.upcoming,
      hidePastEventTag: event.hidePastEventTag,
      registrationUrl: event.upcoming ? (event.registrationUrl ?? null) : null,
      descriptionHtml: event.body ? renderMarkdown(event.body) : null,
      /** ISO first day for the <time> element; null when the date text is unreadable. */
      firstDay: days ? formatDay(days.first) : null,
      ...buildTimeGoogleUrl(event),
      calendarFile: eventCalendarPath(event.id),
    };
  });
}

/** The years that have events, newest first: the filter's buttons after 'All'. */
export function eventYears(events: { year: string }[]): string[] {
  return [...new Set(events.map((event) => event.year))].sort().reverse();
}

function toIcsInput(event: EventFile): IcsEventInput {
  return { id: event.id, title: event.title, location: event.location, date: event.date, time: event.time };
}

/** Every event, for the /events.ics feed. */
export function loadCalendarEvents(): IcsEventInput[] {
  return readEvents().map(toIcsInput);
}

/** One event by id, for its own .ics file; null when there is no such file. */
export function loadCalendarEvent(id: string): IcsEventInput | null {
  const event = readEvents().find((candidate) => candidate.id === id);
  return event ? toIcsInput(event) : null;
}

export type EventItem = ReturnType<typeof loadEvents>[number];
