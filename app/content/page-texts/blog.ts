/** The title and lead of /blog. */
export const blogTexts = {
  title: "Blog",
  lead: "Articles, interviews, and news from RSM faculty and SR alumni.",
} as const;
