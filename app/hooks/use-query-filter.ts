import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * A list filter kept in the URL (`?tag=alumni`), so it can be linked and survives a
 * reload. Prerendered HTML has no query string, so the first (hydration) render
 * always uses the default; the value from the URL is applied right after hydration.
 * Changing the filter replaces the history entry instead of adding one.
 */
export function useQueryFilter<Value extends string>(
  param: string,
  allowed: readonly Value[],
  defaultValue: Value,
): [Value, (value: Value) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const fromUrl = searchParams.get(param)?.toLowerCase();
  const match = allowed.find((value) => value.toLowerCase() === fromUrl);
  const value = hydrated && match ? match : defaultValue;

  function setValue(next: Value) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === defaultValue) params.delete(param);
        else params.set(param, next.toLowerCase());
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return [value, setValue];
}

/**
 * For routes whose data does not depend on the query string: export this as the
 * route's `shouldRevalidate` so changing a filter does not refetch the page data.
 */
export function revalidateOnPathChangeOnly({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
