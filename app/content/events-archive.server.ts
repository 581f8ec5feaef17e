/**
 * Which events /events carries and which years have a page of their own (ADR 052), read
 * from the event files: the split that the events' loader (events.server.ts) makes its pages
 * of, and the archive's addresses, which the prerender lists (archive-pages.server.ts). The
 * prerender list is made in the build's configuration process, which has no site settings
 * (`~/config` is a module Vite makes): nothing here imports them, nor anything that does.
 */
import { eventSchedule, eventYear, isUpcoming, sortEventsNewestFirst } from "~/lib/event-dates";
import { eventsYearPath } from "~/lib/event-paths";
import { groupsBeyond } from "~/lib/listing-pages";
import { checked } from "./collections.server";
import { readCollection } from "./load.server";
import { registry } from "./registry";
import type { EventFrontmatter } from "./schemas/events";

export type EventFile = EventFrontmatter & { id: string; file: string; body: string };

/** How many past events /events carries (the registry's archive); older ones are on their year's page. */
export const pastEventsPerPage = registry.events.archive.perPage;

/** The events, drafts hidden (shown by `npm run dev`), newest first. */
export function readEvents(): EventFile[] {
  const events = readCollection(checked("events")).map(({ file, id, data, body }) => ({ ...data, id, file, body }));
  return sortEventsNewestFirst(events);
}

export const eventYearOf = (event: EventFile) => eventYear(event);

/**
 * The events as /events splits them at `now`: every one, newest first, and the past ones
 * (newest first), of which the page carries the first `pastEventsPerPage`; each year with
 * past events beyond those has a page of its own, newest first.
 */
export function eventsListingSplit(now: Date) {
  const events = readEvents();
  const past = events.filter((event) => !isUpcoming(eventSchedule(event, { now }), now));
  return { events, past, archiveYears: groupsBeyond(past, pastEventsPerPage, eventYearOf) };
}

/** The pages of the years /events does not carry whole, for the prerender and the sitemap. */
export function eventArchivePaths({ now = new Date() }: { now?: Date } = {}): string[] {
  return eventsListingSplit(now).archiveYears.map(eventsYearPath);
}
