/**
 * The shapes and rules of search results, shared by the search dialog and /search: the
 * page types the index files every record under (its `type` filter), how a Pagefind
 * record becomes a result, and how entries are grouped by type.
 */
import { type ExcerptPart, excerptParts } from "./search-excerpt";
import { isSearchType as isRecordType, type SearchType, searchTypes } from "./search-records";

export type { SearchType } from "./search-records";
export { searchTypes };

/** The heading of a group of one type (the /search directory, the filter). */
export const searchTypePlurals: Record<SearchType, string> = {
  Article: "Articles",
  Event: "Events",
  Team: "Teams",
  Role: "Roles",
  Board: "Board years",
  Support: "Support",
  FAQ: "FAQ",
  Page: "Pages",
};

/** The search field's label, the same in the dialog, on /search and in its static form. */
export const searchFieldLabel = "Search articles, events, teams, support and more";

/** Whether a value (a query-string parameter, a record's filter) is one of the types. */
export function isSearchType(value: string | null | undefined): value is SearchType {
  return value != null && isRecordType(value);
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

/** What a result shows of its record besides the excerpt. */
export type RecordSummary = Omit<SearchHit, "excerpt">;

/**
 * The summary of every record by Pagefind's result id: results are listed from it at once,
 * and each excerpt follows when its record has loaded. The build writes the summaries
 * beside the index (scripts/search-index.ts) as a list in record order, and gives each
 * record its position as the sort key `recordOrderSort`; a search of every record in that
 * order (Pagefind's `search(null, { sort })`) pairs each result id with its summary.
 */
export type RecordSummaries = Record<string, RecordSummary>;

/** The summaries' file in Pagefind's folder: a list of `RecordSummary`, in record order. */
export const recordSummariesFile = "site-records.json";

/** The sort key that holds each record's position in the summaries' list. */
export const recordOrderSort = "record";

/** A record's position as its sort value: zero-padded, so it sorts the same as text and as a number. */
export function recordOrderValue(position: number): string {
  return String(position).padStart(6, "0");
}

/** The summaries by result id, from the ids of every record in record order; none when the two disagree. */
export function summariesById(
  idsInRecordOrder: readonly string[],
  summaries: readonly RecordSummary[],
): RecordSummaries {
  if (idsInRecordOrder.length !== summaries.length) return {};
  return Object.fromEntries(idsInRecordOrder.map((id, index) => [id, summaries[index] as RecordSummary]));
}

export function toRecordSummary(record: PagefindRecord): RecordSummary {
  const type = record.filters.type?.find(isSearchType) ?? "Page";
  const title = record.meta.title?.trim() || resultPath(record.url);
  const date = record.meta.date?.trim();
  return { url: resultPath(record.url), type, title, ...(date ? { date } : {}) };
}

export function toSearchHit(record: PagefindRecord): SearchHit {
  return { ...toRecordSummary(record), excerpt: excerptParts(record.excerpt) };
}

export type TypeGroup<Item> = { type: SearchType; heading: string; items: Item[] };

/** Items grouped by type, in the order of `searchTypes`, each group in the items' own order; empty groups left out. */
export function groupByType<Item extends { type: SearchType }>(items: readonly Item[]): TypeGroup<Item>[] {
  return searchTypes
    .map((type) => ({ type, heading: searchTypePlurals[type], items: items.filter((item) => item.type === type) }))
    .filter((group) => group.items.length > 0);
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
