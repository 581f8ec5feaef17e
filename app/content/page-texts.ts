/**
 * Words of the site that are not in content/: the titles and leads of the pages that list
 * content (events, articles, photos, board members), and the fixed lines of the support
 * cards. The pages show them and the site search's records (search-records.server.ts)
 * carry them, from here, so a record holds what its page shows.
 */
export const fixedPageTexts = {
  events: { title: "Events", lead: "Discover upcoming activities organized by Student Representation." },
  blog: { title: "Blog", lead: "Articles, interviews, and news from RSM faculty and SR alumni." },
  photos: { title: "Photo Gallery", lead: "Memories from SR events and activities." },
  board: { title: "Board", lead: "Meet the leadership of RSM Student Representation." },
  youSaidWeDid: {
    title: "You said, we did",
    lead: "What students raised with Student Representation, and what came of it.",
  },
  /** One year's page, /board/{year}; also its meta title and description. */
  boardYear: (year: string) => ({
    title: `Board ${year}`,
    lead: `Meet the board that led RSM Student Representation in the academic year ${year}.`,
  }),
} as const;

/** The fixed lines of the cards on /student-support, each a search record of its own. */
export const supportCardTexts = {
  /** The link of a support resource's card to the office's own site. */
  resourceLink: "Learn more and get support",
  /** The line under a group chat's title. */
  groupChatLine: "Programme group chat on WhatsApp",
  /** The button that opens a group chat. */
  groupChatLink: "Join WhatsApp Groupchat",
} as const;
