/**
 * Tells whether a URL is the one the browser loaded as the site's not-found page.
 *
 * A path that was not prerendered (e.g. /blog/no-such-post) is answered by the host with
 * 404.html and HTTP 404. When that page hydrates, a dynamic route has no data and its
 * clientLoader runs; asking for the missing `.data` file would fail again and make the
 * browser log a 404 error. The navigation entry already holds the document's status,
 * so the route can answer "not found" without a request.
 */
export function isNotFoundDocument(url: string | URL, entries?: readonly PerformanceEntry[]): boolean {
  const navigation = (entries ?? globalThis.performance?.getEntriesByType?.("navigation") ?? [])[0] as
    | (PerformanceEntry & { responseStatus?: number })
    | undefined;
  // responseStatus is missing in older browsers: they fall back to fetching the data.
  if (navigation?.responseStatus !== 404) return false;
  return new URL(navigation.name).pathname === new URL(url, navigation.name).pathname;
}
