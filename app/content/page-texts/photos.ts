/** The title and lead of /photos. */
export const photosTexts = { title: "Photo Gallery", lead: "Memories from SR events and activities." } as const;

/** An album's own page, /photos/{year}: its title and lead, also its meta title and description. */
export const photosYearTexts = (year: string) => ({
  title: `Photos of ${year}`,
  lead: `Memories from SR events and activities in ${year}.`,
});
