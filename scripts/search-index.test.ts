import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import type { SearchRecord } from "~/content/search-records.server";
import { escapeHtml, recordDocument, recordSummary, writeSearchIndex } from "./search-index";

const event: SearchRecord = {
  url: "/events#event-boat-tour",
  type: "Event",
  title: "Spring Boat Tour",
  date: "April 24, 2025",
  html: '<dl><dd>Erasmus Bridge</dd></dl> <div class="prose-content"><p>See Rotterdam <em>from the water</em>.</p></div>',
};

describe("recordDocument", () => {
  test("the title is the h1 and the meta title; the type is the filter; the position is the sort key", () => {
    const html = recordDocument(event, 7);
    expect(html).toContain('<h1 data-pagefind-meta="title">Spring Boat Tour</h1>');
    expect(html).toContain('data-pagefind-filter="type:Event"');
    expect(html).toContain('data-pagefind-sort="record:000007"');
    // The record's part of the page follows the title as it is: its headings weigh as on the page.
    expect(html).toContain(`Spring Boat Tour</h1>${event.html}</main>`);
  });

  test("a meta value with a comma comes from an attribute, whole", () => {
    expect(recordDocument(event, 0)).toContain(
      '<span data-pagefind-meta="date[data-value]" data-value="April 24, 2025"></span>',
    );
    const article: SearchRecord = {
      url: "/blog/a",
      type: "Article",
      title: "A",
      author: 'Amira "A." Haddad',
      html: "",
    };
    expect(recordDocument(article, 0)).toContain('data-value="Amira &quot;A.&quot; Haddad"');
    expect(recordDocument(article, 0)).not.toContain("date[");
  });

  test("the title and the metadata are escaped, never read as markup", () => {
    const page: SearchRecord = { url: "/about", type: "Page", title: "Q&A <now>", html: "<h2>Our Mission</h2>" };
    const html = recordDocument(page, 0);
    expect(html).toContain('<h1 data-pagefind-meta="title">Q&amp;A &lt;now&gt;</h1><h2>Our Mission</h2>');
    expect(escapeHtml(`a"b`)).toBe("a&quot;b");
  });
});

describe("recordSummary", () => {
  test("is what a result shows before its excerpt: address, type, title and an event's date", () => {
    expect(recordSummary(event)).toEqual({
      url: "/events#event-boat-tour",
      type: "Event",
      title: "Spring Boat Tour",
      date: "April 24, 2025",
    });
    expect(recordSummary({ url: "/", type: "Page", title: "Home", html: "" })).toEqual({
      url: "/",
      type: "Page",
      title: "Home",
    });
  });
});

describe("writeSearchIndex", () => {
  let client = "";
  afterEach(() => fs.rmSync(client, { recursive: true, force: true }));

  test("indexes the records into client/pagefind, with their summaries in record order and without Pagefind's ready-made UIs", async () => {
    client = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
    const records: SearchRecord[] = [
      { url: "/", type: "Page", title: "Home", html: "<p>Welcome aboard.</p>" },
      event,
      { url: "/join#faq-fee", type: "FAQ", title: "Is there a fee?", html: "<p>No.</p>" },
    ];
    const result = await writeSearchIndex(client, records);
    expect(result).toMatchObject({ records: 3, pages: 3 });
    const written = fs.readdirSync(path.join(client, "pagefind"));
    expect(written).toEqual(expect.arrayContaining(["pagefind.js", "pagefind-entry.json", "site-records.json"]));
    expect(written.filter((name) => /-ui\.|highlight/.test(name))).toEqual([]);
    const summaries = JSON.parse(fs.readFileSync(path.join(client, "pagefind", "site-records.json"), "utf8"));
    expect(summaries).toEqual(records.map(recordSummary));
  }, 30_000);
});
