/** A blog entry of the editor as the article page's data, mapped as blog.server.ts maps the file. */
import { article } from "~/content/article";
import type { Article } from "~/content/page-data";
import { folderSchemas } from "../collection-schemas";
import { type AssetResolver, entryBody, entryData, entrySlug, type PreviewEntry } from "./entry";
import { resolvePreviewImage } from "./image";
import { renderPreviewMarkdown } from "./markdown";

/** The article as /blog/{slug} renders it; a date that cannot be read yet has no `datetime`. */
export function articleFromEntry(entry: PreviewEntry, resolveAsset: AssetResolver): Article {
  const data = entryData(folderSchemas.blog, entry);
  return article(data, {
    slug: entrySlug(entry),
    image: resolvePreviewImage(data.image, resolveAsset),
    html: renderPreviewMarkdown(entryBody(entry)),
  });
}
