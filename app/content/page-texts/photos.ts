/** The title and lead of /photos, also its search record's (page-texts/index.ts). */
export const photosTexts = { title: "Photo Gallery", lead: "Memories from SR events and activities." } as const;
