import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ArchivePageData } from "~/content/page-data";

/** Where a listing's filter stands with a page of the archive. */
export type ArchiveLoad<Data> =
  | { state: "none" }
  | { state: "loading" }
  | { state: "failed" }
  | { state: "loaded"; data: Data };

/**
 * The data of a page of a listing's archive (/events/year/2019), for a filter whose items
 * the listing does not carry (ADR 052): React Router's fetcher requests the page's
 * prerendered `.data` file whenever `path` is set, as a link to the page would, and no
 * other page's data is fetched again. The page's route answers `failed` when the file did
 * not arrive (its clientLoader), so the listing says so instead of failing as a whole.
 */
export function useArchivePage<Data extends { path: string }>(path: string | null): ArchiveLoad<Data> {
  const { load, data } = useFetcher<ArchivePageData<Data>>();
  useEffect(() => {
    if (path !== null) void load(path);
  }, [path, load]);
  if (path === null) return { state: "none" };
  // Until the answer for this path is in: a quick second choice may overtake the first.
  if (data?.path !== path) return { state: "loading" };
  if ("failed" in data) return { state: "failed" };
  // The data arrives as the loader sent it (turbo-stream keeps plain objects, arrays and strings as they are).
  return { state: "loaded", data: data as Data };
}
