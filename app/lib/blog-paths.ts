/**
 * Where the blog's lists live: /blog, its numbered pages (/blog/page/2) and each tag's pages
 * (/blog/tag/alumni, /blog/tag/alumni/page/2), which hold the articles /blog does not carry
 * (ADR 052). A tag stands in addresses as its filter's `?tag=` value does: in lowercase.
 * The archive's addresses are written out, not href(), as eventsYearPath says why.
 */
import { href } from "react-router";
import { type BlogTag, blogTags } from "./blog";

/** A tag as addresses write it: 'alumni'. */
export const tagSlug = (tag: BlogTag): string => tag.toLowerCase();

/** The tag an address names ('alumni' → 'Alumni'), or undefined. */
export const tagOfSlug = (slug: string): BlogTag | undefined => blogTags.find((tag) => tagSlug(tag) === slug);

/** Page `page` of every article (1 is /blog itself), or of a tag's articles. */
export function blogPagePath(page: number, tag?: BlogTag): string {
  const list = tag === undefined ? href("/blog") : `/blog/tag/${tagSlug(tag)}`;
  return page === 1 ? list : `${list}/page/${page}`;
}

/** The page an address names: its number as written ('2'), 1 where it has none, null for anything else ('02', '0', 'x'). */
export function pageNumberOf(text: string | undefined): number | null {
  if (text === undefined) return 1;
  return /^[1-9]\d*$/.test(text) ? Number(text) : null;
}
