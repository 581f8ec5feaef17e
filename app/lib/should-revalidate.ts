/**
 * For routes whose data does not depend on the query string: export this as the
 * route's `shouldRevalidate` so changing a filter (kept in the URL) does not refetch
 * the page data.
 */
export function revalidateOnPathChangeOnly({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
