/**
 * The site search's index: after the prerender, reads every prerendered page of
 * `<BUILD_DIR>/client` and writes a Pagefind index to `<BUILD_DIR>/client/pagefind/`
 * (`npm run build` runs it before the post-build step, so the index is built from the
 * pages as React rendered them and Pagefind's own scripts are precompressed with the rest).
 *
 * What becomes a record (the search UI relies on this, see app/lib/search-records.ts):
 * - every page's <main>, never the header, footer or support popup; the not-found page,
 *   the search page and pages marked `noindex` are left out (drafts are never prerendered);
 * - each item of a page marked `data-search-record="<type>"` (an event, an FAQ entry, a
 *   support resource, a group chat), and each member card of a board year page, is a
 *   record of its own at `<page>#<id>`, and its page's record leaves it out.
 * Every record has the filter `type` (one of `searchTypes`) and the meta `title` (the
 * page's h1 or the item's first heading); events have the meta `date` (as the card shows
 * it), articles `author` and `tag`. Titles weigh more than body text: Pagefind weighs
 * headings above paragraphs and boosts words of the `title` meta; an item's title, an
 * FAQ question among them, gets the weight of a page's h1.
 *
 * The pages are not parsed into a DOM: React's prerendered HTML is well-formed, so an
 * element ends at the close tag that balances its start tag, and Pagefind parses each
 * record itself. That keeps the step well under a second for the whole site.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import * as pagefind from "pagefind";
import { isSearchType, pageSearchType, type SearchType, unindexedPaths } from "../app/lib/search-records";
import {
  type PagefindRecord,
  type RecordSummaries,
  recordSummariesFile,
  toRecordSummary,
} from "../app/lib/search-results";

/** A record for Pagefind: a small HTML document whose `data-pagefind-body` is the record. */
export type SearchDocument = { url: string; type: SearchType; content: string };

/**
 * Controls and status messages inside <main> that are no text of the page: the filter
 * buttons (a fieldset) and the live regions that announce "13 events shown" or "Copied".
 * Pagefind skips forms, navigation, scripts and SVG by itself.
 */
const excludeSelectors = ["fieldset", "[aria-live]", '[role="status"]'];

/** Pagefind's files that the site's own search dialog does not use (its ready-made UIs). */
const unusedBundleFiles = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
];

/** The page's URL path for a prerendered file: "about/index.html" → "/about", "index.html" → "/". */
export function pagePath(relativeFile: string): string {
  const parts = relativeFile.split(path.sep).join("/").split("/");
  if (parts.at(-1) !== "index.html") throw new Error(`Not a prerendered page: ${relativeFile}`);
  return `/${parts.slice(0, -1).join("/")}`;
}

/** Escapes text for a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const voidElements = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** The offset just past the element whose start tag begins at `start`, by balancing its tags. */
export function elementEnd(html: string, start: number): number {
  const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start, start + 64))?.[1]?.toLowerCase();
  if (!name) throw new Error(`No start tag at offset ${start}`);
  const tags = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, "gi");
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (match[1] === "/") depth--;
    else if (!voidElements.has(name) && !match[0].endsWith("/>")) depth++;
    if (depth <= 0) return match.index + match[0].length;
  }
  throw new Error(`<${name}> at offset ${start} is never closed`);
}

/** Adds attributes to the start tag that begins at `start`. */
function withAttributes(html: string, start: number, attributes: string): string {
  const end = html.indexOf(">", start);
  const selfClosing = html[end - 1] === "/";
  const at = selfClosing ? end - 1 : end;
  return `${html.slice(0, at)} ${attributes}${html.slice(at)}`;
}

type Item = { start: number; end: number; id: string; type: SearchType };

/** Start tags that may open an item: marked `data-search-record`, or a board member card (`id="member-…"`). */
const itemStartTag = /<[a-zA-Z][\w-]*\s[^>]*\b(?:data-search-record="|id="member-)[^>]*>/g;

/**
 * The type of the item a start tag opens, or null for none: the `data-search-record`
 * value, or Board for a member card on a board year page (/board/{year}, whose cards
 * carry `id="member-…"`). On any other page, /board among them, the cards stay part of
 * the page, so each member is one record, on the page of their own year.
 */
