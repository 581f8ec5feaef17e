import fs from "node:fs";
import path from "node:path";
import { describe, expect, test, vi } from "vitest";
import { parseHumanDate } from "~/lib/dates";
import { latestArticles, listArticles, loadAllArticles, loadArticle } from "./blog.server";
import { checked } from "./collections.server";
import { contentRoot, relativeToRoot } from "./content-files";
import { collectionFiles, fileRuleContext, readEntry } from "./read-entry";

// The fixture content's blog files (tests/fixtures/content/site, see vitest.config.ts),
// with image resolution stubbed (the image pipeline has its own tests); the image files
// themselves are checked below.
vi.mock("./images.server", () => import("../../tests/setup/images-mock"));

// Every file, the draft too: read through the registry as the content check reads them.
const files = collectionFiles(checked("blog")).map((file) => relativeToRoot(file));

describe("the fixture's blog folder", () => {
  test("holds its 20 articles and one draft", () => {
    expect(files).toHaveLength(21);
  });

  test.each(files)("%s has a readable date in 2025 and an existing image", (relative) => {
    const file = path.join(contentRoot, relative);
    const { entry, problems } = readEntry(checked("blog"), file, fileRuleContext());
    expect(problems).toEqual([]);
    if (!entry) throw new Error(`${relative} did not parse`);
    const { data } = entry;
    const date = parseHumanDate(data.date);
    expect(date, `date '${data.date}'`).not.toBeNull();
    expect(date?.year).toBe(2025);
    expect(fs.existsSync(path.resolve(path.dirname(file), data.image)), data.image).toBe(true);
  });

  test("tags exactly 8 Alumni and 8 Faculty articles, including the named ones", () => {
    const articles = listArticles();
    const slugsWith = (tag: string) => articles.filter((a) => a.tag === tag).map((a) => a.slug);
    expect(slugsWith("Alumni")).toHaveLength(8);
    expect(slugsWith("Faculty")).toHaveLength(8);
    expect(slugsWith("Alumni")).toEqual(
      expect.arrayContaining(["shaping-tech-decisions-in-business", "from-business-to-diplomacy"]),
    );
    expect(slugsWith("Faculty")).toEqual(
      expect.arrayContaining(["engineering-paradox-theory-rsm", "careers-data-and-inclusion-at-rsm"]),
    );
  });

  test("the two named articles crop their image at center 30%", () => {
    const byTitle = new Map(listArticles().map((a) => [a.title, a]));
    for (const title of ["Challenging the Status Quo at RSM", "Digitalization and Social Change at RSM"]) {
      expect(byTitle.get(title)?.imagePosition, title).toBe("center 30%");
    }
  });
});

describe("blog loaders", () => {
  test("list articles newest first with unique slugs and ISO dates", () => {
    const articles = listArticles();
    const isoDates = articles.map((a) => a.isoDate);
    expect(isoDates).toEqual([...isoDates].sort().reverse());
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    expect(articles[0]).not.toHaveProperty("html");
  });

  test("latestArticles gives the three newest", () => {
    expect(latestArticles().map((a) => a.slug)).toEqual(
      listArticles()
        .slice(0, 3)
        .map((a) => a.slug),
    );
  });

  test("loadArticle renders the body and returns null for an unknown slug", () => {
    const article = loadArticle("from-business-to-diplomacy");
    expect(article?.html).toContain("<h2>");
    expect(article?.html).toContain("<blockquote>");
    expect(loadArticle("no-such-article")).toBeNull();
  });

  test("every article body has headings and a quote, and no raw HTML gets through", () => {
    for (const article of loadAllArticles()) {
      expect(article.html, article.slug).toMatch(/<h2>/);
      expect(article.html, article.slug).toMatch(/<blockquote>/);
      expect(article.html, article.slug).not.toMatch(/<script|<iframe|<img/i);
    }
  });
});
