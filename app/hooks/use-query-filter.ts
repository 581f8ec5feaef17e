import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/** Set once the first page has hydrated: filters mounted after that read the URL at once. */
let pageHydrated = false;

/**
 * A list filter kept in the URL (`?tag=alumni`), so it can be linked and survives a
 * reload. Prerendered HTML has no query string, so the hydration render always uses the
 * default; a value from the URL is applied right after hydration. Without one, nothing
 * re-renders: the list on screen is already the right one. Changing the filter replaces
 * the history entry instead of adding one.
 */
export function useQueryFilter<Value extends string>(
  param: string,
  allowed: readonly Value[],
  defaultValue: Value,
): [Value, (value: Value) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [urlApplied, setUrlApplied] = useState(pageHydrated);

  const fromUrl = searchParams.get(param)?.toLowerCase();
  const match = allowed.find((value) => value.toLowerCase() === fromUrl);
  const needsUrl = match !== undefined && match !== defaultValue;

  useEffect(() => {
    pageHydrated = true;
    if (needsUrl) setUrlApplied(true);
  }, [needsUrl]);

  const value = urlApplied && match ? match : defaultValue;

  function setValue(next: Value) {
    setUrlApplied(true);
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
