/**
 * The search records taken from a built page (search-records.server.ts), on pages of this
 * file's own: the page's <main> under its h1, each item its view marks at its id under its
 * heading, a listing's cards left to their entries, what is no text left out, the
 * directory's lines and the metadata read from the marks, and the types from the registry.
 */
import { describe, expect, test } from "vitest";
import { contentPages } from "./content-pages";
import { entryPage } from "./registry";
import { directory, recordsOfPage, type SearchRecord } from "./search-records.server";
import { pageSearchType, pageType, searchTypeHeadings } from "./search-types";

const page = (main: string) => `<!DOCTYPE html><html><body><header>Menu</header><main>${main}</main></body></html>`;
const textOf = (record: SearchRecord | undefined) =>
  (record?.html ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A type of the registry's items and one of its entries' pages, whichever they are. */
const [itemType, entryType] = searchTypeHeadings().map(({ type }) => type);

describe("the records of a page", () => {
  const html = page(`
    <h1>Join Us</h1>
    <p>Help shape <em>your</em> education.</p><p>Apply by May.</p>
    <a data-search-ignore href="/">Back</a>
    <button>Apply</button><label>Name<input value="x"></label>
    <p aria-hidden="true">copy of the strip</p><p hidden>later</p>
    <a href="/x">Read more<span class="sr-only"> about x</span></a>
    <img alt="Students in a courtyard" src="a.jpg"><img alt="" src="b.jpg">
    <ul><li data-search-card><a href="/roles/a">A role card</a></li></ul>
    <section>
      <h2>FAQ</h2>
      <details id="faq-fee" data-search-record="${itemType}">
        <summary>Is there a fee?</summary>
        <p data-search-detail>No.</p><span data-search-meta="date">May 1</span>
      </details>
      <article id="member-ada" data-search-record="${itemType}" data-search-unlisted><h3>Ada</h3><p>Chair</p></article>
    </section>`);
  const [main, faq, member] = recordsOfPage("/join", html);

  test("the page is titled by its h1 and holds its own words, in order, its items', cards' and controls' left out", () => {
    expect(main).toMatchObject({ url: "/join", type: pageType.type, title: "Join Us" });
    expect(textOf(main)).toBe("Help shape your education. Apply by May. Name Read more Students in a courtyard FAQ");
    expect(main?.html).not.toContain("Menu");
  });

  test("an item is a record at its id, under its heading, typed as marked, with its detail and metadata", () => {
    expect(faq).toMatchObject({
      url: "/join#faq-fee",
      type: itemType,
      title: "Is there a fee?",
      detail: "No.",
      date: "May 1",
    });
    expect(textOf(faq)).toBe("No. May 1");
    expect(faq).not.toHaveProperty("unlisted");
    expect(member).toMatchObject({ url: "/join#member-ada", title: "Ada", unlisted: true });
  });

  test("words of elements side by side stay apart, as the page shows them", () => {
    const [record] = recordsOfPage("/x", page("<h1>X</h1><span>Date</span><time>April 24</time>"));
    expect(textOf(record)).toBe("Date April 24");
    expect(record?.html).toBe("<span>Date</span> <time>April 24</time>");
  });

  test("a page without <main>, an item of an unknown type or without an id fails, naming the page", () => {
    expect(() => recordsOfPage("/x", "<p>no main</p>")).toThrow("/x: the built page has no <main>");
    expect(() => recordsOfPage("/x", page('<h1>X</h1><div id="a" data-search-record="Nonsense"></div>'))).toThrow(
      '/x: a record of the unknown type "Nonsense"',
    );
    expect(() => recordsOfPage("/x", page(`<h1>X</h1><div data-search-record="${itemType}"></div>`))).toThrow(
      "without an id",
    );
  });
});

test("an entry's own page is of its collection's type, every other page a Page", () => {
  const typed = contentPages().filter(
    (content) => content.perEntry && pageSearchType(entryPage(content.path, "an-entry")) !== pageType.type,
  );
  expect(typed.length).toBeGreaterThan(3);
  expect(pageSearchType("/")).toBe(pageType.type);
  expect(pageSearchType("/no/such/page")).toBe(pageType.type);
});

test("the directory lists the listed records by type, in the types' order, each group under its heading", () => {
  const record = (type: string, title: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
    url: `/${title}`,
    type,
    title,
    html: "",
    ...extra,
  });
  const groups = directory([
    record(pageType.type, "a"),
    record(entryType ?? "", "b", { detail: "May 1, Hall" }),
    record(entryType ?? "", "c", { unlisted: true }),
  ]);
  expect(groups.map(({ type, items }) => [type, items.map((item) => item.title)])).toEqual([
    [entryType, ["b"]],
    [pageType.type, ["a"]],
  ]);
  expect(groups[0]?.items[0]).toEqual({ type: entryType, title: "b", url: "/b", detail: "May 1, Hall" });
  expect(groups.at(-1)?.heading).toBe(pageType.heading);
});
