import { useCallback, useMemo, useSyncExternalStore } from "react";
import { lastEndPassed, nextEnd, splitUpcoming, type UpcomingCandidate } from "~/lib/upcoming";
import { watchEventEnds } from "./watch-event-ends";

const builtAnswer = () => Number.NEGATIVE_INFINITY;

/**
 * The events still upcoming, soonest first, and the rest newest first (`newestFirst` as the
 * loader sends it). The page is built and hydrates with the build's split (the server
 * snapshot), so the HTML matches; right after hydration the visitor's clock decides, and
 * again whenever one of the events ends while the page is open or the tab comes back into
 * view. The state kept is the last end that has passed, so the page re-renders only when
 * an event actually ends.
 */
export function useUpcomingSplit<Event extends UpcomingCandidate>(newestFirst: readonly Event[]) {
  const subscribe = useCallback(
    (onChange: () => void) => watchEventEnds((now) => nextEnd(newestFirst, now), onChange),
    [newestFirst],
  );
  const passed = useSyncExternalStore(subscribe, () => lastEndPassed(newestFirst, Date.now()), builtAnswer);
  return useMemo(() => splitUpcoming(newestFirst, passed), [newestFirst, passed]);
}
