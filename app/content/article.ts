/**
 * A blog file's data as the article's page data. The build (blog.server.ts) and the
 * /admin preview both map an article with these functions; each passes what only it can
 * make: the resolved image and the rendered Markdown body. The date is shown as the
 * site writes dates (date-text.ts), read from the file's own text.
 */
import { dayText } from "~/lib/date-text";
import { parseHumanDate, toIsoDate } from "~/lib/dates";
import type { Article, ArticleSummary, ImageAsset } from "./page-data";
import type { BlogFrontmatter } from "./schemas/blog";

/** What cards, Home and the feed show of an article: everything but the body. */
export function articleSummary(
  data: BlogFrontmatter,
  { slug, image }: { slug: string; image: ImageAsset },
): ArticleSummary {
  // The schema accepts only real days: '' stands only for a date a preview's form does not hold yet.
  const date = parseHumanDate(data.date);
  const { image: _path, draft: _draft, ...rest } = data;
  return { ...rest, slug, date: date ? dayText(date) : data.date, isoDate: date ? toIsoDate(date) : "", image };
}

/** The article with its body, `html` being the Markdown body rendered. */
export function article(data: BlogFrontmatter, inputs: { slug: string; image: ImageAsset; html: string }): Article {
  return { ...articleSummary(data, inputs), html: inputs.html };
}
