import { data, href } from "react-router";
import { ArticleView } from "~/components/blog/article-view";
import { blogFeedLink } from "~/components/blog/feed-link";
import { JsonLdScript } from "~/components/seo/json-ld-script";
import { loadArticle } from "~/content/blog.server";
import { articleSocialCard } from "~/content/social-cards.server";
import { isNotFoundDocument } from "~/lib/not-found-document";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { blogPostingJsonLd, breadcrumbJsonLd, serializeJsonLd } from "~/seo/json-ld";
import { notFoundMeta, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/blog.entry";

/** Runs at build time for every prerendered slug. */
export function loader({ params }: Route.LoaderArgs) {
  const article = loadArticle(params.id);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  const jsonLd = [
    blogPostingJsonLd({ ...article, image: article.image.original }),
    breadcrumbJsonLd([
      { name: "Blog", path: href("/blog") },
      { name: article.title, path: href("/blog/:id", { id: article.slug }) },
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
      path: href("/blog/:id", { id: article.slug }),
      image: loaderData.socialCard,
      type: "article",
    }),
    { property: "article:published_time", content: article.isoDate },
    { property: "article:author", content: article.author },
    ...(article.tag ? [{ property: "article:tag", content: article.tag }] : []),
  ];
}

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleView article={loaderData.article}>
      <JsonLdScript json={loaderData.jsonLd} />
    </ArticleView>
  );
}
