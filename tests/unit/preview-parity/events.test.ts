/**
 * The /admin preview and the build map a content file to the page's data with the same
 * schema and the same mappers: for every file of the fixture site's events, the preview's
 * path (the file's values as Decap holds them, through the collection's preview mapper)
 * gives the data the loader gives the page. Only the images differ by design (the build
 * makes responsive variants, the preview shows the picked file): each is compared by the
 * file it shows.
 */
import { expect, test, vi } from "vitest";
import { eventFromEntry } from "~/admin/previews/event";
import { loadEvents } from "~/content/events.server";
import { asWritten, fixtureEntries, imagesByFile } from "../../helpers/fixture-entries";

// Image resolution as written (the image pipeline has its own tests).
vi.mock("~/content/images.server", () => import("../../setup/images-mock"));

test("the preview's mapper gives each fixture event the card /events shows, upcoming or past by the same clock", () => {
  const now = new Date("2025-06-01T12:00:00Z");
  const cards = new Map(loadEvents({ now }).map((card) => [card.id, card]));
  const entries = fixtureEntries("events");
  expect(entries.length).toBeGreaterThan(10);
  for (const { slug, entry } of entries) {
    expect(imagesByFile(eventFromEntry(entry, asWritten, now)), slug).toEqual(imagesByFile(cards.get(slug)));
  }
  // The clock splits them, so both kinds of card are compared.
  expect(new Set([...cards.values()].map((card) => card.upcoming))).toEqual(new Set([true, false]));
});
