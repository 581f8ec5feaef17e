/**
 * Loads the blog from content/blog/<slug>.md (the registry's blog collection, which
 * validates the front matter and the slug), resolves the image and renders the Markdown
 * body at build time. Drafts never leave readCollection, except in `npm run dev`.
 */
import { latest, latestArticleCount, sortNewestFirst } from "~/lib/blog";
import { parseHumanDate, toIsoDate } from "~/lib/dates";
import { blogCollection, type Entry } from "./collections.server";
import { resolveImage } from "./images.server";
import { ContentError, displayPath, readCollection } from "./load.server";
import { renderMarkdown } from "./markdown.server";
import type { Article, ArticleSummary } from "./page-data";
import type { BlogFrontmatter } from "./schemas";

function toSummary({ file, id, data }: Entry<BlogFrontmatter>): ArticleSummary {
  // The schema accepts only real days; this keeps the type honest.
  const date = parseHumanDate(data.date);
  if (!date) throw new ContentError(`${displayPath(file)}  date  "${data.date}" is not a day of the calendar`);
  const { image, draft: _draft, ...rest } = data;
  return { ...rest, slug: id, isoDate: toIsoDate(date), image: resolveImage(file, image, "image") };
}

const readPublished = () => readCollection(blogCollection);

/** Every published article without its body, newest first. */
export function listArticles(): ArticleSummary[] {
  return sortNewestFirst(readPublished().map(toSummary));
}

/** The `count` most recent articles, newest first (Home's 'Latest from our Blog'). */
export function latestArticles(count = latestArticleCount): ArticleSummary[] {
  return latest(readPublished().map(toSummary), count);
}

/** One published article with its rendered body, or null for an unknown slug or a draft. */
export function loadArticle(slug: string): Article | null {
  const entry = readPublished().find((candidate) => candidate.id === slug);
  if (!entry) return null;
  return { ...toSummary(entry), html: renderMarkdown(entry.body) };
}

/** Every published article with its body, newest first (the feed). */
export function loadAllArticles(): Article[] {
  return sortNewestFirst(readPublished().map((entry) => ({ ...toSummary(entry), html: renderMarkdown(entry.body) })));
}
