/**
 * An event entry of the editor as its card on /events, mapped as events.server.ts maps
 * the file: the date and time text, whether it is upcoming and the calendar link come
 * from the same function (app/content/event-item.ts).
 */
import { eventCard } from "~/content/event-item";
import type { EventItem } from "~/content/page-data";
import { folderSchemas } from "../collection-schemas";
import { type AssetResolver, entryBody, entryData, entrySlug, type PreviewEntry } from "./entry";
import { resolvePreviewImage } from "./image";
import { renderPreviewMarkdown } from "./markdown";

/** The id of an event not saved yet (Decap names the file when it is saved). */
export const unsavedEventId = "new-event";

/** The event's card; `now` decides whether it is upcoming, as the build's clock does. */
export function eventFromEntry(entry: PreviewEntry, resolveAsset: AssetResolver, now: Date): EventItem {
  const data = entryData(folderSchemas.events, entry);
  return eventCard(data, {
    id: entrySlug(entry) || unsavedEventId,
    image: resolvePreviewImage(data.image, resolveAsset),
    descriptionHtml: renderPreviewMarkdown(entryBody(entry)),
    now,
    // A half-filled form's schedule falls back quietly: the form names the fields to fix.
    warn: () => {},
  });
}
