/**
 * The site search's index (scripts/search-index.ts, records taken from the built pages by
 * app/content/search-records.server.ts) on the fixture build:
 * - the records against the built pages, read from disk and parsed by the browser (DOMParser):
 *   every searchable page has its record, every item's anchor is one element on its page,
 *   headed by the record's title, an event's date is the one its card on the listing shows,
 *   every card of a listing stands for an entry with a record of its own, and /search lists
 *   every listed record, by type;
 * - every record's text against its page as a visitor sees it, both ways: the page opened
 *   (without JavaScript, as prerendered), the element at the record's anchor (the page's
 *   <main> for a page's record), less the records and cards inside it and the elements that
 *   are no text (listed below), shows exactly the record's text, no word more or less;
 * - queried in the browser through Pagefind's own API (/pagefind/pagefind.js), as the
 *   search dialog does: a table of queries, each with the result it must rank in the top
 *   three; what must never be found (a draft, the not-found page, the footer); and the
 *   record contract the search UI relies on (one type each, a title, an event's date as
 *   its card shows it, the summaries in the order of Pagefind's sort key).
 *
 * Pagefind matches whole words and their English stems ("visa" finds "Visas"); it has no
 * typo tolerance, and nothing here claims any.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { searchTypeHeadings } from "../../app/content/search-types";
import { clientDir, sites } from "./sites.mjs";
import { expect, test } from "./utils";

/** The types of results, from the registry (app/content/search-types.ts). */
const searchTypes = searchTypeHeadings().map(({ type }) => type);

type Result = { url: string; types: string[]; title: string; date: string | undefined };

/** What the page asks Pagefind, in the browser. */
type PagefindResult = {
  data: () => Promise<{ url: string; meta: Record<string, string>; filters: Record<string, string[]> }>;
};
type Pagefind = {
  search: (
    query: string | null,
    options?: { filters?: Record<string, { any: string[] }>; sort?: Record<string, "asc" | "desc"> },
  ) => Promise<{ results: (PagefindResult & { id: string })[] }>;
  filters: () => Promise<Record<string, Record<string, number>>>;
};

/** The first `count` results for `query` (all of them for null: every record of every type). */
async function search(page: Page, query: string | null, count = 3): Promise<Result[]> {
  return page.evaluate(
    async ({ query, count, types }) => {
      const moduleUrl = "/pagefind/pagefind.js";
      const pagefind = (await import(moduleUrl)) as Pagefind;
      const found = await pagefind.search(query, query === null ? { filters: { type: { any: types } } } : undefined);
      const data = await Promise.all(found.results.slice(0, count).map((result) => result.data()));
      return data.map((record) => ({
        url: record.url,
        types: record.filters.type ?? [],
        title: record.meta.title ?? "",
        date: record.meta.date,
      }));
    },
    { query, count, types: searchTypes },
  );
}

/** Each query with the record it must find among the first three results, and why. */
const queries: readonly { query: string; expected: string; finds: string }[] = [
  { query: "reflection essays", expected: "/blog/ethics-in-the-age-of-ai", finds: "an article by words of its body" },
  { query: "code of conduct", expected: "/blog/ethics-in-the-age-of-ai", finds: "an article by a phrase of its body" },
  { query: "Erasmus Bridge", expected: "/events/spring-boat-tour-2025", finds: "an event by its location" },
  { query: "Polak Building", expected: "/events/board-election-night-2024", finds: "an event by its location" },
  { query: "Sunday study", expected: "/events/sunday-study-marathon-2025", finds: "an event by its title" },
  {
    query: "visa",
    expected: "/student-support#support-international-office",
    finds: "a support resource by another form of a word ('Visas')",
  },
  {
    query: "exam retake",
    expected: "/student-support#support-examination-board",
    finds: "a support resource by words of its description",
  },
  {
    query: "study delay",
    expected: "/student-support#support-student-advisors",
    finds: "a support resource by words of its description",
  },
  { query: "BA 2025-2028", expected: "/student-support#chat-ba-2025-2028", finds: "a group chat by its cohort" },
  { query: "Bedrijfskunde", expected: "/program", finds: "the Program page by a Dutch programme name" },
  { query: "Pre-master overzicht", expected: "/program", finds: "the Program page by a Dutch link label" },
  { query: "Honors Program", expected: "/program", finds: "the Program page by a link of a year" },
  { query: "Dutch-only", expected: "/about", finds: "the About page by its timeline" },
  { query: "membership fee", expected: "/join#faq-is-there-a-membership-fee", finds: "an FAQ entry by its question" },
  { query: "unpaid volunteer", expected: "/join#faq-are-the-positions-paid", finds: "an FAQ entry by its answer" },
  {
    query: "first-year students apply",
    expected: "/join#faq-can-first-year-students-apply",
    finds: "an FAQ entry by its question",
  },
  { query: "marketing team", expected: "/teams/marketing", finds: "a team by its name" },
  { query: "suppliers", expected: "/teams/events", finds: "a team by its responsibilities" },
  { query: "event manager", expected: "/join/role/event-manager", finds: "a role by its title" },
  {
    query: "Zeno Mbeki",
    expected: "/board/2016-2017#member-zeno-mbeki",
    finds: "a board member of an older year by name",
  },
  { query: "board 2016-2017", expected: "/board/2016-2017", finds: "a board year by its years" },
];

