/** The title and lead of /photos. */
export const photosTexts = { title: "Photo Gallery", lead: "Memories from SR events and activities." } as const;
