/**
 * How a page's view tells the site search what it shows, as attributes on its elements:
 * the build reads them from the prerendered pages (app/content/search-records.server.ts,
 * ADR 032), so search finds whatever a page shows without a word written twice.
 * - a record of its own: an item a result should land on (an FAQ answer, a support
 *   resource), at its `id`, under its first heading; `listed: false` keeps it out of the
 *   /search directory (a board member: their year's page is listed);
 * - a card: an entry's card on a listing (an event, an article), covered by the record of
 *   the entry's own page, so left out of the listing's;
 * - not indexed: a control that is no `<button>` (a back link, the share and calendar
 *   actions) or a status line for screen readers;
 * - the directory's line under a record's title, and Pagefind's metadata (an event's date,
 *   an article's author and tag).
 */

export const searchRecordMark = (type: string, { listed = true }: { listed?: boolean } = {}) => ({
  "data-search-record": type,
  ...(listed ? {} : { "data-search-unlisted": "" }),
});

export const searchCardMark = { "data-search-card": "" } as const;

export const notIndexedMark = { "data-search-ignore": "" } as const;

export const searchDetailMark = { "data-search-detail": "" } as const;

export const searchMetaMark = (key: "date" | "author" | "tag") => ({ "data-search-meta": key });
