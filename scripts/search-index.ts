/**
 * The site search's index: after the prerender, takes the search records from the built
 * pages (app/content/search-records.server.ts: each page's <main> and the items its view
 * marks as results of their own, ADR 032) and hands them to Pagefind through its Node API,
 * writing the index to `<build>/client/pagefind/`. React Router's `buildEnd` hook
 * (react-router.config.ts) runs it after the prerender and before the post-build step, so
 * Pagefind's own scripts are precompressed with the rest.
 *
 * Each record becomes a small HTML document for `addHTMLFile`, so that its title and
 * section headings weigh more than its text, as on the page: the title is the record's h1
 * (Pagefind's heaviest weight, and the meta `title`), the rest is the record's part of the
 * page with its own headings. Every record has the filter `type`; events have the meta
 * `date` (as their page shows it), articles `author` and `tag`.
 *
 * Beside the index it writes the records' summaries (`site-records.json`: address, type,
 * title and date of each, in record order), from the same records; every record carries
 * its position as the sort key `record`, which is how the search dialog pairs Pagefind's
 * results with their summaries (app/components/search/pagefind.ts).
 *
 * Beside the published folder (`<build>/search-records.json`, never served) it writes the
 * records whole, as they were indexed: tests/e2e/search-index.spec.ts holds each to its page.
 */
import fs from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { type SearchRecord, searchRecords } from "~/content/search-records.server";
import { type RecordSummary, recordOrderSort, recordOrderValue, recordSummariesFile } from "~/lib/search-summaries";

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

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * A record's document for Pagefind: its title as h1 (the meta `title`), its blocks, its
 * type as the filter, its other metadata from attributes (a value may hold a comma, which
 * Pagefind's `key:value` form would split), and its position as the sort key.
 */
export function recordDocument(record: SearchRecord, position: number): string {
  const meta = { date: record.date, author: record.author, tag: record.tag };
  const metaElements = Object.entries(meta)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `<span data-pagefind-meta="${key}[data-value]" data-value="${escapeHtml(value)}"></span>`)
    .join("");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(record.title)}</title></head><body><main data-pagefind-body data-pagefind-filter="type:${record.type}" data-pagefind-sort="${recordOrderSort}:${recordOrderValue(position)}">${metaElements}<h1 data-pagefind-meta="title">${escapeHtml(record.title)}</h1>${record.html}</main></body></html>`;
}

/** What a result shows of a record before its excerpt has loaded. */
export function recordSummary(record: SearchRecord): RecordSummary {
  return { url: record.url, type: record.type, title: record.title, ...(record.date ? { date: record.date } : {}) };
}

/** Builds the index of `records` into `client/pagefind`; returns what it wrote. */
export async function writeSearchIndex(
  client: string,
  records: readonly SearchRecord[],
): Promise<{ records: number; pages: number; files: number; bytes: number }> {
  const outputPath = path.join(client, "pagefind");
  fs.rmSync(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    for (const [position, record] of records.entries()) {
      const added = await index.addHTMLFile({ url: record.url, content: recordDocument(record, position) });
      if (added.errors.length > 0) throw new Error(`Pagefind, ${record.url}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
  }
  for (const name of unusedBundleFiles) fs.rmSync(path.join(outputPath, name), { force: true });
  fs.writeFileSync(path.join(outputPath, recordSummariesFile), JSON.stringify(records.map(recordSummary)));
  const files = fs
    .readdirSync(outputPath, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const bytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  const pages = new Set(records.map((record) => record.url.split("#")[0])).size;
  return { records: records.length, pages, files: files.length, bytes };
}

/** The records as indexed, beside the build's client/ folder: what the end-to-end check compares with the pages. */
const indexedRecordsFile = "search-records.json";

/** Writes the site's search index into `buildDir`'s client/pagefind; returns the summary line. */
export async function buildSearchIndex(buildDir: string): Promise<string> {
  const started = performance.now();
  const client = path.join(buildDir, "client");
  const built = searchRecords(client);
  const { records, pages, files, bytes } = await writeSearchIndex(client, built);
  fs.writeFileSync(path.join(buildDir, indexedRecordsFile), JSON.stringify(built));
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  return `search index: ${records} records of ${pages} pages, ${files} files (${(bytes / 1024).toFixed(0)} KB) in client/pagefind, ${seconds} s`;
}