type Summary = { url: string; type: string; title: string; date?: string };

const client = clientDir(sites.fixture);

/** The summaries the build wrote beside the index, one per record, in record order. */
function readSummaries(): Summary[] {
  return JSON.parse(fs.readFileSync(path.join(client, "pagefind", "site-records.json"), "utf8")) as Summary[];
}

/** A record as indexed: its summary, the directory's line, and its part of the page as HTML. */
type IndexedRecord = Summary & { detail?: string; unlisted?: true; html: string };

/** The records whole, as the build indexed them (written beside client/, never served). */
function readIndexedRecords(): IndexedRecord[] {
  const file = path.join(path.dirname(client), "search-records.json");
  return JSON.parse(fs.readFileSync(file, "utf8")) as IndexedRecord[];
}

/** Every prerendered page's HTML, by the page's path ("about/index.html" is /about). */
function prerenderedPages(): { pathname: string; html: string }[] {
  return fs
    .readdirSync(client, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep))
    .filter((parts) => parts.at(-1) === "index.html" && parts[0] !== "pagefind" && parts[0] !== "admin")
    .map((parts) => ({
      pathname: `/${parts.slice(0, -1).join("/")}`,
      html: fs.readFileSync(path.join(client, ...parts), "utf8"),
    }));
}

