/** A blog entry of the editor as the article page's data (the shape blog.server.ts gives the page). */
import type { Article } from "~/content/page-data";
import { type BlogTag, blogTags } from "~/lib/blog";
import { parseHumanDate, toIsoDate } from "~/lib/dates";
import { type AssetResolver, type EntryFields, humanDateText, optionalText, text } from "./entry";
import { resolvePreviewImage } from "./image";
import { renderPreviewMarkdown } from "./markdown";

function readTag(value: string | undefined): BlogTag | undefined {
  return blogTags.find((tag) => tag === value);
}

/** The article as /blog/{slug} renders it; a date that cannot be read yet has no `datetime`. */
export function articleFromEntry(fields: EntryFields, slug: string, resolveAsset: AssetResolver): Article {
  const date = humanDateText(fields, "date");
  const day = parseHumanDate(date);
  const tag = readTag(optionalText(fields, "tag"));
  const imagePosition = optionalText(fields, "imagePosition");
  return {
    slug,
    title: text(fields, "title"),
    date,
    isoDate: day ? toIsoDate(day) : "",
    author: text(fields, "author"),
    description: text(fields, "description"),
    image: resolvePreviewImage(text(fields, "image"), resolveAsset),
    imageAlt: text(fields, "imageAlt"),
    ...(imagePosition ? { imagePosition } : {}),
    ...(tag ? { tag } : {}),
    html: renderPreviewMarkdown(text(fields, "body")),
  };
}
