/**
 * The summaries of the search records, which the build writes beside Pagefind's index
 * (scripts/search-index.ts) and the search dialog lists before each excerpt has loaded
 * (app/components/search/pagefind.ts, ADR 013): their file, and how each is paired with
 * Pagefind's result of the same record. Free of the site's content, so the build imports it.
 */

/** What a result shows of its record besides the excerpt: its address, type, title and an event's date. */
export type RecordSummary = { url: string; type: string; title: string; date?: string };

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
