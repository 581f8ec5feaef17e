import { useCallback, useSyncExternalStore } from "react";
import { stillUpcoming } from "~/lib/upcoming";
import { watchEventEnds } from "./watch-event-ends";

/**
 * Whether an event is still upcoming. The page is built with the build's answer, and
 * hydrates with that same answer (the server snapshot), so the HTML matches; right after
 * hydration the visitor's clock decides, and again when the event ends while the page is
 * open or when the tab comes back into view. So a page built before an event ended shows
 * it as past without a rebuild. An event that was over at build time stays past: the
 * visitor's clock can only end events, never reopen them.
 */
export function useStillUpcoming(builtUpcoming: boolean, endsAt: number): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!builtUpcoming) return () => {};
      return watchEventEnds((now) => (stillUpcoming(builtUpcoming, endsAt, now) ? endsAt : null), onChange);
    },
    [builtUpcoming, endsAt],
  );
  return useSyncExternalStore(
    subscribe,
    () => stillUpcoming(builtUpcoming, endsAt, Date.now()),
    () => builtUpcoming,
  );
}
