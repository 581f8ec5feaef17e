import { useEffect, useState } from "react";
import { type SearchHit, type SearchType, toSearchHit } from "~/lib/search-results";
import { loadPagefind } from "./pagefind";

/** How many results are shown; Pagefind loads each one's fragment, so the rest cost nothing. */
export const shownResults = 10;

export type SiteSearchState =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "done"; query: string; hits: SearchHit[]; total: number }
  | { status: "unavailable" };

/**
 * The results of a query (and an optional type), from the site's Pagefind index. With
 * `eager`, loading starts when the hook first runs, so the index is on its way before the
 * first key; otherwise with the first query (or an earlier call of `loadPagefind`).
 * Results are listed as soon as the index answers, from the records' summaries; each
 * excerpt follows when its record has loaded (one request per shown result). The last
 * query wins: an earlier one that resolves later is dropped.
 */
export function useSiteSearch(query: string, type: SearchType | null, eager: boolean): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ status: "idle" });

  useEffect(() => {
    if (eager) loadPagefind().catch(() => setState({ status: "unavailable" }));
  }, [eager]);

  useEffect(() => {
    const term = query.trim();
    if (term === "") {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === "done" ? previous : { status: "searching" }));
    loadPagefind()
      .then(async (pagefind) => {
        const search = await pagefind.debouncedSearch(term, type ? { filters: { type } } : {}, 40);
        if (!search || !current) return;
        const shown = search.results.slice(0, shownResults);
        const total = search.results.length;
        const summaries = shown.map((result) => pagefind.summaries[result.id]);
        if (summaries.every((summary) => summary !== undefined)) {
          setState({
            status: "done",
            query: term,
            hits: summaries.map((summary) => ({ ...summary, excerpt: [] })),
            total,
          });
        }
        const records = await Promise.all(shown.map((result) => result.data()));
        if (current) setState({ status: "done", query: term, hits: records.map(toSearchHit), total });
      })
      .catch(() => {
        if (current) setState({ status: "unavailable" });
      });
    return () => {
      current = false;
    };
  }, [query, type]);

  return state;
}
