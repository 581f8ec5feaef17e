/**
 * The types of search results, from the registry (registry.ts): each kind of content that
 * gives results of its own (an article, an event, a board year and its members, an FAQ
 * answer, a support resource…) names its type and the heading /search groups it under, in
 * the registry's order; every other page is a Page. The build files each record under one
 * type (search-records.server.ts), and the search's filter offers them (through
 * `virtual:site-content`). Pure: the build, /admin and the tests import it.
 */
import { type CollectionDefinition, entryPage, hasEntryPages, registeredCollections } from "./registry";

export type SearchTypeHeading = { type: string; heading: string };

/** What a page is when no kind of content says otherwise. */
export const pageType: SearchTypeHeading = { type: "Page", heading: "Pages" };

/** Every type of result, in the order /search lists them: the registry's, then Page. */
export function searchTypeHeadings(): SearchTypeHeading[] {
  const types = registeredCollections.flatMap(([, { search }]: [string, CollectionDefinition]) =>
    search ? [search] : [],
  );
  const unique = types.filter((type, index) => types.findIndex((other) => other.type === type.type) === index);
  return [...unique, pageType];
}

/** The type of a page's own record: its collection's when it is an entry's own page ('/blog/x' is an Article), else Page. */
export function pageSearchType(pathname: string): string {
  for (const [, { page, search }] of registeredCollections as [string, CollectionDefinition][]) {
    if (!search || !hasEntryPages(page)) continue;
    const [before = "", after = ""] = entryPage(page, "\u0000").split("\u0000");
    const id = pathname.slice(before.length, pathname.length - after.length);
    if (pathname.startsWith(before) && pathname.endsWith(after) && /^[\w-]+$/.test(id)) return search.type;
  }
  return pageType.type;
}
