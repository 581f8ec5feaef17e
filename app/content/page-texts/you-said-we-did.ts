/** The title and lead of /you-said-we-did. */
export const youSaidWeDidTexts = {
  title: "You said, we did",
  lead: "What students raised with Student Representation, and what came of it.",
} as const;
