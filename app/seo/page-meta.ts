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
  /**
   * The social-card image: an absolute or root-relative URL, or a card made for the page
   * (its size and text alternative are then given too).
   */
  image?: string | SocialImage;
  type?: "website" | "article";
  /**
   * The title a link preview shows (og:title, twitter:title) when it is the page's own
   * title alone, without the site's name: an event's or an article's, drawn on its card.
   */
  socialTitle?: string;
};

/** A social card made for one page: its absolute URL, size in pixels and text alternative. */
export type SocialImage = { url: string; width: number; height: number; alt: string };

export const defaultSocialImage = "/og-image.jpg";

/** Absolute URL on the site's origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

export function pageTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

export function pageMeta({
  title,
  description,
  path,
  image,
  type = "website",
  socialTitle,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const previewTitle = socialTitle ?? fullTitle;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(typeof image === "object" ? image.url : (image ?? defaultSocialImage));
  const imageFacts: MetaDescriptor[] =
    typeof image === "object"
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
          { property: "og:image:alt", content: image.alt },
          { name: "twitter:image:alt", content: image.alt },
        ]
      : [];
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: previewTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: previewTitle },
    { name: "twitter:description", content: description },
    ...imageFacts,
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
