/** What admin-previews.spec.ts compares for a collection: an entry, the page that shows it, and the elements of its view. */
import type { CollectionName } from "../../../../app/content/registry";

export type PreviewCase = {
  collection: CollectionName;
  entry: string;
  /** The page of the built site that shows the entry. */
  page: string;
  /** CSS selectors of the compared elements (the first match), the same in the preview and on the page. */
  elements: { title: string; body: string; [name: string]: string };
  /** Pictures the entry has saved (under the content folder), which its image fields show; the lists to open first. */
  pictures: string[];
  lists?: string[];
};
