/**
 * Home's 'Coming up': the next events, from those that were upcoming when the site was
 * built, dropping the ones the visitor's clock says have ended since. Kept apart from
 * upcoming.ts (the /events split) on purpose: a module that two pages import goes into
 * the chunk every page loads, and Home needs only this much of the rule.
 */

/**
 * The last moment at or before `now` (ms) when one of these events ended; -Infinity when
 * none has. It changes only when an event ends, so a page can keep it as state, and the
 * events after it are the same as at `now`.
 */
export function lastEndBy(events: readonly { endsAt: number }[], now: number): number {
  return Math.max(...events.map((event) => event.endsAt).filter((end) => end <= now));
}

/**
 * The next three events at `now` (ms), soonest first. `soonestFirst`: the events upcoming
 * at build time, as the loader sends them; an event ending exactly at `now` is over.
 */
export function comingUpAt<Event extends { endsAt: number }>(soonestFirst: readonly Event[], now: number): Event[] {
  return soonestFirst.filter((event) => now < event.endsAt).slice(0, 3);
}
