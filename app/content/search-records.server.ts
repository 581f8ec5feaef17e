/**
 * The site search's records: one per page, and one per item that a result should land on
 * (an event, an FAQ answer, a support resource, a group chat, a board member of a year
 * page), at the item's anchor on its page. Each page's records are built in
 * app/content/search-records/ from the data its route's loader gives the page, and hold
 * the words the page shows, in its reading order. scripts/search-index.ts hands them to
 * Pagefind and writes what a result shows of each (its summary); /search lists them as its
 * directory. Nothing here reads the built pages: tests/e2e/search-index.spec.ts opens every
 * record's prerendered page and finds the record's title and each block of its text at its
 * anchor, and checks that every searchable page has its record.
 *
 * A new page adds its records with one function (`…Records(): SearchRecord[]`) in that
 * folder, listed in `recordSources`. A page's record holds its own text; an item that is a
 * record of its own is left out of its page's record, as a result should land on it.
 */
import { blogRecords } from "./search-records/blog.server";
import { boardRecords } from "./search-records/board.server";
import { eventRecords } from "./search-records/events.server";
import { joinRecords, roleRecords } from "./search-records/join.server";
import { aboutRecords, homeRecords, programRecords } from "./search-records/pages.server";
import { photoRecords } from "./search-records/photos.server";
import type { SearchRecord } from "./search-records/record";
import { representativesRecords } from "./search-records/representatives.server";
import { supportRecords } from "./search-records/support.server";
import { teamsRecords } from "./search-records/teams.server";
import { youSaidWeDidRecords } from "./search-records/you-said-we-did.server";

export type { SearchBlock, SearchRecord } from "./search-records/record";

/**
 * Every page's records, one function per page (or kind of page). A new page adds its
 * function here; /search (a list of every record) and /404 have none.
 */
export const recordSources: readonly (() => SearchRecord[])[] = [
  homeRecords,
  aboutRecords,
  programRecords,
  teamsRecords,
  joinRecords,
  roleRecords,
  boardRecords,
  blogRecords,
  eventRecords,
  photoRecords,
  supportRecords,
  representativesRecords,
  youSaidWeDidRecords,
];

/** Every record of the site, in the order of `recordSources`; fails on a URL given twice. */
export function searchRecords(): SearchRecord[] {
  const records = recordSources.flatMap((source) => source());
  const seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.url)) throw new Error(`Two search records have the address ${record.url}`);
    seen.add(record.url);
  }
  return records;
}

/** An entry of the /search directory. */
export type DirectoryEntry = Pick<SearchRecord, "type" | "title" | "url" | "detail">;

/** The /search directory: every record but the unlisted ones, as a result would show it. */
export function directoryEntries(records: readonly SearchRecord[] = searchRecords()): DirectoryEntry[] {
  return records
    .filter((record) => !record.unlisted)
    .map(({ type, title, url, detail }) => ({ type, title, url, ...(detail ? { detail } : {}) }));
}
