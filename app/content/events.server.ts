/** Loads content/events/<id>.md: the events page, its year filter and the calendar files. */
import type { IcsEventInput } from "~/lib/calendar/ics.server";
import { sortEventsNewestFirst } from "~/lib/event-dates";
import { eventsJsonLd } from "~/seo/json-ld";
import { eventsCollection } from "./collections.server";
import { eventCard, eventTiming } from "./event-card";
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

/**
 * One card, mapped as the /admin preview maps it (event-card.ts); `upcoming` is the
 * state when the page is built.
 */
function toCard(event: EventFile, now: Date): EventItem {
  return eventCard(event, {
    id: event.id,
    image: resolveImage(event.file, event.image, "image"),
    descriptionHtml: renderMarkdown(event.body),
    now,
  });
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
      ...eventTiming(file),
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
  return { id: event.id, title: event.title, location: event.location, ...eventTiming(event) };
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
