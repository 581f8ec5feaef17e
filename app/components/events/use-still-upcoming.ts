import { useCallback, useSyncExternalStore } from "react";

/** setTimeout takes at most a signed 32-bit delay (about 24.8 days); longer waits are chained. */
const longestTimeout = 2 ** 31 - 1;

/** Upcoming at `now` (ms): only an event that was upcoming when the page was built can be. */
export function stillUpcoming(builtUpcoming: boolean, endsAt: number, now: number): boolean {
  return builtUpcoming && now < endsAt;
}

/**
 * Whether an event is still upcoming. The page is built with the build's answer, and
 * hydrates with that same answer (the server snapshot), so the HTML matches; right after
 * hydration the visitor's clock decides, and again when the event ends while the page is
 * open or when the tab comes back into view (timers sleep with the laptop). So a page built
 * before an event ended shows it as past without a rebuild. An event that was over at
 * build time stays past: the visitor's clock can only end events, never reopen them.
 */
export function useStillUpcoming(builtUpcoming: boolean, endsAt: number): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!builtUpcoming) return () => {};
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = () => {
        const remaining = endsAt - Date.now();
        timer = remaining > 0 ? setTimeout(wake, Math.min(remaining, longestTimeout)) : undefined;
      };
      const wake = () => {
        onChange();
        wait();
      };
      wait();
      document.addEventListener("visibilitychange", onChange);
      return () => {
        clearTimeout(timer);
        document.removeEventListener("visibilitychange", onChange);
      };
    },
    [builtUpcoming, endsAt],
  );
  return useSyncExternalStore(
    subscribe,
    () => stillUpcoming(builtUpcoming, endsAt, Date.now()),
    () => builtUpcoming,
  );
}
