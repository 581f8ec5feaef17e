import { data, href, Link } from "react-router";
import { ArticleByline } from "~/components/blog/article-byline";
import { ArticleTag } from "~/components/blog/article-tag";
import { blogFeedLink } from "~/components/blog/feed-link";
import { JsonLdScript } from "~/components/seo/json-ld-script";
import { Container } from "~/components/ui/container";
import { ArrowLeft } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import { loadArticle } from "~/content/blog.server";
import { articleSocialCard } from "~/content/social-cards.server";
import { isNotFoundDocument } from "~/lib/not-found-document";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { blogPostingJsonLd, breadcrumbJsonLd, serializeJsonLd } from "~/seo/json-ld";
import { notFoundMeta, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/article";

/** Runs at build time for every prerendered slug. */
export function loader({ params }: Route.LoaderArgs) {
  const article = loadArticle(params.slug);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  const jsonLd = [
    blogPostingJsonLd({ ...article, image: article.image.original }),
    breadcrumbJsonLd([
      { name: "Blog", path: href("/blog") },
      { name: article.title, path: href("/blog/:slug", { slug: article.slug }) },
    ]),
  ];
  return { article, socialCard: articleSocialCard(article), jsonLd: serializeJsonLd(jsonLd) };
}

/**
 * In the browser. An unknown slug arrives as the prerendered 404.html (HTTP 404); its
 * data file does not exist either, so answer 404 without requesting it (that request
 * would log a console error). The root error boundary then shows the not-found page.
 * (At that moment this module is not loaded yet, so the HTML is hydrated by the root's
 * HydrateFallback, which must render the not-found page too.)
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (isNotFoundDocument(request.url)) throw data(null, { status: 404, statusText: "Not Found" });
  return serverLoader();
}

// Only a new slug means new data; a changed query string or hash does not.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export const links: Route.LinksFunction = () => [blogFeedLink];

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta();
  const { article } = loaderData;
  return [
    ...pageMeta({
      title: article.title,
      socialTitle: article.title,
      description: article.description,
      path: href("/blog/:slug", { slug: article.slug }),
      image: loaderData.socialCard,
      type: "article",
    }),
    { property: "article:published_time", content: article.isoDate },
    { property: "article:author", content: article.author },
    ...(article.tag ? [{ property: "article:tag", content: article.tag }] : []),
  ];
}

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <article className="pb-20">
      <Container width="article" className="pt-10 sm:pt-14">
        <Link
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
          // Rendered at build time from the article's Markdown with raw HTML escaped (markdown.server.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time output, see above
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
      </Container>
      <JsonLdScript json={loaderData.jsonLd} />
    </article>
  );
}
