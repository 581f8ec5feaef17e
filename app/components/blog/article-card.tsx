import { href, Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import type { ArticleSummary } from "~/content/page-data";
import { searchCardMark } from "~/lib/search-marks";
import { ArticleByline } from "./article-byline";
import { ArticleTag } from "./article-tag";

/**
 * A card on the blog list. The whole card is clickable through the title link
 * (stretched over the card), so there is one link per card for keyboard and screen
 * reader users instead of three. `priority` marks the card whose image is the page's
 * largest when it loads (see Picture).
 */
export function ArticleCard({ article, priority = false }: { article: ArticleSummary; priority?: boolean }) {
  return (
    <article
      {...searchCardMark}
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-card shadow-card transition-shadow focus-within:ring-2 focus-within:ring-brand focus-within:ring-offset-2 hover:shadow-raised"
    >
      <Picture
        image={article.image}
        alt=""
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
        position={article.imagePosition}
        priority={priority}
        className="block aspect-[16/9] overflow-hidden bg-sand"
        imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        {article.tag ? <ArticleTag tag={article.tag} /> : null}
        <h2 className="line-clamp-2 text-xl leading-snug font-bold">
          <Link
            to={href("/blog/:id", { id: article.slug })}
            className="outline-none after:absolute after:inset-0 group-hover:text-brand"
          >
            {article.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-ink-muted">{article.description}</p>
        <ArticleByline author={article.author} date={article.date} isoDate={article.isoDate} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
