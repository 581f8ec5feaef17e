/**
 * Ordering and filtering of blog articles. Pure functions: the loaders, the blog list,
 * Home's 'Latest from our Blog' and the feed all order articles through here, so
 * they always agree.
 */
import { compareCalendarDates, parseHumanDate } from "./dates";

/** The tags an article may carry (its `tag` field); the content schema accepts exactly these. */
export const blogTags = ["Alumni", "Faculty"] as const;
export type BlogTag = (typeof blogTags)[number];

/** The filter on /blog: every article, or only those with one tag. */
export type BlogTagFilter = "All" | BlogTag;
export const blogTagFilters: readonly BlogTagFilter[] = ["All", ...blogTags];
export const defaultBlogTagFilter: BlogTagFilter = "All";

/** How many articles Home's 'Latest from our Blog' shows: the newest three. */
export const latestArticleCount = 3;

type Dated = { slug: string; date: string };

/**
 * Newest first by the parsed date text. Articles on the same day keep a stable
 * order by slug; a date that cannot be read sorts last (loaders reject those anyway).
 */
export function sortNewestFirst<Article extends Dated>(articles: readonly Article[]): Article[] {
  const withDates = articles.map((article) => ({ article, date: parseHumanDate(article.date) }));
  withDates.sort((a, b) => {
    if (a.date && b.date) {
      const byDate = compareCalendarDates(b.date, a.date);
      if (byDate !== 0) return byDate;
    } else if (a.date || b.date) {
      return a.date ? -1 : 1;
    }
    return a.article.slug.localeCompare(b.article.slug, "en");
  });
  return withDates.map(({ article }) => article);
}

/** The articles the filter lets through, in their given order. */
export function filterByTag<Article extends { tag?: BlogTag }>(
  articles: readonly Article[],
  filter: BlogTagFilter,
): Article[] {
  return filter === "All" ? [...articles] : articles.filter((article) => article.tag === filter);
}

/** The `count` most recent articles, newest first. */
export function latest<Article extends Dated>(articles: readonly Article[], count = latestArticleCount): Article[] {
  return sortNewestFirst(articles).slice(0, count);
}
