/** Loads content/events/<id>.md: the events page, Home's 'Coming up' and the calendar files. */
import { href } from "react-router";
import type { IcsEventInput } from "~/lib/calendar/ics.server";
import { eventShareLine } from "~/lib/date-text";
import { eventPagePath, eventsYearPath } from "~/lib/event-paths";
import {
  breadcrumbJsonLd,
  type EventInput,
  type EventJsonLd,
  eventJsonLd,
  eventsJsonLd,
  serializeJsonLd,
} from "~/seo/json-ld";
import { absoluteUrl, pageMeta } from "~/seo/page-meta";
import { eventCard, eventTiming } from "./event-item";
import {
  type EventFile,
  eventsListingSplit,
  eventYearOf,
  pastEventsPerPage,
  readEvents,
} from "./events-archive.server";
import { resolveImage } from "./images.server";
import { renderMarkdown } from "./markdown.server";
import type { EventItem, EventsYearData } from "./page-data";
import { eventSocialCard } from "./social-cards.server";

/**
 * One card, mapped as the /admin preview maps it (event-item.ts); `upcoming` is the
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

/** The cards of some events and their schema.org Events for search engines. */
function cardsWithJsonLd(files: EventFile[], now: Date) {
  const entries = files.map((file) => ({ file, card: toCard(file, now) }));
  return {
    events: entries.map(({ card }) => card),
    jsonLd: eventsJsonLd(entries.map(({ file, card }) => jsonLdInput(file, card))),
  };
}

/**
 * The /events page: the cards newest first, every upcoming event and the newest past ones
 * (the page puts the upcoming ones first), with schema.org Events for search engines; the
 * years of all past events (the year filter's) and those that have a page of their own,
 * whose events the filter loads from it (ADR 052).
 */
export function loadEventsPage({ now = new Date() }: { now?: Date } = {}) {
  const { events, past, archiveYears } = eventsListingSplit(now);
  const unlisted = new Set(past.slice(pastEventsPerPage));
  const shown = events.filter((event) => !unlisted.has(event));
  return {
    ...cardsWithJsonLd(shown, now),
    years: [...new Set(past.map(eventYearOf))],
    archiveYears,
  };
}

/**
 * The page of a year's past events (/events/year/2024): all of them, newest first, for a year
 * that /events does not carry whole; null for any other year.
 */
export function loadEventsYear(
  year: string,
  { now = new Date() }: { now?: Date } = {},
): (EventsYearData & { jsonLd: EventJsonLd[] }) | null {
  const { past, archiveYears } = eventsListingSplit(now);
  if (!archiveYears.includes(year)) return null;
  return {
    path: eventsYearPath(year),
    year,
    ...cardsWithJsonLd(
      past.filter((event) => eventYearOf(event) === year),
      now,
    ),
    archiveYears,
  };
}

/** What the structured data says of an event: the same on its page and in the listing. */
function jsonLdInput(file: EventFile, card: EventItem): EventInput {
  return {
    ...eventTiming(file),
    path: eventPagePath(file.id),
    title: card.title,
    location: card.location,
    image: card.image.original,
    descriptionHtml: card.descriptionHtml,
  };
}

/**
 * An event's own page: its card's data, its address to share, its structured data and its
 * meta tags with the social card made for it (og:description says when and where in one
 * line). Null when there is no such published event.
 */
export function loadEventPage(id: string, { now = new Date() }: { now?: Date } = {}) {
  const file = readEvents().find((candidate) => candidate.id === id);
  if (!file) return null;
  const event = toCard(file, now);
  const path = eventPagePath(id);
  const social = eventSocialCard({ ...file, picture: event.image.original });
  const jsonLd = [
    eventJsonLd(jsonLdInput(file, event)),
    breadcrumbJsonLd([
      { name: "Events", path: href("/events") },
      { name: event.title, path },
    ]),
  ].filter((node) => node !== null);
  return {
    event,
    shareUrl: absoluteUrl(path),
    jsonLd: serializeJsonLd(jsonLd),
    meta: pageMeta({
      title: event.title,
      socialTitle: event.title,
      description: eventShareLine(eventTiming(file), event.location),
      path,
      image: social,
    }),
  };
}

/**
 * Home's 'Coming up': every event still upcoming when the site is built (`now`), soonest
 * first, with what Home shows of it and the link to its page. All
 * of them, not just three: when one ends before the next build, the visitor's browser
 * drops it and shows the next.
 */
export function loadComingUp({ now = new Date() }: { now?: Date } = {}) {
  return loadEvents({ now })
    .filter((event) => event.upcoming)
    .map(({ id, title, dateText, timeText, startDate, location, endsAt }) => ({
      id,
      title,
      dateText,
      timeText,
      startDate,
      location,
      endsAt,
      link: eventPagePath(id),
    }))
    .reverse();
}

function toIcsInput(event: EventFile): IcsEventInput {
  return {
    id: event.id,
    title: event.title,
    location: event.location,
    url: absoluteUrl(eventPagePath(event.id)),
    ...eventTiming(event),
  };
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
