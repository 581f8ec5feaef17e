/**
 * How /admin reads and writes an article file: YAML front matter between `---` lines,
 * then the Markdown body. Decap's own front-matter format would do, but its list can only
 * sort by a field's text, and an article's date is text such as 'November 1, 2025'
 * (alphabetically, April would come first). So reading a file also gives the entry a
 * `publishedOn` day (2025-11-01), a hidden field the list sorts by, newest first, as the
 * blog does; writing drops it again, so it never reaches the file.
 */
import type { CMS } from "decap-cms-core";
import { parse, stringify } from "yaml";
import { parseHumanDate, toIsoDate } from "~/lib/dates";

export const blogFormatName = "blog-front-matter";
/** The hidden field the article list sorts by. */
export const publishedOnField = "publishedOn";

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/;

type Fields = Record<string, unknown>;

/** The file's fields, its body under `body`, and the day it was published for sorting. */
export function readArticle(content: string): Fields {
  const match = frontMatter.exec(content);
  const fields = (match ? parse(match[1] ?? "") : {}) as Fields | null;
  const body = match ? (match[2] ?? "").replace(/^\r?\n/, "") : content;
  const day = typeof fields?.date === "string" ? parseHumanDate(fields.date) : null;
  return { ...fields, body, ...(day ? { [publishedOnField]: toIsoDate(day) } : {}) };
}

/** The file for an entry's fields: front matter in the fields' order, a blank line, the body. */
export function writeArticle(data: Fields): string {
  const { body, [publishedOnField]: _sortOnly, ...fields } = data;
  const text = typeof body === "string" ? body.trim() : "";
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n${text ? `\n${text}\n` : ""}`;
}

export function registerBlogFormat(cms: Pick<CMS, "registerCustomFormat">): void {
  cms.registerCustomFormat(blogFormatName, "md", { fromFile: readArticle, toFile: writeArticle });
}
