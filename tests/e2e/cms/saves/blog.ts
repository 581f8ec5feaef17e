/**
 * An article saved with one paragraph of its body edited (and its title put back) differs
 * from the original by that paragraph's line alone, though Decap's rich-text editor writes
 * the whole body anew (ADR 047).
 */
import path from "node:path";
import type { Locator } from "@playwright/test";
import { decap } from "../../../../app/admin/decap/adapter";
import { expect } from "../harness";
import { read, removeMarker, type SaveCase, saveEntry } from "./save-entry";
import { marker } from "./saved-entries";

/** The article whose body paragraph is edited, and the paragraph (one line of its file). */
const bodyEdit = {
  file: "blog/marketing-with-purpose.md",
  paragraph: "That students scroll fast and trust each other more than institutions. So let students speak.",
  added: " (edited by the test)",
};

/**
 * Clicks at the end of a paragraph of the rich-text editor, where it is drawn (the right
 * edge of its last line), and types `text` there.
 */
async function typeAtEndOf(paragraph: Locator, text: string) {
  const page = paragraph.page();
  await paragraph.scrollIntoViewIfNeeded();
  const point = await paragraph.evaluate((element) => {
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(element);
    const lines = [...range.getClientRects()];
    const last = lines.at(-1);
    if (!last) return null;
    const x = last.right - 2;
    const y = last.top + last.height / 2;
    const hit = element.ownerDocument.elementFromPoint(x, y);
    return { x, y, isParagraph: hit !== null && (hit === element || element.contains(hit)) };
  });
  expect(point?.isParagraph, "the paragraph's last line is drawn where it is clicked").toBe(true);
  if (!point) return;
  await page.mouse.click(point.x, point.y);
  await page.keyboard.press("End");
  await page.keyboard.type(text);
}

export const blogSaves: SaveCase = {
  covers: "blog",
  // An article with a list, a quotation and emphasis.
  entry: bodyEdit.file,
  rows: ["blog: one body paragraph"],
  after: async ({ page, cms, saved, before, record }) => {
    await saveEntry(
      page,
      cms,
      saved,
      async (page) => {
        await removeMarker(saved)(page);
        const editor = page.locator(decap.controlPane).locator('[contenteditable="true"]').first();
        await typeAtEndOf(editor.getByText(bodyEdit.paragraph, { exact: true }), bodyEdit.added);
      },
      (text) => !text.includes(marker) && text.includes(bodyEdit.added),
    );
    record({
      label: "blog: one body paragraph",
      file: saved.file,
      before,
      after: read(path.join(cms.contentDir, saved.file)),
      expected: before.replace(bodyEdit.paragraph, bodyEdit.paragraph + bodyEdit.added),
    });
  },
};
