/** The title and lead of /blog. */
export const blogTexts = {
  title: "Blog",
  lead: "Articles, interviews, and news from RSM faculty and SR alumni.",
} as const;

/** A page of the blog's archive: page 2 of every article, or page n of a tag's ('Alumni articles'). */
export const blogArchiveTexts = (page: number, tag: string | null) => {
  const title = tag ? `${tag} articles` : "Blog";
  return {
    title: page > 1 ? `${title}, page ${page}` : title,
    lead: tag
      ? `Every ${tag.toLowerCase()} article, newest first.`
      : "Older articles, interviews, and news from RSM faculty and SR alumni.",
  };
};
