/**
 * The site search's records, taken from the pages as they are built: search finds whatever
 * a page shows (ADR 032). Each prerendered page's <main> is a record of its own, under its
 * h1; an item a result should land on (an FAQ answer, a support resource, a group chat, a
 * board member of a year's page, a 'You said, we did' item) is marked on the page by its
 * view as a record of its own, at its id (search-marks.ts), and left out of the page's. A
 * listing's card of an entry that has its own page (an event, an article) is marked as
 * such: its entry's record covers it, so it is left out of the listing's.
 *
 * What a record leaves out is what a visitor does not read as the page's text: the page's
 * controls (buttons, form fields), what is hidden from everyone (`hidden`, `aria-hidden`),
 * announcements (a status line, a live region), a link's or a button's words for screen
 * readers alone, and what a view marks as not indexed. A picture counts as its text alternative. tests/e2e/search-index.spec.ts opens
 * every page in the browser and holds each record to what the page shows there, both ways.
 *
 * scripts/search-index.ts hands the records to Pagefind after the prerender; /search lists
 * them as its directory, prerendered last (prerender-paths.server.ts) so that every other
 * page is built when it is.
 */
import fs from "node:fs";
import path from "node:path";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { pagePaths } from "./prerender-paths.server";
import { pageSearchType, searchTypeHeadings } from "./search-types";

export type SearchRecord = {
  /** The page's path, with `#id` for an item: the element the result lands on. */
  url: string;
  /** One of the types of search-types.ts. */
  type: string;
  /** The page's h1, or the item's heading (an FAQ's question). */
  title: string;
  /** An event's date as its page shows it; an article's author and tag (Pagefind's metadata). */
  date?: string;
  author?: string;
  tag?: string;
  /** The line under the title in the /search directory. */
  detail?: string;
  /** Left out of the /search directory (a board member: their year's page is listed). */
  unlisted?: true;
  /** The record's text as the page's HTML (its elements and their classes), its title and what is left out removed. */
  html: string;
};

type Node = DefaultTreeAdapterMap["childNode"] | DefaultTreeAdapterMap["parentNode"];
type Element = DefaultTreeAdapterMap["element"];

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const has = (element: Element, name: string) => attribute(element, name) !== undefined;
const children = (node: Node) => ("childNodes" in node ? node.childNodes : []);

/** Every element below `node`, in document order. */
function* descendants(node: Node): Generator<Element> {
  for (const child of children(node)) {
    if (!isElement(child)) continue;
    yield child;
    yield* descendants(child);
  }
}

