/**
 * The shapes and rules of search results, shared by the search dialog and /search: the
 * page types the index files every record under (its `type` filter), how a Pagefind
 * record becomes a result, and how entries are grouped by type.
 */
import { searchTypes as typesWithHeadings } from "virtual:site-content";
import { type ExcerptPart, excerptParts } from "./search-excerpt";
import type { RecordSummary } from "./search-summaries";

/**
 * The type of a record: one of the registry's (app/content/search-types.ts, written into
 * the bundle at build time through `virtual:site-content`), such as 'Article' or 'FAQ'.
 */
export type SearchType = string;

/** Every type, in the order the filter offers them and /search lists them. */
export const searchTypes: readonly SearchType[] = typesWithHeadings.map(({ type }) => type);

/** The type of a record that names none of the registry's: a page. */
const defaultType = searchTypes.at(-1) ?? "Page";

/** The search field's label, the same in the dialog, on /search and in its static form. */
export const searchFieldLabel = "Search articles, events, teams, support and more";

/** Whether a value (a query-string parameter, a record's filter) is one of the types. */
export function isSearchType(value: string | null | undefined): value is SearchType {
  return value != null && searchTypes.includes(value);
}

/** What Pagefind's `result.data()` gives, as far as the results read it. */
export type PagefindRecord = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
};

export type SearchHit = {
  url: string;
  type: SearchType;
  title: string;
  /** An event's date, as the events page writes it. */
  date?: string;
  excerpt: ExcerptPart[];
};

/**
 * A page's URL as the router knows it: Pagefind names pages by their folder
 * ('/blog/x/'), the site by path ('/blog/x'); the anchor is kept.
 */
export function resultPath(url: string): string {
  const hashAt = url.indexOf("#");
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const trimmed = path.replace(/\/index\.html$/, "/").replace(/(.)\/+$/, "$1");
  return `${trimmed || "/"}${hash}`;
}

export function toRecordSummary(record: PagefindRecord): RecordSummary {
  const type = record.filters.type?.find(isSearchType) ?? defaultType;
  const title = record.meta.title?.trim() || resultPath(record.url);
  const date = record.meta.date?.trim();
  return { url: resultPath(record.url), type, title, ...(date ? { date } : {}) };
}

export function toSearchHit(record: PagefindRecord): SearchHit {
  return { ...toRecordSummary(record), excerpt: excerptParts(record.excerpt) };
}

/** The /search address of a query (and type), the link target the search page reads back. */
export function searchPageUrl(query: string, type: SearchType | null = null): string {
  const params = new URLSearchParams();
  if (query.trim() !== "") params.set("q", query);
  if (type) params.set("type", type);
  const search = params.toString();
  return search ? `/search?${search}` : "/search";
}

/** The sentence the live region reads after a search. */
export function resultCountText(count: number, query: string): string {
  if (count === 0) return `No results for '${query}'`;
  return `${count} ${count === 1 ? "result" : "results"} for '${query}'`;
}
