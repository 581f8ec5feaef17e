import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, test } from "vitest";
import { elementEnd, pagePath, pageRecords, readFragment, writeSearchIndex } from "./search-index";

/** A prerendered page as React writes it: header and footer around <main>. */
function page(main: string, head = "<title>About | RSM Student Representation</title>"): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body><header><nav>Menu Home About</nav></header><main id="main" tabindex="-1">${main}</main><footer>Burgemeester Oudlaan 50</footer><script>window.__data = {"title":"About"}</script></body></html>`;
}

/** The part of a record that Pagefind indexes: the element marked data-pagefind-body. */
function body(content: string): string {
  const start = content.indexOf("<div data-pagefind-body");
  return content.slice(start, elementEnd(content, start));
}

describe("pagePath", () => {
  test("maps a prerendered file to its page's path", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("about/index.html")).toBe("/about");
    expect(pagePath(path.join("join", "role", "event-manager", "index.html"))).toBe("/join/role/event-manager");
    expect(() => pagePath("404.html")).toThrow(/Not a prerendered page/);
  });
});

describe("elementEnd", () => {
  test("balances nested elements of the same name and skips void ones", () => {
    const html = `<ul><li id="a"><ul><li>x</li></ul><img src="/a.png"><br/></li><li id="b">y</li></ul>`;
    const start = html.indexOf('<li id="a"');
    expect(html.slice(start, elementEnd(html, start))).toBe(
      `<li id="a"><ul><li>x</li></ul><img src="/a.png"><br/></li>`,
    );
    expect(html.slice(0, elementEnd(html, 0))).toBe(html);
  });

  test("fails on an element that is never closed", () => {
    expect(() => elementEnd("<div><p>text</div>", 5)).toThrow(/never closed/);
  });
});

describe("pageRecords", () => {
  test("a page is one record of its <main> only, typed by its path and titled by its h1", () => {
    const [record, ...rest] = pageRecords(page('<h1 class="t">About Us</h1><p>Since 1985.</p>'), "/about");
    expect(rest).toEqual([]);
    expect(record?.url).toBe("/about");
    expect(record?.type).toBe("Page");
    const indexed = body(record?.content ?? "");
    expect(indexed).toContain('data-pagefind-filter="type:Page"');
    expect(indexed).toContain('<h1 class="t" data-pagefind-meta="title">About Us</h1>');
    expect(indexed).toContain("Since 1985.");
    expect(record?.content).not.toMatch(/Menu Home|Burgemeester|window\.__data/);
  });

  test("without an h1 the page's title comes from <title>", () => {
    const [record] = pageRecords(page("<p>Text</p>"), "/about");
    expect(body(record?.content ?? "")).toContain('data-pagefind-meta="title:About"');
  });

  test("each marked item is a record of its own at its anchor, and its page's record ignores it", () => {
    const main = `<h1>Events</h1><ul><li><article id="event-boat-tour" data-search-record="Event" aria-labelledby="t"><h2 id="t">Spring Boat Tour</h2><time data-pagefind-meta="date">April 24, 2025</time><dd>Erasmus Bridge</dd></article></li><li><article id="event-quiz" data-search-record="Event"><h2>Pub Quiz</h2></article></li></ul>`;
    const records = pageRecords(page(main), "/events");
    expect(records.map((record) => [record.url, record.type])).toEqual([
      ["/events", "Page"],
      ["/events#event-boat-tour", "Event"],
      ["/events#event-quiz", "Event"],
    ]);
    const [events, boatTour] = records;
    expect(body(events?.content ?? "")).toContain(
      '<article id="event-boat-tour" data-search-record="Event" aria-labelledby="t" data-pagefind-ignore="all">',
    );
    const item = body(boatTour?.content ?? "");
    expect(item).toContain('data-pagefind-filter="type:Event"');
    expect(item).toContain('<h2 id="t" data-pagefind-meta="title" data-pagefind-weight="7">Spring Boat Tour</h2>');
    expect(item).toContain('<time data-pagefind-meta="date">April 24, 2025</time>');
    expect(item).not.toContain("Pub Quiz");
    expect(item).not.toContain("<h1>");
  });

  test("an FAQ entry takes its question (the summary) as its title", () => {
    const main = `<h1>Join Us</h1><details id="faq-fee" data-search-record="FAQ"><summary>Is there a fee?<svg aria-hidden="true"></svg></summary><div><p>No.</p></div></details>`;
    const [, faq] = pageRecords(page(main), "/join");
    expect(faq?.url).toBe("/join#faq-fee");
    expect(body(faq?.content ?? "")).toContain(
      '<summary data-pagefind-meta="title" data-pagefind-weight="7">Is there a fee?',
    );
  });

  test("member cards are Board records on a board year page, and part of the page elsewhere", () => {
    const main = `<h1>Board 2016-2017</h1><ul><li><article id="member-zeno-mbeki" class="card"><h3>Zeno Mbeki</h3><p>Chair</p></article></li></ul>`;
    const yearPage = pageRecords(page(main), "/board/2016-2017");
    expect(yearPage.map((record) => [record.url, record.type])).toEqual([
      ["/board/2016-2017", "Board"],
      ["/board/2016-2017#member-zeno-mbeki", "Board"],
    ]);
    expect(body(yearPage[1]?.content ?? "")).toContain(
      '<h3 data-pagefind-meta="title" data-pagefind-weight="7">Zeno Mbeki</h3>',
    );
    const overview = pageRecords(page(main), "/board");
    expect(overview).toHaveLength(1);
    expect(body(overview[0]?.content ?? "")).not.toContain("data-pagefind-ignore");
  });

  test("an article carries its author and tag from its BlogPosting data", () => {
    const jsonLd = `<script type="application/ld+json">[{"@type":"BlogPosting","headline":"Ethics","author":{"@type":"Person","name":"Amira \\"A.\\" Haddad"},"articleSection":"Faculty"},{"@type":"BreadcrumbList"}]</script>`;
    const [article] = pageRecords(page(`<article><h1>Ethics</h1>${jsonLd}</article>`), "/blog/ethics");
    expect(article?.type).toBe("Article");
    const indexed = body(article?.content ?? "");
    expect(indexed).toContain('data-pagefind-meta="author:Amira &quot;A.&quot; Haddad"');
    expect(indexed).toContain('data-pagefind-meta="tag:Faculty"');
  });

  test("the not-found page, the search page and noindex pages have no records", () => {
    expect(pageRecords(page("<h1>Oops! Page not found</h1>"), "/404")).toEqual([]);
    expect(pageRecords(page("<h1>Search</h1>"), "/search")).toEqual([]);
    const noindex = page("<h1>Hidden</h1>", '<meta name="robots" content="noindex, follow"/>');
    expect(pageRecords(noindex, "/hidden")).toEqual([]);
  });

  test("an item without an id, with a duplicate id, an unknown type or no title fails the build", () => {
    const item = (attributes: string, inner = "<h3>T</h3>") => `<li ${attributes}>${inner}</li>`;
    expect(() => pageRecords(page(`<h1>S</h1>${item('data-search-record="Support"')}`), "/s")).toThrow(/no id/);
    expect(() =>
      pageRecords(
        page(`<h1>S</h1>${item('id="a" data-search-record="Support"')}${item('id="a" data-search-record="Support"')}`),
        "/s",
      ),
    ).toThrow(/two search items have the id "a"/);
    expect(() => pageRecords(page(`<h1>S</h1>${item('id="a" data-search-record="Blog"')}`), "/s")).toThrow(
      /not a search type/,
    );
    expect(() => pageRecords(page(`<h1>S</h1>${item('id="a" data-search-record="FAQ"', "<p>x</p>")}`), "/s")).toThrow(
      /no heading or summary/,
    );
  });
});

describe("writeSearchIndex", () => {
  let client = "";
  afterEach(() => fs.rmSync(client, { recursive: true, force: true }));

  test("indexes the pages of a build into client/pagefind, without Pagefind's ready-made UIs", async () => {
    client = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
      fs.writeFileSync(path.join(client, file), html);
    };
    write(
      "index.html",
      page(
        `<h1>Home</h1><p>Welcome aboard.</p><fieldset><button>All</button></fieldset><p aria-live="polite">13 events shown</p><a href="https://x.example">Forms<span data-pagefind-ignore="true"> (opens in a new tab)</span></a>`,
      ),
    );
    write(
      "join/index.html",
      page(`<h1>Join</h1><details id="faq-a" data-search-record="FAQ"><summary>Q?</summary></details>`),
    );
    write("404/index.html", page("<h1>Not found</h1>"));

    const result = await writeSearchIndex(client);
    expect(result.records).toBe(3);
    expect(result.pages).toBe(2);
    const written = fs.readdirSync(path.join(client, "pagefind"));
    expect(written).toEqual(expect.arrayContaining(["pagefind.js", "pagefind-entry.json", "pagefind-worker.js"]));
    expect(written.filter((name) => /-ui\.|highlight/.test(name))).toEqual([]);
    const entry = JSON.parse(fs.readFileSync(path.join(client, "pagefind", "pagefind-entry.json"), "utf8"));
    expect(entry.languages.en.page_count).toBe(3);

    // What each record holds: Pagefind's fragments, gzip data after a 12-byte signature.
    const fragmentDir = path.join(client, "pagefind", "fragment");
    const fragmentNames = fs.readdirSync(fragmentDir);
    const fragments = fragmentNames.map((name) => readFragment(path.join(fragmentDir, name)));
    const home = fragments.find((fragment) => fragment.url === "/");
    expect(home?.meta.title).toBe("Home");
    expect(home?.content).toContain("Welcome aboard.");
    expect(home?.content).toContain("Forms");
    expect(home?.content).not.toMatch(/Menu|Burgemeester|All|events shown|new tab/);
    expect(fragments.find((fragment) => fragment.url === "/join#faq-a")?.meta.title).toBe("Q?");

    // The summaries the dialog lists results from, one per fragment, by its name (Pagefind's result id).
    const summaries = JSON.parse(fs.readFileSync(path.join(client, "pagefind", "site-records.json"), "utf8"));
    expect(Object.keys(summaries).sort()).toEqual(
      fragmentNames.map((name) => name.replace(/\.pf_fragment$/, "")).sort(),
    );
    expect(Object.values(summaries)).toEqual(
      expect.arrayContaining([
        { url: "/", type: "Page", title: "Home" },
        { url: "/join#faq-a", type: "FAQ", title: "Q?" },
      ]),
    );
  }, 30_000);

  test("a fragment in another format fails the build, naming the file and the decision", () => {
    client = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
    const file = path.join(client, "en_0.pf_fragment");
    fs.writeFileSync(file, zlib.gzipSync(Buffer.from('pagefind_v2__{"url":"/"}')));
    expect(() => readFragment(file)).toThrow(
      /en_0\.pf_fragment: not the fragment format .*013-search-results-before-fragments/,
    );
    fs.writeFileSync(file, zlib.gzipSync(Buffer.from('pagefind_dcd{"content":"x"}')));
    expect(() => readFragment(file)).toThrow(/without url, meta and filters/);
  });
});
