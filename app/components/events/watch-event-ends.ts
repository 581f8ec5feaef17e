/** setTimeout takes at most a signed 32-bit delay (about 24.8 days); longer waits are chained. */
const longestTimeout = 2 ** 31 - 1;

/**
 * Calls `onChange` when the next event ends (`nextEnd` tells when, in ms, after `now`; null
 * when none is left) and whenever the tab comes back into view, since timers sleep with the
 * laptop. For useSyncExternalStore's subscribe; returns the unsubscribe.
 */
export function watchEventEnds(nextEnd: (now: number) => number | null, onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    const now = Date.now();
    const end = nextEnd(now);
    timer = end === null ? undefined : setTimeout(wake, Math.min(end - now, longestTimeout));
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
}
