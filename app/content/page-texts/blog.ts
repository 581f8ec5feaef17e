/** The title and lead of /blog, also its search record's (page-texts/index.ts). */
export const blogTexts = {
  title: "Blog",
  lead: "Articles, interviews, and news from RSM faculty and SR alumni.",
} as const;
