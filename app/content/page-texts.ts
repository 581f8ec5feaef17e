/**
 * The titles and leads of the pages whose words are not in content/ (their pages list
 * content: events, articles, photos, board members). Their routes show them and the
 * site search's records (search-records.server.ts) carry them, from here.
 */
export const fixedPageTexts = {
  events: { title: "Events", lead: "Discover upcoming activities organized by Student Representation." },
  blog: { title: "Blog", lead: "Articles, interviews, and news from RSM faculty and SR alumni." },
  photos: { title: "Photo Gallery", lead: "Memories from SR events and activities." },
  board: { title: "Board", lead: "Meet the leadership of RSM Student Representation." },
  /** One year's page, /board/{year}; also its meta title and description. */
  boardYear: (year: string) => ({
    title: `Board ${year}`,
    lead: `Meet the board that led RSM Student Representation in the academic year ${year}.`,
  }),
} as const;
