/** Where events live: an event's own page, and the page of a year's past events beyond /events. */
import { href } from "react-router";

/** An event's own page (/events/{id}), whose address the cards, Home, search and the calendars link to. */
export function eventPagePath(id: string): string {
  return href("/events/:id", { id });
}

/**
 * The page of a year's past events (/events/year/2024), for the years /events does not carry
 * whole. Written out, not href(): an archive's address has a route only while it has pages
 * (app/routes.ts), so the typed list of routes may lack it; the build checks every page
 * against the registry's address (archive-pages.server.ts).
 */
export function eventsYearPath(year: string): string {
  return `/events/year/${year}`;
}

/**
 * The event a link to its card on /events names ('#event-boat-tour-2025' → 'boat-tour-2025',
 * the card's anchor), or null for any other fragment.
 */
export function eventOfCardAnchor(hash: string): string | null {
  return /^#event-([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(hash)?.[1] ?? null;
}
