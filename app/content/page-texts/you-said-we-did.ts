/** The title and lead of /you-said-we-did, also its search record's (page-texts/index.ts). */
export const youSaidWeDidTexts = {
  title: "You said, we did",
  lead: "What students raised with Student Representation, and what came of it.",
} as const;
