/**
 * Loads the blog from content/blog/<slug>.md (the registry's blog collection, which
 * validates the front matter and the slug), resolves the image and renders the Markdown
 * body at build time. Drafts never leave readCollection, except in `npm run dev`.
 */
import { latest, latestArticleCount, sortNewestFirst } from "~/lib/blog";
import { article, articleSummary } from "./article";
import { checked, type Entry } from "./collections.server";
import { resolveImage } from "./images.server";
import { readCollection } from "./load.server";
import { renderMarkdown } from "./markdown.server";
import type { Article, ArticleSummary } from "./page-data";
import type { BlogFrontmatter } from "./schemas/blog";

/** The inputs of the article mappers (article.ts, shared with the /admin preview) that the build makes. */
const built = ({ file, id, data }: Entry<BlogFrontmatter>) => ({
  slug: id,
  image: resolveImage(file, data.image, "image"),
});

const toSummary = (entry: Entry<BlogFrontmatter>): ArticleSummary => articleSummary(entry.data, built(entry));

const toArticle = (entry: Entry<BlogFrontmatter>): Article =>
  article(entry.data, { ...built(entry), html: renderMarkdown(entry.body) });

const readPublished = () => readCollection(checked("blog"));

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
  return toArticle(entry);
}

/** Every published article with its body, newest first (the feed). */
export function loadAllArticles(): Article[] {
  return sortNewestFirst(readPublished().map(toArticle));
}
