/**
 * Words of the site that are not in content/: the titles and leads of the pages that list
 * content (events, articles, photos, board members), and the fixed lines of the support
 * cards. The pages show them and the site search's records (search-records.server.ts)
 * carry them, so a record holds what its page shows.
 *
 * Each page imports its own module here, never this index: a module that two pages import
 * goes into the chunk that every page loads, so one module of all the texts would cost
 * every page the words of the others. The index gathers them for the search records only.
 */
import { blogTexts } from "./blog";
import { boardTexts, boardYearTexts } from "./board";
import { eventsTexts } from "./events";
import { photosTexts } from "./photos";
import { youSaidWeDidTexts } from "./you-said-we-did";

export { supportCardTexts } from "./student-support";

export const fixedPageTexts = {
  events: eventsTexts,
  blog: blogTexts,
  photos: photosTexts,
  board: boardTexts,
  youSaidWeDid: youSaidWeDidTexts,
  boardYear: boardYearTexts,
} as const;
