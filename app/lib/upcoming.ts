/**
 * What is coming up: which events are still upcoming at an instant, soonest first, and
 * the rest in the order the site lists them (newest first). The build decides with its
 * own clock and marks each event `upcoming`; the browser decides again with the
 * visitor's clock, which can only end events, never reopen one: an event that was over
 * when the site was built stays over, whatever the visitor's clock says. For /events;
 * Home's 'Coming up' has its own, smaller rule (coming-up.ts).
 */

/** What deciding needs of an event: the build's answer and when the event ends (ms since 1970). */
export type UpcomingCandidate = { upcoming: boolean; endsAt: number };

/** Upcoming at `now` (ms): only an event that was upcoming when the page was built can be, until it ends. */
export function stillUpcoming(builtUpcoming: boolean, endsAt: number, now: number): boolean {
  return builtUpcoming && now < endsAt;
}

/**
 * The upcoming events at `now` (ms), soonest first, and the rest in their given order.
 * `newestFirst` is sorted newest first by start, as the loader sends it; the upcoming
 * ones are those same events read from the end. `now` may be -Infinity: the build's answer.
 */
export function splitUpcoming<Event extends UpcomingCandidate>(
  newestFirst: readonly Event[],
  now: number,
): { upcoming: Event[]; rest: Event[] } {
  const upcoming: Event[] = [];
  const rest: Event[] = [];
  for (const event of newestFirst) {
    if (stillUpcoming(event.upcoming, event.endsAt, now)) upcoming.unshift(event);
    else rest.push(event);
  }
  return { upcoming, rest };
}

/**
 * The last moment at or before `now` (ms) when an event that was upcoming at build time
 * ended; -Infinity when none has ended since. Splitting at this moment gives the same
 * answer as splitting at `now`, and it changes only when an event ends, so a page can
 * keep it as state and re-render only then.
 */
export function lastEndPassed(events: readonly UpcomingCandidate[], now: number): number {
  return Math.max(...events.filter((event) => event.upcoming && event.endsAt <= now).map((event) => event.endsAt));
}

/** When the next of these events ends after `now` (ms), or null when none that is still upcoming is left. */
export function nextEnd(events: readonly UpcomingCandidate[], now: number): number | null {
  const next = Math.min(
    ...events.filter((event) => stillUpcoming(event.upcoming, event.endsAt, now)).map((event) => event.endsAt),
  );
  return next === Number.POSITIVE_INFINITY ? null : next;
}

/** The years that have events, newest first: the year filter's buttons after 'All'. */
export function eventYears(events: readonly { year: string }[]): string[] {
  return [...new Set(events.map((event) => event.year))].sort().reverse();
}