/** An element's text, whitespace collapsed. */
function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeName === "#text" && "value" in current) parts.push(current.value);
    for (const child of children(current)) walk(child);
  };
  walk(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Elements whose words are no part of a page's text; tests/e2e/search-index.spec.ts leaves out the same. */
const controls = new Set(["script", "style", "template", "noscript", "button", "input", "select", "textarea"]);
const voidElements = new Set(["area", "base", "col", "embed", "hr", "link", "meta", "source", "track", "wbr"]);

/**
 * Whether an element is no text: a control, hidden from everyone, an announcement (a
 * status line, a live region: what changes as the visitor acts), marked not indexed, or a
 * link's or button's words for screen readers alone.
 */
function notIndexed(element: Element, inLinkOrButton: boolean): boolean {
  return (
    controls.has(element.tagName) ||
    has(element, "hidden") ||
    attribute(element, "aria-hidden") === "true" ||
    attribute(element, "role") === "status" ||
    has(element, "aria-live") ||
    has(element, "data-search-ignore") ||
    (inLinkOrButton && (attribute(element, "class") ?? "").split(/\s+/).includes("sr-only"))
  );
}

const isRecord = (element: Element) => has(element, "data-search-record");
const isCard = (element: Element) => has(element, "data-search-card");

/** The elements of `root` that `matches`, but not those of a record or card inside it. */
function own(root: Element, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    for (const child of children(node)) {
      if (!isElement(child) || isRecord(child) || isCard(child)) continue;
      if (matches(child)) found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A record's element as its text: without its records and cards, what is not indexed and
 * its title; a picture as its text alternative; a space between two elements side by side
 * (the page's layout parts them; Pagefind would join their words). Each element keeps its
 * classes, so the end-to-end check draws the record as the page draws it.
 */
function recordHtml(root: Element, title: Element | undefined): string {
  const serialise = (node: Node, inLinkOrButton: boolean): string => {
    if (!isElement(node)) return node.nodeName === "#text" && "value" in node ? escapeText(node.value) : "";
    if (node === title || notIndexed(node, inLinkOrButton) || isRecord(node) || isCard(node)) return "";
    if (node.tagName === "img") {
      const alt = attribute(node, "alt")?.trim();
      return alt ? ` ${escapeText(alt)} ` : "";
    }
    if (node.tagName === "br") return " ";
    if (voidElements.has(node.tagName)) return "";
    const className = attribute(node, "class");
    const open = className ? `<${node.tagName} class="${className.replace(/"/g, "&quot;")}">` : `<${node.tagName}>`;
    return `${open}${inner(node, inLinkOrButton || node.tagName === "a" || node.tagName === "button")}</${node.tagName}>`;
  };
  const inner = (node: Node, inLinkOrButton: boolean): string =>
    children(node)
      .map((child, index, all) => {
        const previous = all[index - 1];
        const apart = previous && isElement(previous) && isElement(child) ? " " : "";
        return `${apart}${serialise(child, inLinkOrButton)}`;
      })
      .join("");
  return inner(root, false).replace(/\s+/g, " ").trim();
}

function recordOf(element: Element, url: string, type: string, title: Element | undefined): SearchRecord {
  const detail = own(element, (child) => has(child, "data-search-detail"))
    .map(textOf)
    .filter(Boolean)
    .join(", ");
  const meta = Object.fromEntries(
    (["date", "author", "tag"] as const).flatMap((key) => {
      const [marked] = own(element, (child) => attribute(child, "data-search-meta") === key);
      const value = marked ? textOf(marked) : "";
      return value ? [[key, value]] : [];
    }),
  );
  return {
    url,
    type,
    title: title ? textOf(title) : "",
    ...meta,
    ...(detail ? { detail } : {}),
    ...(has(element, "data-search-unlisted") ? { unlisted: true as const } : {}),
    html: recordHtml(element, title),
  };
}

const headings = new Set(["h1", "h2", "h3", "h4", "summary"]);

/** The records of one built page: its <main>, then each item it marks, in the page's order. */
export function recordsOfPage(pathname: string, html: string): SearchRecord[] {
  const main = [...descendants(parse(html))].find((element) => element.tagName === "main");
  if (!main) throw new Error(`${pathname}: the built page has no <main>`);
  const known = new Set(searchTypeHeadings().map(({ type }) => type));
  const items = [...descendants(main)].filter(isRecord).map((element) => {
    const type = attribute(element, "data-search-record") ?? "";
    const id = attribute(element, "id");
    if (!known.has(type)) throw new Error(`${pathname}: a record of the unknown type "${type}" (search-types.ts)`);
    if (!id) throw new Error(`${pathname}: a record of type ${type} without an id to land on`);
    const title = [...descendants(element)].find((child) => headings.has(child.tagName));
    return recordOf(element, `${pathname}#${id}`, type, title);
  });
  const h1 = [...descendants(main)].find((element) => element.tagName === "h1");
  return [recordOf(main, pathname, pageSearchType(pathname), h1), ...items];
}

/** The pages search lists: every page of the site but /search itself. */
export const searchedPages = () => pagePaths().filter((page) => page !== "/search");

/** A page's prerendered HTML in a client folder ('/about' is about/index.html). */
function builtPage(clientDir: string, pathname: string): string {
  const file = path.join(clientDir, pathname, "index.html");
  if (!fs.existsSync(file)) {
    throw new Error(
      `${pathname} is not built in ${clientDir}: /search reads every other page, so it is prerendered last`,
    );
  }
  return fs.readFileSync(file, "utf8");
}

/** Every record of the site, from the pages built into `clientDir`, in the pages' order; fails on an address given twice. */
export function searchRecords(clientDir: string): SearchRecord[] {
  const records = searchedPages().flatMap((pathname) => recordsOfPage(pathname, builtPage(clientDir, pathname)));
  const seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.url)) throw new Error(`Two search records have the address ${record.url}`);
    seen.add(record.url);
  }
  return records;
}

/** An entry of the /search directory. */
export type DirectoryEntry = Pick<SearchRecord, "type" | "title" | "url" | "detail">;

/** The /search directory: every listed record, grouped by type in the order of search-types.ts, each group under its heading. */
export function directory(records: readonly SearchRecord[]) {
  return searchTypeHeadings()
    .map(({ type, heading }) => ({
      type,
      heading,
      items: records
        .filter((record) => record.type === type && !record.unlisted)
        .map(({ title, url, detail }): DirectoryEntry => ({ type, title, url, ...(detail ? { detail } : {}) })),
    }))
    .filter((group) => group.items.length > 0);
}
