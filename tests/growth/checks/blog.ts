/** The growth test's article: added first on the blog, Home and the feed; an original one removed everywhere. */
import { expect } from "vitest";
import {
  built,
  decodeHtml,
  element,
  type GrowthCheck,
  idsIn,
  mustChooseRemoval,
  page,
  pageExists,
  remove,
  sitemapPaths,
  stringField,
} from "../grown-site";

const added = { slug: "fixture-welcome-to-the-new-board", title: "Fixture: Welcome to the New Board" };
let removed = { slug: "", title: "" };

/** The tests of its addition and its removal. */
const tests: GrowthCheck["tests"] = {
  "added: its page, first on the blog and on Home, the sitemap and the RSS feed": () => {
    const { slug, title } = added;
    expect(page(`/blog/${slug}`)).toContain(title);
    expect(/href="\/blog\/([\w-]+)"/.exec(element(page("/blog"), "main"))?.[1]).toBe(slug);
    expect(/href="\/blog\/([\w-]+)"/.exec(element(page("/"), "main"))?.[1]).toBe(slug);
    expect(sitemapPaths()).toContain(`/blog/${slug}`);
    const rss = decodeHtml(built("blog/rss.xml"));
    expect(rss).toContain(title);
    expect(rss).toContain(`/blog/${slug}</link>`);
  },

  "removed: gone from its page, the blog, the sitemap and the feed": () => {
    const { slug } = removed;
    expect(pageExists(`/blog/${slug}`)).toBe(false);
    expect(page("/blog")).not.toContain(`href="/blog/${slug}"`);
    expect(sitemapPaths()).not.toContain(`/blog/${slug}`);
    expect(built("blog/rss.xml")).not.toContain(`/blog/${slug}</link>`);
  },
};

export const check: GrowthCheck = {
  name: "an article",
  tests,
  covers: ["blog"],
  remove() {
    const article = mustChooseRemoval(
      "article",
      idsIn("blog", ".md").map((slug) => ({
        id: slug,
        files: [`blog/${slug}.md`],
        links: [[`/blog/${slug}`, "/blog"]],
      })),
    );
    removed = { slug: article.id, title: stringField(article.files[0] ?? "", "title") };
    remove(article);
  },
};
