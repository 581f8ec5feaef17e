/**
 * A search record and its text, and the few helpers every page's records are written with.
 * Each page's records (the other modules of this folder) are built from the same data its
 * route's loader hands to the page, and hold the words the page shows, in its reading order:
 * tests/e2e/search-index.spec.ts opens every record's page and finds them there.
 */
import type { SearchType } from "~/lib/search-records";
import { type CollectionDefinition, type CollectionName, entryPage, registry } from "../registry";

/**
 * A part of a record's text, in the page's reading order: a heading (weighted as the
 * page's h2 or h3: a heading there is a heading here, a card's title in a link is text),
 * plain text, or HTML the loaders rendered from Markdown.
 */
export type SearchBlock = { heading: string; level?: 2 | 3 } | { text: string } | { html: string };

export type SearchRecord = {
  /** The page's path, with `#id` for an item: the element the result lands on. */
  url: string;
  type: SearchType;
  /** What a result is titled: the page's h1, the item's heading (an FAQ's question). */
  title: string;
  /** An event's date as its card shows it. */
  date?: string;
  /** An article's author and tag, searchable and kept with the record. */
  author?: string;
  tag?: string;
  /** The line under the title in the /search directory. */
  detail?: string;
  /** Left out of the /search directory (a board member: their year's page is listed). */
  unlisted?: true;
  body: SearchBlock[];
};

/** A text block, or none for an empty or missing value (a field the page leaves out). */
export const text = (value: string | null | undefined): SearchBlock[] => (value ? [{ text: value }] : []);

/** One text block per value, in order (paragraphs, list items). */
export const texts = (values: readonly string[]): SearchBlock[] => values.flatMap(text);

/** A heading block, of the page's level (h2 by default, h3 for a card's or an item's). */
export const heading = (value: string, level: 2 | 3 = 2): SearchBlock => ({ heading: value, level });

/** An HTML block (rendered from Markdown by the loaders), or none for an empty one. */
export const html = (value: string | null | undefined): SearchBlock[] => (value ? [{ html: value }] : []);

/**
 * Where the record of an entry's own page lands and what type of result it is, as the
 * registry says (`page` and `searchType`): `entryRecord("blog", "my-post")` is
 * `{ url: "/blog/my-post", type: "Article" }`.
 */
export function entryRecord(name: CollectionName, id: string): Pick<SearchRecord, "url" | "type"> {
  const { page, searchType }: CollectionDefinition = registry[name];
  if (!page || !searchType) throw new Error(`the registry gives ${name} no page of its own with a search type`);
  return { url: entryPage(page, id), type: searchType };
}
