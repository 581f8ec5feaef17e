/**
 * The /admin preview and the build map a content file to the page's data with the same
 * schema and the same mappers: for every file of the fixture site's board years, the preview's
 * path (the file's values as Decap holds them, through the collection's preview mapper)
 * gives the data the loader gives the page. Only the images differ by design (the build
 * makes responsive variants, the preview shows the picked file): each is compared by the
 * file it shows.
 */
import { expect, test, vi } from "vitest";
import { yearBoardFromEntry } from "~/admin/previews/board";
import { findYearBoard, loadBoard } from "~/content/board.server";
import { asWritten, fixtureEntries, imagesByFile } from "../../helpers/fixture-entries";

// Image resolution as written (the image pipeline has its own tests).
vi.mock("~/content/images.server", () => import("../../setup/images-mock"));

test("the preview's mapper gives each fixture board year the member cards its page shows", () => {
  const board = loadBoard();
  const entries = fixtureEntries("board");
  expect(entries.length).toBeGreaterThan(10);
  for (const { slug, entry } of entries) {
    expect(imagesByFile(yearBoardFromEntry(entry, asWritten)), slug).toEqual(imagesByFile(findYearBoard(board, slug)));
  }
});
