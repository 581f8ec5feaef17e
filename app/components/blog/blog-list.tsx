import { FilterButtons, type FilterOption } from "~/components/shared/filter-buttons";
import { LazyListItem } from "~/components/ui/lazy-list-item";
import type { ArticleSummary } from "~/content/page-data";
import { useQueryFilter } from "~/hooks/use-query-filter";
import { type BlogTagFilter, blogTagFilters, defaultBlogTagFilter, filterByTag } from "~/lib/blog";
import { ArticleCard } from "./article-card";

const filterOptions: FilterOption<BlogTagFilter>[] = blogTagFilters.map((value) => ({ value, label: value }));

/**
 * The blog list with its tag filter. The filter lives in the URL (?tag=alumni) so it can
 * be linked; the prerendered HTML lists every article (see useQueryFilter).
 * `articles` arrive sorted newest first.
 */
export function BlogList({ articles }: { articles: ArticleSummary[] }) {
  const [tag, setTag] = useQueryFilter("tag", blogTagFilters, defaultBlogTagFilter);
  const shown = filterByTag(articles, tag);

  return (
    <div>
      <FilterButtons label="Filter articles by tag" options={filterOptions} value={tag} onChange={setTag} />
      <p className="sr-only" aria-live="polite">
        {`Showing ${shown.length} ${shown.length === 1 ? "article" : "articles"}`}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((article, index) => (
            <LazyListItem key={article.slug} className="[--placeholder-height:28rem]">
              <ArticleCard article={article} priority={tag === defaultBlogTagFilter && index === 0} />
            </LazyListItem>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-card border border-dashed border-line bg-card p-10 text-center text-lg text-ink-muted">
          No blog articles found for this tag.
        </p>
      )}
    </div>
  );
}
