/**
 * The /admin preview and the build map a content file to the page's data with the same
 * schema and the same mappers: for every file of the fixture site's 'You said, we did' items, the preview's
 * path (the file's values as Decap holds them, through the collection's preview mapper)
 * gives the data the loader gives the page. Only the images differ by design (the build
 * makes responsive variants, the preview shows the picked file): each is compared by the
 * file it shows.
 */
import { expect, test, vi } from "vitest";
import { saidItemFromEntry } from "~/admin/previews/you-said-we-did";
import { loadYouSaidWeDid } from "~/content/you-said-we-did.server";
import { fixtureEntries } from "../../helpers/fixture-entries";

// Image resolution as written (the image pipeline has its own tests).
vi.mock("~/content/images.server", () => import("../../setup/images-mock"));

test("the preview's mapper gives each published fixture item the data the page lists", () => {
  const items = new Map(loadYouSaidWeDid().map((item) => [item.id, item]));
  let compared = 0;
  for (const { slug, entry } of fixtureEntries("you-said-we-did")) {
    const built = items.get(slug);
    // A draft is on no page.
    if (!built) continue;
    expect(saidItemFromEntry(entry), slug).toEqual(built);
    compared += 1;
  }
  expect(compared).toBeGreaterThan(5);
});
