/**
 * The /admin preview and the build map a content file to the page's data with the same
 * schema and the same mappers: for every file of the fixture site's representatives years, the preview's
 * path (the file's values as Decap holds them, through the collection's preview mapper)
 * gives the data the loader gives the page. Only the images differ by design (the build
 * makes responsive variants, the preview shows the picked file): each is compared by the
 * file it shows.
 */
import { expect, test, vi } from "vitest";
import { programmeChatsFromEntry, representativesYearFromEntry } from "~/admin/previews/representatives";
import { groupChatsSource } from "~/admin/previews/representatives-preview";
import { findRepresentativesYear, loadProgrammeChats, loadRepresentatives } from "~/content/representatives.server";
import { asWritten, fixtureEntries, imagesByFile } from "../../helpers/fixture-entries";

// Image resolution as written (the image pipeline has its own tests).
vi.mock("~/content/images.server", () => import("../../setup/images-mock"));

test("the preview's mapper gives each fixture year the cards its page shows, and the programmes' chats of the Student Support file", () => {
  const representatives = loadRepresentatives();
  const entries = fixtureEntries("representatives");
  expect(entries.length).toBeGreaterThan(1);
  for (const { slug, entry } of entries) {
    expect(imagesByFile(representativesYearFromEntry(entry, asWritten)), slug).toEqual(
      imagesByFile(findRepresentativesYear(representatives, slug)),
    );
  }
  const [support] = fixtureEntries(groupChatsSource.collection);
  const chats = support ? programmeChatsFromEntry(support.entry) : [];
  expect(chats).toEqual(loadProgrammeChats());
  expect(chats.length).toBeGreaterThan(0);
});
