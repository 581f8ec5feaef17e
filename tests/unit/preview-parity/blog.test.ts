/**
 * The /admin preview and the build map a content file to the page's data with the same
 * schema and the same mappers: for every file of the fixture site's articles, the preview's
 * path (the file's values as Decap holds them, through the collection's preview mapper)
 * gives the data the loader gives the page. Only the images differ by design (the build
 * makes responsive variants, the preview shows the picked file): each is compared by the
 * file it shows.
 */
import { expect, test, vi } from "vitest";
import { articleFromEntry } from "~/admin/previews/article";
import { loadAllArticles } from "~/content/blog.server";
import { asWritten, fixtureEntries, imagesByFile } from "../../helpers/fixture-entries";

// Image resolution as written (the image pipeline has its own tests).
vi.mock("~/content/images.server", () => import("../../setup/images-mock"));

test("the preview's mapper gives each published fixture article the data its page gets", () => {
  const articles = new Map(loadAllArticles().map((article) => [article.slug, article]));
  let compared = 0;
  for (const { slug, entry } of fixtureEntries("blog")) {
    const built = articles.get(slug);
    // A draft has no page.
    if (!built) continue;
    expect(imagesByFile(articleFromEntry(entry, asWritten)), slug).toEqual(imagesByFile(built));
    compared += 1;
  }
  expect(compared).toBeGreaterThan(10);
});
