/**
 * Loads the blog from content/blog/<slug>.md (the registry's blog collection, which
 * validates the front matter and the slug), resolves the image and renders the Markdown
 * body at build time. Drafts never leave readCollection, except in `npm run dev`.
 */
import { type BlogTag, latest, latestArticleCount, sortNewestFirst } from "~/lib/blog";
import { blogPagePath } from "~/lib/blog-paths";
import { pageCount, pageItems } from "~/lib/listing-pages";
import { article, articleSummary } from "./article";
import {
  articlesNewestFirst,
  articlesPerPage,
  type ListedArticle,
  readPublishedArticles,
  tagsBeyondListing,
} from "./blog-archive.server";
import type { Entry } from "./collections.server";
import { resolveImage } from "./images.server";
import { renderMarkdown } from "./markdown.server";
import type { Article, ArticleSummary, BlogArchiveData } from "./page-data";
import type { BlogFrontmatter } from "./schemas/blog";

/** The inputs of the article mappers (article.ts, shared with the /admin preview) that the build makes. */
const built = ({ file, id, data }: Entry<BlogFrontmatter>) => ({
  slug: id,
  image: resolveImage(file, data.image, "image"),
});

const toSummary = (entry: Entry<BlogFrontmatter>): ArticleSummary => articleSummary(entry.data, built(entry));

const toArticle = (entry: Entry<BlogFrontmatter>): Article =>
  article(entry.data, { ...built(entry), html: renderMarkdown(entry.body) });

const readPublished = readPublishedArticles;

/** Every published article without its body, newest first. */
export function listArticles(): ArticleSummary[] {
  return sortNewestFirst(readPublished().map(toSummary));
}

const summaries = (articles: readonly ListedArticle[]) => articles.map(({ entry }) => toSummary(entry));

/**
 * /blog: the newest articles, how many numbered pages hold them all, and the tags whose
 * filter has pages of its own (ADR 052).
 */
export function loadBlogPage() {
  const articles = articlesNewestFirst();
  return {
    articles: summaries(pageItems(articles, articlesPerPage, 1)),
    pageCount: pageCount(articles.length, articlesPerPage),
    archivedTags: tagsBeyondListing(articles),
  };
}

/**
 * A page of the blog's archive: page `page` of every article (from 2: page 1 is /blog) or of
 * a tag's articles, for a tag with articles beyond /blog; null for a page that does not exist.
 */
export function loadBlogArchivePage({ page, tag }: { page: number; tag?: BlogTag }): BlogArchiveData | null {
  const articles = articlesNewestFirst();
  if (tag === undefined ? page < 2 : !tagsBeyondListing(articles).includes(tag)) return null;
  const listed = tag === undefined ? articles : articles.filter((article) => article.tag === tag);
  const pages = pageCount(listed.length, articlesPerPage);
  if (page < 1 || page > pages) return null;
  return {
    path: blogPagePath(page, tag),
    tag: tag ?? null,
    page,
    pageCount: pages,
    articles: summaries(pageItems(listed, articlesPerPage, page)),
  };
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
