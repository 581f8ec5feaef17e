/**
 * One meta helper for every page. A route's meta array replaces its parent's, so
 * this always returns the full set: title, description, canonical link, Open Graph
 * and Twitter card tags.
 */
import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";

export type PageMetaInput = {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Path of the page, e.g. '/blog/my-post'. */
  path: string;
  /** Absolute or root-relative URL of the social-card image. */
  image?: string;
  type?: "website" | "article";
};

export const defaultSocialImage = "/og-image.jpg";

/** Absolute URL on the site's origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

export function pageTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

export function pageMeta({ title, description, path, image, type = "website" }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? defaultSocialImage);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}

/**
 * The not-found page's tags. An unknown path has no canonical address: /404 itself is
 * removed after the build (it must answer 404), so a canonical or og:url naming it would
 * point at nothing. Also used by a content route whose item does not exist.
 */
export function notFoundMeta(): MetaDescriptor[] {
  return [
    ...pageMeta({ title: "Page not found", description: "This page does not exist.", path: "/404" }).filter(
      (descriptor) =>
        !("rel" in descriptor && descriptor.rel === "canonical") &&
        !("property" in descriptor && descriptor.property === "og:url"),
    ),
    { name: "robots", content: "noindex" },
  ];
}
