/**
 * Loads the Pagefind runtime the build wrote to /pagefind/ (same origin), once, when
 * search is first used. The URL is resolved by the browser at run time: Vite neither
 * bundles nor rewrites it, so none of Pagefind's code is in the site's own scripts.
 */
import type { PagefindRecord } from "~/lib/search-results";

type PagefindResult = { id: string; data: () => Promise<PagefindRecord> };
export type PagefindSearch = { results: PagefindResult[]; unfilteredResultCount: number };
type SearchOptions = { filters?: Record<string, string> };

export type Pagefind = {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: SearchOptions) => Promise<PagefindSearch>;
  /** Resolves null when a later call replaced this one within the timeout. */
  debouncedSearch: (term: string, options?: SearchOptions, timeoutMs?: number) => Promise<PagefindSearch | null>;
};

export const pagefindUrl = "/pagefind/pagefind.js";

let loading: Promise<Pagefind> | undefined;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* @vite-ignore */ pagefindUrl).then(async (module: Pagefind) => {
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  });
  // A failed load (offline, no index in `npm run dev`) is tried again next time.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
