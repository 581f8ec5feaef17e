/**
 * 'You said, we did': what students raised and what came of it. The programmes and
 * statuses an item may have, the page's two filters (kept in the query string as
 * `?programme=ba&status=done`), the order of the list, Home's latest done items and each
 * item's anchor. Pure, so the content schema, the
 * page, Home and the /admin preview share it.
 */
import { anchorId } from "./anchors";

/** The programme an item concerns; 'All programmes' concerns every student. */
export const saidProgrammes = ["IBA", "BA", "Pre-MSc", "All programmes"] as const;
export type SaidProgramme = (typeof saidProgrammes)[number];

/** Where an item stands, in the order an item goes through them. */
export const saidStatuses = ["Raised", "In progress", "Done", "Not possible"] as const;
export type SaidStatus = (typeof saidStatuses)[number];

/** A programme or status as the query string writes it: 'Pre-MSc' → 'pre-msc', 'In progress' → 'in-progress'. */
export function filterKey(value: string): string {
  return value.toLowerCase().replace(/\s+/g, "-");
}

/** The filter that shows everything: the link without the parameter. */
export const allFilter = "all";

/** The programme filter's values: every programme but 'All programmes', whose items every filter shows. */
export const programmeFilters = [
  allFilter,
  ...saidProgrammes.filter((programme) => programme !== "All programmes").map(filterKey),
] as const;
export const statusFilters = [allFilter, ...saidStatuses.map(filterKey)] as const;

export type SaidFilters = { programme: string; status: string };

/** The fields the filters and the order read. */
type Filterable = { programme: SaidProgramme; status: SaidStatus };

/**
 * Whether an item is shown under the filters. An item for all programmes concerns the
 * students of each one, so every programme filter shows it.
 */
export function matchesFilters(item: Filterable, { programme, status }: SaidFilters): boolean {
  const programmeMatches =
    programme === allFilter || item.programme === "All programmes" || filterKey(item.programme) === programme;
  const statusMatches = status === allFilter || filterKey(item.status) === status;
  return programmeMatches && statusMatches;
}

export function filterItems<Item extends Filterable>(items: readonly Item[], filters: SaidFilters): Item[] {
  return items.filter((item) => matchesFilters(item, filters));
}

/** The query string of a choice of filters: '' for both at 'all', else '?programme=ba&status=done'. */
export function filterSearch({ programme, status }: SaidFilters): string {
  const params = new URLSearchParams();
  if (programme !== allFilter) params.set("programme", programme);
  if (status !== allFilter) params.set("status", status);
  const search = params.toString();
  return search ? `?${search}` : "";
}

type Dated = { id: string; raisedOn: string; doneOn?: string };

/** Newest first: the day it was raised, latest first; on the same day by file name, so the order never changes between builds. */
export function newestRaisedFirst<Item extends Dated>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => b.raisedOn.localeCompare(a.raisedOn) || a.id.localeCompare(b.id));
}

/** How many done items Home shows. */
export const latestDoneCount = 3;

/** The items done most recently, latest first (Home's section). */
export function latestDone<Item extends Dated & { status: SaidStatus }>(
  items: readonly Item[],
  count = latestDoneCount,
): Item[] {
  return items
    .filter((item) => item.status === "Done")
    .sort(
      (a, b) =>
        (b.doneOn ?? "").localeCompare(a.doneOn ?? "") ||
        b.raisedOn.localeCompare(a.raisedOn) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, count);
}

/** The element id of an item on the page, from its file name: 'faster-exam-results' → 'item-faster-exam-results'. */
export function itemAnchor(id: string): string {
  return anchorId("item", id);
}
