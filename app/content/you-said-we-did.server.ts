/**
 * Loads content/you-said-we-did/<slug>.md (the registry's collection, which validates the
 * front matter and the link to an article) and renders each body ('We did') at build
 * time. Drafts never leave readCollection, except in `npm run dev`.
 */
import { latestDone, newestRaisedFirst } from "~/lib/you-said-we-did";
import { checked } from "./collections.server";
import { readCollection } from "./load.server";
import { renderMarkdown } from "./markdown.server";
import type { DoneItemSummary, YouSaidWeDidItem } from "./page-data";
import { doneItemSummary, youSaidWeDidItem } from "./you-said-we-did-item";

function readItems(): YouSaidWeDidItem[] {
  return readCollection(checked("you-said-we-did")).map(({ id, data, body }) =>
    youSaidWeDidItem(data, { id, doneHtml: renderMarkdown(body) }),
  );
}

/** Every published item, newest first (/you-said-we-did). */
export function loadYouSaidWeDid(): YouSaidWeDidItem[] {
  return newestRaisedFirst(readItems());
}

/** The items done most recently, latest first (Home). */
export function latestDoneItems(): DoneItemSummary[] {
  return latestDone(readItems()).map(doneItemSummary);
}