test.describe("the search records against the built pages", () => {
  test("every searchable page has its record; every item is at its anchor under its title; an event's date is its card's", async ({
    page,
  }) => {
    // Parses every prerendered page: slow on a busy machine.
    test.slow();
    const summaries = readSummaries();
    // The browser's own HTML parser (DOMParser: no scripts run, nothing loads) reads each page.
    const { searchable, problems, dated } = await page.evaluate(
      ({ pages, summaries }) => {
        const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim();
        const documents = new Map(
          pages.map(({ pathname, html }) => [pathname, new DOMParser().parseFromString(html, "text/html")]),
        );
        // Left out of the search: the search page itself, the not-found page, a page marked noindex.
        const searchable = [...documents]
          .filter(([pathname, document]) => {
            const robots = document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
            return pathname !== "/search" && pathname !== "/404" && !robots.includes("noindex");
          })
          .map(([pathname]) => pathname);
        // Each entry's card on a listing, by the address its title links to.
        const cardDates = new Map<string, string | undefined>();
        for (const document of documents.values()) {
          for (const card of document.querySelectorAll("main [data-search-card]")) {
            const link = (card.matches("a[href]") ? card : card.querySelector("a[href]"))?.getAttribute("href");
            if (link) cardDates.set(link, text(card.querySelector("time")));
          }
        }
        const problems: string[] = [];
        let dated = 0;
        for (const summary of summaries) {
          const [pathname = "", id] = summary.url.split("#");
          const document = documents.get(pathname);
          if (!document) {
            problems.push(`${summary.url}: no prerendered page ${pathname}`);
            continue;
          }
          if (summary.type === "Event" && cardDates.has(summary.url)) {
            dated += 1;
            if (summary.date !== cardDates.get(summary.url))
              problems.push(`${summary.url}: date "${summary.date}", its card's "${cardDates.get(summary.url)}"`);
          }
          if (id === undefined) {
            // A page's record is titled as the page: its h1.
            const h1 = text(document.querySelector("main h1"));
            if (h1 !== summary.title)
              problems.push(`${summary.url}: titled "${summary.title}", the page's h1 is "${h1}"`);
            continue;
          }
          const targets = document.querySelectorAll(`[id="${CSS.escape(id)}"]`);
          if (targets.length !== 1) {
            problems.push(`${summary.url}: ${targets.length} elements with the id`);
            continue;
          }
          // The item's heading (an FAQ's question is its <summary>).
          const title = text(targets[0]?.querySelector("h1, h2, h3, h4, summary"));
          if (title !== summary.title) problems.push(`${summary.url}: titled "${summary.title}", headed "${title}"`);
        }
        return { searchable, problems, dated };
      },
      { pages: prerenderedPages(), summaries },
    );
    expect(searchable.length).toBeGreaterThan(40);
    const pageRecords = summaries.filter((summary) => !summary.url.includes("#")).map((summary) => summary.url);
    expect(pageRecords.sort(), "one record per searchable page").toEqual(searchable.sort());
    // Not vacuous: the fixture's events each have a card on /events.
    expect(dated).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  test("every card of a listing stands for an entry that has a record of its own, which covers it", async ({
    page,
  }) => {
    const urls = new Set(readSummaries().map((summary) => summary.url));
    const cards = await page.evaluate(
      (pages) =>
        pages.flatMap(({ pathname, html }) =>
          [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("main [data-search-card]")].map(
            // A card is a link itself, or holds its entry's link.
            (card) => ({
              pathname,
              links: [card, ...card.querySelectorAll("a[href]")]
                .filter((element) => element.matches("a[href]"))
                .map((a) => a.getAttribute("href") ?? ""),
            }),
          ),
        ),
      prerenderedPages(),
    );
    expect(cards.length).toBeGreaterThan(20);
    const uncovered = cards.filter(({ links }) => !links.some((link) => urls.has(link)));
    expect(uncovered).toEqual([]);
  });

  test("/search lists every listed record by type, each group under its heading, as the records give them", async ({
    page,
  }) => {
    const records = readIndexedRecords();
    const html = fs.readFileSync(path.join(client, "search", "index.html"), "utf8");
    const groups = await page.evaluate((html) => {
      const document = new DOMParser().parseFromString(html, "text/html");
      return [
        ...document.querySelectorAll('section[aria-labelledby^="directory-"]:not([aria-labelledby="directory-title"])'),
      ].map((section) => ({
        heading: section.querySelector("h3")?.firstChild?.textContent?.trim() ?? "",
        links: [...section.querySelectorAll("li a")].map((a) => `${a.getAttribute("href")} ${a.textContent}`),
      }));
    }, html);
    const expected = searchTypeHeadings()
      .map(({ type, heading }) => ({
        heading,
        links: records
          .filter((record) => record.type === type && !record.unlisted)
          .map((record) => `${record.url} ${record.title}`),
      }))
      .filter((group) => group.links.length > 0);
    expect(groups).toEqual(expected);
    expect(groups.length).toBeGreaterThan(5);
  });
});

test.describe("the search records' text on their pages", () => {
  // The page as prerendered, as a visitor without JavaScript gets it (every tab panel shown).
  test.use({ javaScriptEnabled: false });

  test("the records written beside the build are the indexed ones, in their order", () => {
    const summaries = readSummaries();
    const records = readIndexedRecords().map(({ url, type, title, date }) => ({
      url,
      type,
      title,
      ...(date ? { date } : {}),
    }));
    expect(records).toEqual(summaries);
  });

  test("every record holds exactly the words its page shows at its anchor, no word more or less", async ({ page }) => {
    // Opens every searchable page: slow on a busy machine.
    test.slow();
    const records = readIndexedRecords();
    const byPage = new Map<string, IndexedRecord[]>();
    for (const record of records) {
      const pathname = record.url.split("#")[0] ?? "";
      byPage.set(pathname, [...(byPage.get(pathname) ?? []), record]);
    }
    // Not vacuous: the fixture's records, every one of them checked below.
    expect(records.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const [pathname, pageRecords] of byPage) {
      await page.goto(pathname);
      problems.push(...(await page.evaluate(recordsOnPage, { records: pageRecords, notText })));
    }
    console.log(
      `search records checked against their pages (fixture build): ${records.length} of ${byPage.size} pages`,
    );
    expect(problems).toEqual([]);
  });
});

/**
 * What is no part of a page's text: controls, what is hidden from everyone, announcements
 * (a status line, a live region), what a view marks as not indexed, and a link's or a
 * button's words for screen readers alone.
 */
const notText = [
  "script",
  "style",
  "template",
  "noscript",
  "button",
  "input",
  "select",
  "textarea",
  "[hidden]",
  '[aria-hidden="true"]',
  '[role="status"]',
  "[aria-live]",
  "[data-search-ignore]",
  ":is(a, button) .sr-only",
].join(", ");

/**
 * In the page: each record against what a visitor sees at its anchor. Seen is what the
 * browser renders as text (`innerText`: nothing not displayed), every disclosure opened (a
 * visitor opens it), without what is no text (`notText`) and without the records and cards
 * inside the record's element (each is a record of its own, or its entry's), in the letters'
 * own case, a picture as its text alternative; the record's title is its own field. The
 * record's HTML is drawn in the page (its elements keep their classes) and read the same
 * way; the two must be the same words, whitespace aside. Returns one line per miss, with the
 * first place the two part.
 */
function recordsOnPage({ records, notText }: { records: IndexedRecord[]; notText: string }): string[] {
  for (const details of document.querySelectorAll("details")) details.open = true;
  for (const element of document.querySelectorAll(notText)) element.remove();
  for (const image of document.querySelectorAll("img"))
    image.replaceWith(image.getAttribute("alt")?.trim() ? ` ${image.getAttribute("alt")} ` : "");
  const style = "* { text-transform: none !important; content-visibility: visible !important }";
  document.head.append(Object.assign(document.createElement("style"), { textContent: style }));
  const marked = "[data-search-record], [data-search-card]";
  // biome-ignore lint/performance/useDomNodeTextContent: textContent would count what the page does not display
  const shown = (element: HTMLElement) => element.innerText;
  const words = (text: string) => text.replace(/\s+/g, "");
  /** The text of `element` less the records and cards inside it and its title. */
  const ownText = (element: HTMLElement, title: Element | null) => {
    const hidden = [...element.querySelectorAll<HTMLElement>(marked), ...(title instanceof HTMLElement ? [title] : [])];
    const before = hidden.map((child) => child.style.display);
    for (const child of hidden) child.style.display = "none";
    const text = shown(element);
    hidden.forEach((child, index) => {
      child.style.display = before[index] ?? "";
    });
    return text;
  };
  const drawn = (html: string, within: HTMLElement) => {
    const element = document.createElement("div");
    element.innerHTML = html;
    for (const details of element.querySelectorAll("details")) details.open = true;
    within.append(element);
    const text = shown(element);
    element.remove();
    return text;
  };
  const problems: string[] = [];
  for (const record of records) {
    const id = record.url.split("#")[1];
    const target = id === undefined ? document.querySelector("main") : document.getElementById(id);
    if (!(target instanceof HTMLElement)) {
      problems.push(`${record.url}: no element ${id === undefined ? "<main>" : `#${id}`}`);
      continue;
    }
    const title = target.querySelector(id === undefined ? "h1" : "h1, h2, h3, h4, summary");
    const page = ownText(target, title);
    const indexed = drawn(record.html, target);
    const [a, b] = [words(page), words(indexed)];
    if (a === b) continue;
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    problems.push(
      `${record.url} (spaces left out): the page shows "…${a.slice(Math.max(0, at - 40), at + 60)}…", the record holds "…${b.slice(Math.max(0, at - 40), at + 60)}…"`,
    );
  }
  return problems;
}

test.describe("the search index of the fixture site", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/about");
  });

  test("finds each query's expected result in its top three", async ({ page }) => {
    const misses: string[] = [];
    const ranks: string[] = [];
    for (const { query, expected, finds } of queries) {
      const top = await search(page, query);
      const urls = top.map((result) => result.url);
      if (!urls.includes(expected)) misses.push(`"${query}" (${finds}): expected ${expected}, got ${urls.join(", ")}`);
      ranks.push(`${urls.indexOf(expected) + 1 || "-"}  "${query}" → ${expected}`);
    }
    // Each expected result's rank, attached to the run's report to follow ranking changes.
    await test.info().attach("ranks", { body: ranks.join("\n"), contentType: "text/plain" });
    console.log(`search ranks (fixture build):\n${ranks.join("\n")}`);
    expect(misses).toEqual([]);
  });

  test("never finds a draft, the not-found page or the footer", async ({ page }) => {
    // Reads every record: slow on a busy machine.
    test.slow();
    // Words only the draft article has, its title, the 404 page's heading and the footer's address.
    expect(await search(page, "tugboats bollards")).toEqual([]);
    const urls = (await search(page, null, Number.POSITIVE_INFINITY)).map((result) => result.url);
    expect(urls.length).toBeGreaterThan(50);
    expect(urls.filter((url) => /harbour-master|404/.test(url))).toEqual([]);
    expect((await search(page, "Interview with the Harbour Master", 10)).map((result) => result.url)).not.toContain(
      "/blog/interview-with-the-harbour-master",
    );
    expect(await search(page, "Oops")).toEqual([]);
    expect(await search(page, "Burgemeester Oudlaan")).toEqual([]);
  });

  test("every record has one of the registry's types and a title; the index counts each type as the summaries do", async ({
    page,
  }) => {
    // Reads every record: slow on a busy machine.
    test.slow();
    const records = await search(page, null, Number.POSITIVE_INFINITY);
    for (const record of records) {
      expect(record.types, record.url).toHaveLength(1);
      expect(searchTypes, record.url).toContain(record.types[0]);
      expect(record.title.trim(), `${record.url} has a title`).not.toBe("");
    }
    const counts = await page.evaluate(async () => {
      const moduleUrl = "/pagefind/pagefind.js";
      return ((await import(moduleUrl)) as Pagefind).filters();
    });
    const summaries = readSummaries();
    const summaryCounts: Record<string, number> = {};
    for (const { type } of summaries) summaryCounts[type] = (summaryCounts[type] ?? 0) + 1;
    expect(counts.type).toEqual(summaryCounts);
    // The fixture's 20 published articles, 4 teams, 4 roles, 8 support offices and 6 group
    // chats, 6 FAQ entries; 13 board years, each with its members. (Its pages are counted by
    // the test above: one record per searchable page.)
    expect(summaryCounts).toMatchObject({ Article: 20, Team: 4, Role: 4, Support: 14, FAQ: 6 });
    expect(summaryCounts.Board).toBeGreaterThan(13 * 3);
  });

  test("every record in the order of the sort key `record` is the summary at that place", async ({ page }) => {
    // How the search dialog pairs Pagefind's result ids with the summaries it lists at once.
    const urls = await page.evaluate(async () => {
      const moduleUrl = "/pagefind/pagefind.js";
      const pagefind = (await import(moduleUrl)) as Pagefind;
      const all = await pagefind.search(null, { sort: { record: "asc" } });
      return Promise.all(all.results.map(async (result) => (await result.data()).url));
    });
    expect(urls).toEqual(readSummaries().map((summary) => summary.url));
  });

  test("a result carries what the search dialog shows: type, title and, for an event, its date", async ({ page }) => {
    const [event] = await search(page, "Erasmus Bridge", 1);
    expect(event).toEqual({
      url: "/events/spring-boat-tour-2025",
      types: ["Event"],
      title: "Spring Boat Tour",
      date: "April 24, 2025",
    });
    const [faq] = await search(page, "membership fee", 1);
    expect(faq).toMatchObject({ types: ["FAQ"], title: "Is there a membership fee?" });
    const [article] = await search(page, "reflection essays", 1);
    expect(article).toMatchObject({ types: ["Article"], title: "Ethics in the Age of AI" });
  });
});
