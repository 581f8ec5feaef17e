import type * as React from "react";
import { href, Link } from "react-router";
import { Container } from "~/components/ui/container";
import { ArrowLeft } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import type { Article } from "~/content/page-data";
import { notIndexedMark } from "~/lib/search-marks";
import { ArticleByline } from "./article-byline";
import { ArticleTag } from "./article-tag";

/**
 * An article's page (/blog/{slug}): its tag, title, lead and byline, the picture and the
 * body. The route renders it from the build's data (its structured data as `children`,
 * at the article's end), the /admin preview from the form. It has the shape of an event's
 * page (events/event-detail.tsx) but not a shared layout: a component two routes share
 * goes into the chunk every page loads (scripts/shared-chunk.ts), which would add more
 * to every page than it takes from these two.
 */
export function ArticleView({ article, children }: { article: Article; children?: React.ReactNode }) {
  return (
    <article className="pb-20">
      <Container width="article" className="pt-10 sm:pt-14">
        <Link
          {...notIndexedMark}
          to={href("/blog")}
          className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Blog
        </Link>
        <header className="mt-8">
          {article.tag ? <ArticleTag tag={article.tag} /> : null}
          <h1 className="mt-4 text-title font-extrabold tracking-tight">{article.title}</h1>
          <p className="mt-4 text-lg text-ink-muted">{article.description}</p>
          <ArticleByline author={article.author} date={article.date} isoDate={article.isoDate} className="mt-6" />
        </header>
        <Picture
          image={article.image}
          alt={article.imageAlt}
          // The Container's width (56rem) less its padding at each breakpoint.
          sizes="(min-width: 1024px) 52rem, (min-width: 896px) 53rem, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
          priority
          position={article.imagePosition}
          className="mt-10 block aspect-[16/9] overflow-hidden rounded-card bg-sand shadow-card"
          imgClassName="size-full object-cover"
        />
        <div
          className="prose-content mx-auto mt-12"
          // Rendered from Markdown with raw HTML escaped: at build time (markdown.server.ts),
          // in the /admin preview from the form (admin/previews/markdown.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped Markdown output, see above
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
      </Container>
      {children}
    </article>
  );
}
