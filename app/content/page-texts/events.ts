/** The title and lead of /events. */
export const eventsTexts = {
  title: "Events",
  lead: "Discover upcoming activities organized by Student Representation.",
} as const;
