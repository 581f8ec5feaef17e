import { ArchiveLoadNotice } from "~/components/shared/archive-load-notice";
import { FilterButtons, type FilterOption } from "~/components/shared/filter-buttons";
import type { ArticleSummary, BlogArchiveData } from "~/content/page-data";
import { useArchivePage } from "~/hooks/use-archive-page";
import { useQueryFilter } from "~/hooks/use-query-filter";
import { type BlogTag, type BlogTagFilter, blogTagFilters, defaultBlogTagFilter, filterByTag } from "~/lib/blog";
import { blogPagePath } from "~/lib/blog-paths";
import { ArticleGrid } from "./article-grid";
import { BlogPageLinks } from "./blog-page-links";

const filterOptions: FilterOption<BlogTagFilter>[] = blogTagFilters.map((value) => ({ value, label: value }));

/**
 * The blog list with its tag filter. The filter lives in the URL (?tag=alumni) so it can
 * be linked; the prerendered HTML lists the newest articles, `articles` (see
 * useQueryFilter), sorted newest first, with links to the numbered pages of the rest. A tag
 * in `archivedTags` has articles beyond these: its filter shows the tag's own first page
 * (/blog/tag/alumni), loaded from there, with links to its later pages (ADR 052).
 */
export function BlogList({
  articles,
  pageCount = 1,
  archivedTags = [],
}: {
  articles: ArticleSummary[];
  /** How many numbered pages hold every article (1: all are here). */
  pageCount?: number;
  archivedTags?: readonly BlogTag[];
}) {
  const [tag, setTag] = useQueryFilter("tag", blogTagFilters, defaultBlogTagFilter);
  const tagPage = tag !== "All" && archivedTags.includes(tag) ? blogPagePath(1, tag) : null;
  const load = useArchivePage<BlogArchiveData>(tagPage);
  // While a tag's page loads, its articles on this page (its newest) show already.
  const shown = load.state === "loaded" ? load.data.articles : filterByTag(articles, tag);
  const settled = load.state === "none" || load.state === "loaded";

  return (
    <div>
      <FilterButtons label="Filter articles by tag" options={filterOptions} value={tag} onChange={setTag} />
      <p className="sr-only" aria-live="polite">
        {load.state === "loading"
          ? `Loading the ${tag.toLowerCase()} articles`
          : `Showing ${shown.length} ${shown.length === 1 ? "article" : "articles"}`}
      </p>
      {shown.length > 0 ? (
        <ArticleGrid articles={shown} priorityFirst={tag === defaultBlogTagFilter} />
      ) : settled ? (
        <p className="mt-8 rounded-card border border-dashed border-line bg-card p-10 text-center text-lg text-ink-muted">
          No blog articles found for this tag.
        </p>
      ) : null}
      {tagPage ? <ArchiveLoadNotice load={load} what={`the ${tag.toLowerCase()} articles`} path={tagPage} /> : null}
      {tag === defaultBlogTagFilter ? <BlogPageLinks pageCount={pageCount} current={blogPagePath(1)} /> : null}
      {load.state === "loaded" && load.data.tag && load.data.pageCount > 1 ? (
        <BlogPageLinks
          pageCount={load.data.pageCount}
          tag={load.data.tag}
          current={load.data.path}
          currentIsThisPage={false}
        />
      ) : null}
    </div>
  );
}
