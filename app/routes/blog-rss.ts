/**
 * /blog/rss.xml: an RSS 2.0 feed of every published article, written at build time
 * (the route is prerendered into a static file). Newest first, full text included.
 */
import { Feed } from "feed";
import { href } from "react-router";
import { site } from "~/config/site";
import { loadAllArticles } from "~/content/blog.server";
import { parseHumanDate } from "~/lib/dates";
import { startOfDayInAmsterdam } from "~/lib/zoned-dates";
import { absoluteUrl, defaultSocialImage } from "~/seo/page-meta";

/** Feed readers show content outside the site, so root-relative links must become absolute. */
function absoluteLinks(html: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, (_match, attribute: string) => `${attribute}="${absoluteUrl("/")}`);
}

/** The day an article was published, as midnight in Amsterdam. */
function publishedAt(date: string): Date {
  const day = parseHumanDate(date);
  // The loader already rejected unreadable dates; this keeps the types honest.
  if (!day) throw new Error(`Unreadable article date '${date}'`);
  return startOfDayInAmsterdam(day);
}

export function loader() {
  const articles = loadAllArticles();
  const blogUrl = absoluteUrl(href("/blog"));
  const feed = new Feed({
    title: `${site.name} Blog`,
    description: "Articles, interviews, and news from RSM faculty and SR alumni.",
    id: blogUrl,
    link: blogUrl,
    language: site.locale,
    image: absoluteUrl(defaultSocialImage),
    favicon: absoluteUrl("/favicon.svg"),
    copyright: `© ${__BUILD_YEAR__} ${site.name}`,
    // The newest article's day, not the build time: rebuilding without new content changes nothing.
    updated: articles[0] ? publishedAt(articles[0].date) : undefined,
    generator: site.name,
    feedLinks: { rss: absoluteUrl(href("/blog/rss.xml")) },
  });

  for (const article of articles) {
    const url = absoluteUrl(href("/blog/:id", { id: article.slug }));
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      date: publishedAt(article.date),
      description: article.description,
      content: absoluteLinks(article.html),
      author: [{ name: article.author }],
      category: article.tag ? [{ name: article.tag }] : undefined,
      image: absoluteUrl(article.image.original),
    });
  }

  return new Response(feed.rss2(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
