/**
 * Loads content/you-said-we-did/<slug>.md (the registry's collection, which validates the
 * front matter and the link to an article) and renders each body ('We did') at build
 * time. Drafts never leave readCollection, except in `npm run dev`.
 */
import { latestDone, newestRaisedFirst, type SaidSearchItem, youSaidWeDidSearchItems } from "~/lib/you-said-we-did";
import { youSaidWeDidCollection } from "./collections.server";
import { readCollection } from "./load.server";
import { renderMarkdown } from "./markdown.server";
import type { DoneItemSummary, YouSaidWeDidItem } from "./page-data";
import { doneItemSummary, youSaidWeDidItem } from "./you-said-we-did-item";

function readItems(): YouSaidWeDidItem[] {
  return readCollection(youSaidWeDidCollection).map(({ id, data, body }) =>
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

/**
 * The page's searchable items, newest first: one per item, at its anchor on
 * /you-said-we-did (`id`), with its title and its words (app/lib/you-said-we-did.ts).
 */
export function loadYouSaidWeDidSearchItems(): SaidSearchItem[] {
  return youSaidWeDidSearchItems(loadYouSaidWeDid());
}