function itemType(startTag: string, pageType: SearchType, page: string): SearchType | null {
  const marked = /\sdata-search-record="([^"]*)"/.exec(startTag)?.[1];
  if (marked !== undefined) {
    if (!isSearchType(marked)) throw new Error(`${page}: data-search-record="${marked}" is not a search type`);
    return marked;
  }
  return pageType === "Board" && /\sid="member-/.test(startTag) ? "Board" : null;
}

/** The top-level items of a page between `from` and `to`; an item inside another stays part of it. */
function findItems(html: string, from: number, to: number, page: string): Item[] {
  const items: Item[] = [];
  const pageType = pageSearchType(page);
  itemStartTag.lastIndex = from;
  for (let match = itemStartTag.exec(html); match && match.index < to; match = itemStartTag.exec(html)) {
    const type = itemType(match[0], pageType, page);
    if (!type) continue;
    const id = /\sid="([^"]+)"/.exec(match[0])?.[1];
    if (!id) throw new Error(`${page}: a ${type} item has no id, so no result could land on it`);
    if (items.some((item) => item.id === id)) throw new Error(`${page}: two search items have the id "${id}"`);
    const end = elementEnd(html, match.index);
    items.push({ start: match.index, end, id, type });
    itemStartTag.lastIndex = end;
  }
  return items;
}

/** A record's HTML document: its content as Pagefind's body, with its type and extra metadata. */
function recordDocument(body: string, type: SearchType, meta: Record<string, string>): string {
  const metaElements = Object.entries(meta)
    .map(([key, value]) => `<span data-pagefind-meta="${attribute(`${key}:${value}`)}"></span>`)
    .join("");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body><div data-pagefind-body data-pagefind-filter="type:${type}">${metaElements}${body}</div></body></html>`;
}

/** Marks an item's title (its first heading, or an FAQ's question) as the record's title and gives it a page title's weight. */
function markItemTitle(itemHtml: string, page: string, id: string): string {
  const title = /<(h[1-6]|summary)[\s>]/i.exec(itemHtml);
  if (!title) throw new Error(`${page}#${id}: the item has no heading or summary to take its title from`);
  return withAttributes(itemHtml, title.index, 'data-pagefind-meta="title" data-pagefind-weight="7"');
}

/** Author and tag of an article page, from its schema.org BlogPosting (the byline and label it shows). */
function articleMeta(mainHtml: string): Record<string, string> {
  for (const match of mainHtml.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data: unknown = JSON.parse(match[1] ?? "null");
    for (const node of Array.isArray(data) ? data : [data]) {
      if (typeof node !== "object" || node === null || !("@type" in node) || node["@type"] !== "BlogPosting") continue;
      const meta: Record<string, string> = {};
      if ("author" in node && typeof node.author === "object" && node.author !== null && "name" in node.author) {
        meta.author = String(node.author.name);
      }
      if ("articleSection" in node) meta.tag = String(node.articleSection);
      return meta;
    }
  }
  return {};
}

/** The page's title from its <title> ("About | RSM Student Representation" → "About"), for a page without an h1. */
function documentTitle(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  return title.split(" | ")[0]?.trim() ?? "";
}

/** Whether a page is left out of the index. */
export function isUnindexed(html: string, page: string): boolean {
  return unindexedPaths.includes(page) || /<meta name="robots" content="[^"]*noindex/i.test(html);
}

/**
 * The records of one prerendered page: the page's own <main> (without its items), then
 * one record per item marked `data-search-record`. None for an unindexed page.
 */
export function pageRecords(html: string, page: string): SearchDocument[] {
  if (isUnindexed(html, page)) return [];
  const mainStart = html.search(/<main[\s>]/);
  if (mainStart < 0) throw new Error(`${page}: no <main> to index`);
  const mainEnd = elementEnd(html, mainStart);
  const items = findItems(html, mainStart, mainEnd, page);

  const records: SearchDocument[] = items.map((item) => ({
    url: `${page}#${item.id}`,
    type: item.type,
    content: recordDocument(markItemTitle(html.slice(item.start, item.end), page, item.id), item.type, {}),
  }));

  // The page's own record: its <main>, each item ignored (with its metadata) since it is a record of its own.
  let main = html.slice(mainStart, mainEnd);
  for (const item of [...items].reverse())
    main = withAttributes(main, item.start - mainStart, 'data-pagefind-ignore="all"');
  const type = pageSearchType(page);
  const h1 = main.search(/<h1[\s>]/);
  const meta: Record<string, string> = type === "Article" ? articleMeta(main) : {};
  if (h1 >= 0) main = withAttributes(main, h1, 'data-pagefind-meta="title"');
  else meta.title = documentTitle(html);
  records.unshift({ url: page, type, content: recordDocument(main, type, meta) });
  return records;
}

