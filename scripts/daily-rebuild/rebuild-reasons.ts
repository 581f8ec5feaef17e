/**
 * Whether a build made now would differ from the one made earlier, and why. The built
 * pages depend on the day they are built in two ways only: each event says "upcoming"
 * until it ends (its card, its page, Home's "Coming up", its registration form), and the
 * footer's and the blog feed's © carry the build's year (the builders run in UTC). The
 * browser turns an event past by itself, but visitors without JavaScript, crawlers and
 * the feeds see the built state; so the scheduled rebuild runs on the days these change,
 * and on no other (each production deploy costs the host's quota).
 */

/** When an event ends: the instant its card turns from upcoming to past. */
export type EventEnd = { id: string; title: string; end: Date };

/** Between which two builds: the last one (`since`) and the one that may be made (`until`). */
export type BuildWindow = { since: Date; until: Date };

/** One line per change between the two builds (a new year first, then each event as it ended); empty when they would be the same. */
export function rebuildReasons(events: readonly EventEnd[], { since, until }: BuildWindow): string[] {
  if (until.getTime() <= since.getTime()) return [];
  const ended = events
    .filter(({ end }) => end.getTime() > since.getTime() && end.getTime() <= until.getTime())
    .sort((a, b) => a.end.getTime() - b.end.getTime() || a.id.localeCompare(b.id))
    .map(({ id, title, end }) => `"${title}" (${id}) ended at ${end.toISOString()}: it is no longer upcoming`);
  const [before, after] = [since.getUTCFullYear(), until.getUTCFullYear()];
  const newYear =
    before === after ? [] : [`the year changed from ${before} to ${after}: the © line shows the new year`];
  return [...newYear, ...ended];
}
