import { LazyListItem } from "~/components/ui/lazy-list-item";
import type { ArticleSummary } from "~/content/page-data";
import { ArticleCard } from "./article-card";

/**
 * Article cards in the blog's grid: /blog and the pages of its archive. Each card is drawn
 * only near the viewport (LazyListItem); the first card's image loads with high priority
 * when `priorityFirst` (the page's largest paint).
 */
export function ArticleGrid({
  articles,
  priorityFirst,
}: {
  articles: readonly ArticleSummary[];
  priorityFirst: boolean;
}) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <LazyListItem key={article.slug} className="[--placeholder-height:28rem]">
          <ArticleCard article={article} priority={priorityFirst && index === 0} />
        </LazyListItem>
      ))}
    </ul>
  );
}
