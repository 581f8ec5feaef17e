/**
 * Which items a listing page carries and which go to its archive. A listing (/events, /blog,
 * /photos) carries a page's worth, its newest items; everything older sits on prerendered
 * pages of its own, one per year ('/events/year/2024') or numbered ('/blog/page/2'), so no
 * page grows with the archive. A filter value (a year, a tag) whose items are all on the
 * listing filters there, as it always did; one with items beyond it has a page of its own,
 * which the filter loads. Pure: the loaders split the content with these functions.
 */

/** The items of numbered page `page` (1 is the listing itself), `perPage` to a page. */
export function pageItems<Item>(items: readonly Item[], perPage: number, page: number): Item[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** How many numbered pages `count` items fill, `perPage` to a page: at least one, the listing. */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The numbers of the pages after the listing that `count` items need: [2, 3, …], none when they fit. */
export function laterPages(count: number, perPage: number): number[] {
  return Array.from({ length: pageCount(count, perPage) - 1 }, (_, index) => index + 2);
}

/**
 * The groups (years, tags) of the items past the first `onListing`, in the items' order
 * (newest first): each has items the listing does not carry, so it gets a page of its own,
 * which holds all of the group's items, those on the listing too. Items without a group
 * (an article without a tag) are in none.
 */
export function groupsBeyond<Item, Group extends string>(
  items: readonly Item[],
  onListing: number,
  groupOf: (item: Item) => Group | undefined,
): Group[] {
  const groups = items.slice(onListing).flatMap((item) => groupOf(item) ?? []);
  return [...new Set(groups)];
}

/**
 * How many albums (newest first, given by their photo counts) the listing carries: the
 * newest one whatever its size, then each next one while the photos shown stay within
 * `perPage`. The others each have their own page.
 */
export function albumsOnListing(photoCounts: readonly number[], perPage: number): number {
  let shown = 0;
  let albums = 0;
  for (const count of photoCounts) {
    if (albums > 0 && shown + count > perPage) break;
    shown += count;
    albums += 1;
  }
  return albums;
}

/**
 * A group's items as a filter shows them: those on the listing, then those of the group's
 * own page that the listing lacks, in the page's order. The page holds the group as the
 * site was built; the listing may have gained some since (an event that ended in the
 * visitor's browser moves to the past ones), which are the newest, so they come first.
 */
export function withPageItems<Item extends { id: string }>(
  onListing: readonly Item[],
  onPage: readonly Item[],
): Item[] {
  const listed = new Set(onListing.map((item) => item.id));
  return [...onListing, ...onPage.filter((item) => !listed.has(item.id))];
}
