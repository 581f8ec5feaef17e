import { Link } from "react-router";
import { SectionHeading } from "~/components/shared/section-heading";
import { Container } from "~/components/ui/container";
import { ArrowRight } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import type { ArticleSummary } from "~/content/page-data";
import { searchCardMark } from "~/lib/search-marks";

/**
 * Home's 'Latest from our Blog' (its title from home.yaml): the newest articles, each with
 * a link to read it in full (`link`), and the link to /blog (`blog`); Home's loader makes
 * the links, so its script does not.
 */
export function LatestArticles({
  title,
  blog,
  articles,
}: {
  title: string;
  blog: string;
  articles: (ArticleSummary & { link: string })[];
}) {
  return (
    <section
      aria-labelledby="latest-articles-title"
      className="render-when-visible py-20 [--placeholder-height:93rem] md:[--placeholder-height:33rem]"
    >
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="latest-articles-title" title={title} />
          <Link to={blog} className="font-semibold text-brand underline-offset-4 hover:underline">
            All articles
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug}>
              <article
                {...searchCardMark}
                className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-card shadow-card"
              >
                <Picture
                  image={article.image}
                  alt=""
                  sizes="(min-width: 768px) 33vw, 100vw"
                  position={article.imagePosition}
                  className="block aspect-[16/9] overflow-hidden bg-sand"
                  imgClassName="size-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <h3 className="text-xl leading-snug font-bold">{article.title}</h3>
                  <p className="line-clamp-3 text-ink-muted">{article.description}</p>
                  <Link
                    to={article.link}
                    className="mt-auto inline-flex items-center gap-2 pt-2 font-semibold text-brand underline-offset-4 hover:underline"
                  >
                    Read the full article
                    <span className="sr-only">: {article.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
