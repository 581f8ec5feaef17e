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
 * The results of a query (and an optional type), from the site's Pagefind index. Loading
 * starts when the hook first runs, so the index is on its way before the first key.
 * The last query wins: an earlier one that resolves later is dropped.
 */
export function useSiteSearch(query: string, type: SearchType | null): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ status: "idle" });

  useEffect(() => {
    loadPagefind().catch(() => setState({ status: "unavailable" }));
  }, []);

  useEffect(() => {
    const term = query.trim();
    if (term === "") {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === "done" ? previous : { status: "searching" }));
    loadPagefind()
      .then((pagefind) => pagefind.debouncedSearch(term, type ? { filters: { type } } : {}, 40))
      .then(async (search) => {
        if (!search || !current) return;
        const records = await Promise.all(search.results.slice(0, shownResults).map((result) => result.data()));
        if (current)
          setState({ status: "done", query: term, hits: records.map(toSearchHit), total: search.results.length });
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
