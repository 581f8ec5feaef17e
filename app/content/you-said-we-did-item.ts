/**
 * A 'You said, we did' file's data as its item on /you-said-we-did: the dates as the page
 * writes them and the link's kind. The build (you-said-we-did.server.ts) and the /admin
 * preview both map an item with this function; each passes what only it can make: the
 * rendered Markdown body ('We did').
 */
import { dayText } from "~/lib/date-text";
import { readIsoDay } from "~/lib/event-fields";
import { itemAnchor } from "~/lib/you-said-we-did";
import type { DoneItemSummary, YouSaidWeDidItem } from "./page-data";
import type { YouSaidWeDidFrontmatter } from "./schemas/you-said-we-did";

/** 'March 14, 2025' for '2025-03-14'; the text as written while a preview's form holds no real day yet. */
function shownDay(day: string): string {
  const date = readIsoDay(day);
  return date ? dayText(date) : day;
}

export function youSaidWeDidItem(
  data: YouSaidWeDidFrontmatter,
  { id, doneHtml }: { id: string; doneHtml: string },
): YouSaidWeDidItem {
  return {
    id,
    anchor: itemAnchor(id),
    title: data.title,
    raised: data.raised,
    programme: data.programme,
    status: data.status,
    raisedOn: data.raisedOn,
    raisedOnText: shownDay(data.raisedOn),
    ...(data.doneOn === undefined ? {} : { doneOn: data.doneOn, doneOnText: shownDay(data.doneOn) }),
    ...(data.reason === undefined ? {} : { reason: data.reason }),
    doneHtml: doneHtml.trim() ? doneHtml : null,
    ...(data.link === undefined ? {} : { link: { href: data.link, internal: data.link.startsWith("/") } }),
  };
}

/** What Home shows of a done item. */
export function doneItemSummary({
  anchor,
  title,
  raised,
  programme,
  doneOn,
  doneOnText,
}: YouSaidWeDidItem): DoneItemSummary {
  return { anchor, title, raised, programme, doneOn, doneOnText };
}
