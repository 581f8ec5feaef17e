/** The title and lead of /events. */
export const eventsTexts = {
  title: "Events",
  lead: "Discover upcoming activities organized by Student Representation.",
} as const;

/** A year's page of past events, /events/year/{year}: its title and lead, also its meta title and description. */
export const eventsYearTexts = (year: string) => ({
  title: `Events of ${year}`,
  lead: `What Student Representation organized in ${year}.`,
});
