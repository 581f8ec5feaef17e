/**
 * What a build of the archive weighs, read from its output: every page of its sitemap,
 * sorted into entry pages (one entry of a collection with pages of its own, as the
 * registry names them: `/blog/<id>`) and the rest, the listing pages among them (the
 * pages a collection's entries are listed on, `/events` and any page under it that is not
 * an entry, such as later archive pages by year or number); the files every visitor or
 * subscriber fetches whole (search index, calendar feed, blog feed); the output's file
 * count and largest file; and the build's cache.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { hasEntryPages, isFolderPattern, registeredCollections } from "~/content/registry";
import { publishedFiles } from "../host-limits.mjs";

const gzip = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The paths of the built sitemap's pages ('/events'), in its order. */
export function sitemapPaths(clientDir) {
  const xml = fs.readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * Entry pages match a collection's page with an id (`/blog/<id>` → `/blog/anything`); a
 * listing page is any other page at or under the base of a collection of many files
 * (`/blog`, `/events`, `/photos`, `/you-said-we-did`, …).
 */
export function classifyPages(paths, collections = registeredCollections) {
  const entryPatterns = collections
    .map(([, definition]) => definition.page)
    .filter(hasEntryPages)
    .map((page) => new RegExp(`^${escapeRegExp(page).replace("<id>", "[^/]+")}$`));
  const bases = collections
    .filter(([, definition]) => definition.page && isFolderPattern(definition.files))
    .map(([, definition]) => definition.page.split(/<id>|#/)[0].replace(/\/$/, ""))
    .filter((base) => base !== "");
  const isEntry = (page) => entryPatterns.some((pattern) => pattern.test(page));
  const isListing = (page) => !isEntry(page) && bases.some((base) => page === base || page.startsWith(`${base}/`));
  return {
    entries: paths.filter(isEntry),
    listings: paths.filter(isListing),
    others: paths.filter((page) => !isEntry(page) && !isListing(page)),
  };
}

function fileSizes(file) {
  if (!fs.existsSync(file)) return null;
  const bytes = fs.readFileSync(file);
  return { raw: bytes.length, gzip: gzip(bytes) };
}

/** A page's HTML and its route data (`/events` → events/index.html and events.data; `/` → _root.data). */
export function pageWeight(clientDir, page) {
  const folder = page === "/" ? "" : page.slice(1);
  return {
    page,
    html: fileSizes(path.join(clientDir, folder, "index.html")),
    data: fileSizes(path.join(clientDir, page === "/" ? "_root.data" : `${folder}.data`)),
  };
}

/** Bytes under a folder, each file counted once however many hard links it has. */
export function folderBytes(dir) {
  const seen = new Set();
  let bytes = 0;
  let files = 0;
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = fs.statSync(full);
        files += 1;
        if (seen.has(stat.ino)) continue;
        seen.add(stat.ino);
        bytes += stat.size;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { bytes, files };
}

/** Everything the benchmark reports of one build's output. */
export function measureOutput(clientDir) {
  const pages = classifyPages(sitemapPaths(clientDir));
  const weigh = (list) => list.map((page) => pageWeight(clientDir, page));
  const entries = weigh(pages.entries);
  const heaviest = (pick) => entries.reduce((a, b) => ((pick(b) ?? 0) > (pick(a) ?? 0) ? b : a), entries[0]);
  const files = publishedFiles(clientDir);
  return {
    listings: weigh(pages.listings),
    others: weigh(pages.others),
    entryCount: entries.length,
    heaviestEntryHtml: heaviest((weight) => weight.html?.gzip),
    heaviestEntryData: heaviest((weight) => weight.data?.gzip),
    feeds: ["events.ics", "blog/rss.xml", "pagefind/site-records.json"].map((file) => ({
      file: `/${file}`,
      ...fileSizes(path.join(clientDir, file)),
    })),
    searchIndex: folderBytes(path.join(clientDir, "pagefind")),
    output: {
      files: files.length,
      largest: files.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: "", bytes: 0 }),
    },
  };
}
