/** The title and lead of /events, also its search record's (page-texts/index.ts). */
export const eventsTexts = {
  title: "Events",
  lead: "Discover upcoming activities organized by Student Representation.",
} as const;
