/**
 * Loads the blog from content/blog/<slug>.md: validates the frontmatter, checks the
 * slug and the date, resolves the image and renders the Markdown body at build time.
 * Drafts never leave this module.
 */
import { latest, latestArticleCount, sortNewestFirst } from "~/lib/blog";
import { parseHumanDate, toIsoDate } from "~/lib/dates";
import { type ImageAsset, resolveImage } from "./images.server";
import { ContentError, displayPath, listContentFiles, type MarkdownFile, readMarkdown } from "./load.server";
import { renderMarkdown } from "./markdown.server";
import { type BlogFrontmatter, blogArticleSchema } from "./schemas";

export const blogFolder = "blog";

/** What cards, Home and the feed need: everything but the body. */
export type ArticleSummary = Omit<BlogFrontmatter, "image" | "draft"> & {
  slug: string;
  /** The date as '2025-11-01', for `<time datetime>`. */
  isoDate: string;
  image: ImageAsset;
};

export type Article = ArticleSummary & {
  /** The Markdown body rendered to HTML (raw HTML in the source is escaped). */
  html: string;
};

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function toSummary({ file, slug, data }: MarkdownFile<BlogFrontmatter>): ArticleSummary {
  if (!slugPattern.test(slug)) {
    throw new ContentError(
      `Invalid file name ${displayPath(file)}: use lowercase letters, digits and hyphens (it becomes the URL /blog/${slug})`,
    );
  }
  const date = parseHumanDate(data.date);
  if (!date) {
    throw new ContentError(
      `Invalid content in ${displayPath(file)}:\n  - field "date": '${data.date}' is not a real day`,
    );
  }
  const { image, draft: _draft, ...rest } = data;
  return { ...rest, slug, isoDate: toIsoDate(date), image: resolveImage(file, image, "image") };
}

function readPublished(): MarkdownFile<BlogFrontmatter>[] {
  return listContentFiles(blogFolder)
    .map((relative) => readMarkdown(relative, blogArticleSchema))
    .filter((entry) => !entry.data.draft);
}

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
  const entry = readPublished().find((candidate) => candidate.slug === slug);
  if (!entry) return null;
  return { ...toSummary(entry), html: renderMarkdown(entry.body) };
}

/** Every published article with its body, newest first (the feed). */
export function loadAllArticles(): Article[] {
  return sortNewestFirst(readPublished().map((entry) => ({ ...toSummary(entry), html: renderMarkdown(entry.body) })));
}
