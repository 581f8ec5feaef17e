/**
 * Which articles /blog carries, how many numbered pages hold them all, and which tags have
 * pages of their own (ADR 052), read from the article files: the order that the blog's loader
 * (blog.server.ts) makes its pages of, and the archive's addresses, which the prerender lists
 * (archive-pages.server.ts). Imports no site settings (see events-archive.server.ts).
 */
import { type BlogTag, sortNewestFirst } from "~/lib/blog";
import { blogPagePath } from "~/lib/blog-paths";
import { groupsBeyond, laterPages } from "~/lib/listing-pages";
import { checked } from "./collections.server";
import { readCollection } from "./load.server";
import { registry } from "./registry";

/** How many articles /blog and each later page carry (the registry's archive). */
export const articlesPerPage = registry.blog.archive.perPage;

export const readPublishedArticles = () => readCollection(checked("blog"));

/**
 * The published articles newest first, each with what ordering and filtering read (its
 * date, slug and tag) beside its entry: a page makes summaries of the ones it shows only.
 */
export function articlesNewestFirst() {
  return sortNewestFirst(
    readPublishedArticles().map((entry) => ({ slug: entry.id, date: entry.data.date, tag: entry.data.tag, entry })),
  );
}

export type ListedArticle = ReturnType<typeof articlesNewestFirst>[number];

/** The tags with articles beyond /blog: their filter loads its articles from the tag's own pages. */
export const tagsBeyondListing = (articles: readonly ListedArticle[]): BlogTag[] =>
  groupsBeyond(articles, articlesPerPage, (article) => article.tag);

/** Every page of the blog's archive, for the prerender and the sitemap. */
export function blogArchivePaths(): string[] {
  const articles = articlesNewestFirst();
  const tagPages = tagsBeyondListing(articles).flatMap((tag) => {
    const tagged = articles.filter((article) => article.tag === tag).length;
    return [1, ...laterPages(tagged, articlesPerPage)].map((page) => blogPagePath(page, tag));
  });
  return [...laterPages(articles.length, articlesPerPage).map((page) => blogPagePath(page)), ...tagPages];
}
