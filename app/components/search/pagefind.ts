/**
 * Loads the Pagefind runtime the build wrote to /pagefind/ (same origin), once, when
 * search is first used. The URL is resolved by the browser at run time: Vite neither
 * bundles nor rewrites it, so none of Pagefind's code is in the site's own scripts.
 */
import type { PagefindRecord } from "~/lib/search-results";
import {
  type RecordSummaries,
  type RecordSummary,
  recordOrderSort,
  recordSummariesFile,
  summariesById,
} from "~/lib/search-summaries";

type PagefindResult = { id: string; data: () => Promise<PagefindRecord> };
export type PagefindSearch = { results: PagefindResult[]; unfilteredResultCount: number };
type SearchOptions = { filters?: Record<string, string>; sort?: Record<string, "asc" | "desc"> };

type PagefindModule = {
  options: (options: { excerptLength?: number; noWorker?: boolean }) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string) => Promise<void>;
  /** A null term finds every record (that the filters let through). */
  search: (term: string | null, options?: SearchOptions) => Promise<PagefindSearch>;
  /** Resolves null when a later call replaced this one within the timeout. */
  debouncedSearch: (term: string, options?: SearchOptions, timeoutMs?: number) => Promise<PagefindSearch | null>;
};

/** Pagefind, with what each result shows before its record (and excerpt) has loaded. */
export type Pagefind = PagefindModule & { summaries: RecordSummaries };

// Written out whole: the first-load budget test looks for this address in the scripts.
export const pagefindUrl = "/pagefind/pagefind.js";
/** The record summaries, beside Pagefind's script. */
const summariesUrl = pagefindUrl.replace(/[^/]*$/, recordSummariesFile);

/**
 * Every word of the index starts with one of these: preloading a term of each loads all
 * of the index's chunks (a few tens of KB for this site) while the visitor is still
 * reading the dialog, so no keystroke waits for one.
 */
const indexInitials = [..."abcdefghijklmnopqrstuvwxyz0123456789"];

let loading: Promise<Pagefind> | undefined;

async function fetchSummaries(): Promise<RecordSummary[]> {
  const response = await fetch(summariesUrl);
  if (!response.ok) throw new Error(`${recordSummariesFile}: ${response.status}`);
  return (await response.json()) as RecordSummary[];
}

export function loadPagefind(): Promise<Pagefind> {
  loading ??= Promise.all([
    import(/* @vite-ignore */ pagefindUrl).then(async (module: PagefindModule) => {
      await module.options({ excerptLength: 24, noWorker: true });
      await module.init();
      // Not awaited: a search made meanwhile loads what it needs itself.
      Promise.all(indexInitials.map((initial) => module.preload(initial))).catch(() => undefined);
      return module;
    }),
    fetchSummaries(),
  ]).then(async ([module, summaries]) => {
    // Every record in record order (the sort key the build gave each), to pair result ids with summaries.
    const all = await module.search(null, { sort: { [recordOrderSort]: "asc" } });
    const ids = all.results.map((result) => result.id);
    return { ...module, summaries: summariesById(ids, summaries) };
  });
  // A failed load (offline, no index in `npm run dev`) is tried again next time.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