/**
 * One of Pagefind's fragment files (the record a result's `data()` loads): gzip data of a
 * 12-byte signature and the record as JSON. This is Pagefind's own file format, not its
 * API (ADR 013): a Pagefind that writes another fails the build here, by name.
 */
export function readFragment(file: string): PagefindRecord & { content: string } {
  const data = zlib.gunzipSync(fs.readFileSync(file));
  const signature = data.subarray(0, 12).toString("utf8");
  if (signature !== "pagefind_dcd") {
    throw new Error(
      `${file}: not the fragment format scripts/search-index.ts reads (signature "${signature}"); see docs/decisions/013-search-results-before-fragments.md`,
    );
  }
  const record = JSON.parse(data.subarray(12).toString("utf8")) as Partial<PagefindRecord & { content: string }>;
  if (typeof record.url !== "string" || typeof record.meta !== "object" || typeof record.filters !== "object") {
    throw new Error(
      `${file}: a fragment without url, meta and filters; see docs/decisions/013-search-results-before-fragments.md`,
    );
  }
  return {
    url: record.url,
    excerpt: "",
    meta: record.meta ?? {},
    filters: record.filters ?? {},
    content: record.content ?? "",
  };
}

/**
 * Writes what the search dialog shows of each record before its fragment has arrived
 * (its address, type, title and date), by Pagefind's result id, which names the record's
 * fragment file. The dialog loads it with Pagefind, so results are listed without a
 * round trip per result; the excerpts follow.
 */
function writeRecordSummaries(outputPath: string): void {
  const fragmentDir = path.join(outputPath, "fragment");
  const summaries: RecordSummaries = {};
  for (const name of fs.readdirSync(fragmentDir).sort()) {
    if (!name.endsWith(".pf_fragment")) continue;
    summaries[name.slice(0, -".pf_fragment".length)] = toRecordSummary(readFragment(path.join(fragmentDir, name)));
  }
  fs.writeFileSync(path.join(outputPath, recordSummariesFile), JSON.stringify(summaries));
}

function prerenderedPages(client: string): string[] {
  return fs
    .readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith(`${path.sep}index.html`))
    .filter((file) => !file.startsWith(`pagefind${path.sep}`))
    .sort();
}

/** Builds the index of `client` into `client/pagefind`; returns what it wrote. */
export async function writeSearchIndex(
  client: string,
): Promise<{ records: number; pages: number; files: number; bytes: number }> {
  const outputPath = path.join(client, "pagefind");
  fs.rmSync(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en", excludeSelectors });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  let records = 0;
  let pages = 0;
  try {
    for (const file of prerenderedPages(client)) {
      const documents = pageRecords(fs.readFileSync(path.join(client, file), "utf8"), pagePath(file));
      if (documents.length > 0) pages++;
      for (const document of documents) {
        const added = await index.addHTMLFile({ url: document.url, content: document.content });
        if (added.errors.length > 0) throw new Error(`Pagefind, ${document.url}: ${added.errors.join("; ")}`);
        records++;
      }
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
  }
  for (const name of unusedBundleFiles) fs.rmSync(path.join(outputPath, name), { force: true });
  writeRecordSummaries(outputPath);
  const files = fs
    .readdirSync(outputPath, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const bytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  return { records, pages, files: files.length, bytes };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = performance.now();
  const client = path.join(path.resolve(process.env.BUILD_DIR ?? "build"), "client");
  const { records, pages, files, bytes } = await writeSearchIndex(client);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `search index: ${records} records from ${pages} pages, ${files} files (${(bytes / 1024).toFixed(0)} KB) in client/pagefind, ${seconds} s`,
  );
}
