/**
 * A 'You said, we did' entry of the editor as its item on /you-said-we-did, mapped as
 * you-said-we-did.server.ts maps the file (app/content/you-said-we-did-item.ts), its
 * Markdown body ('We did') rendered as the build renders it.
 */
import type { YouSaidWeDidItem } from "~/content/page-data";
import { youSaidWeDidItem } from "~/content/you-said-we-did-item";
import { folderSchemas } from "../collection-schemas";
import { entryBody, entryData, entrySlug, type PreviewEntry } from "./entry";
import { renderPreviewMarkdown } from "./markdown";

/** The id of an item not saved yet (Decap names the file when it is saved). */
export const unsavedItemId = "new-item";

export function saidItemFromEntry(entry: PreviewEntry): YouSaidWeDidItem {
  const data = entryData(folderSchemas["you-said-we-did"], entry);
  return youSaidWeDidItem(data, {
    id: entrySlug(entry) || unsavedItemId,
    doneHtml: renderPreviewMarkdown(entryBody(entry)),
  });
}
