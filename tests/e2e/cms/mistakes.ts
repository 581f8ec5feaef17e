/**
 * Mistakes an editor can make in /admin, refused by the real CMS (harness.ts) before
 * anything is written: the message under the field, in the form's words, the entry still
 * unsaved (Publish offered again), and the files on disk as they were, with no new file.
 * `refuseMistakes` makes a test of each and prints the table (mistake → message shown),
 * attached to the report too; the admin-mistakes specs give a representative few.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { messagesAt, openAdmin, publishNow } from "./editor-page";
import { expect, test } from "./harness";

const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });

/** A file's text, or every file of a folder (recursively) and its text: what must not change. */
function snapshot(folder: string): Record<string, string> {
  if (fs.statSync(folder).isFile()) return { [path.basename(folder)]: fs.readFileSync(folder, "utf8") };
  return Object.fromEntries(
    fs
      .readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((name) => fs.statSync(path.join(folder, name)).isFile())
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(folder, name), "utf8")]),
  );
}

export type Mistake = {
  mistake: string;
  /** The file or folder, under the content folder, whose files must stay as they were. */
  folder: string;
  /** The editor to open, after `#/collections/`. */
  entry: string;
  /** Fills the form with the mistake (and, around it, what a correct entry needs). */
  make: (page: Page) => Promise<void>;
  /** The field that must show the message. */
  field: RegExp;
  message: RegExp;
};

/** A test per mistake, in a group named `title`, and the table of the messages shown after them. */
export function refuseMistakes(title: string, mistakes: readonly Mistake[]) {
  const shown: { mistake: string; message: string }[] = [];
  test.describe(title, () => {
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    test.afterAll(async ({}, testInfo) => {
      const width = Math.max(...shown.map((row) => row.mistake.length));
      const table = [
        `${"mistake".padEnd(width)} | message shown under the field`,
        `${"-".repeat(width)}-|-${"-".repeat(30)}`,
        ...shown.map((row) => `${row.mistake.padEnd(width)} | ${row.message}`),
      ].join("\n");
      console.log(`${title}: refused at the field\n${table}`);
      await testInfo.attach("mistakes refused", { body: table, contentType: "text/plain" });
    });

    for (const mistake of mistakes) {
      test(`refused: ${mistake.mistake}`, async ({ page, cms }, testInfo) => {
        const folder = path.join(cms.contentDir, mistake.folder);
        const before = snapshot(folder);
        await openAdmin(page, cms, `#/collections/${mistake.entry}`);
        const address = page.url();
        await mistake.make(page);
        await publishNow(page);

        const messages = messagesAt(page, mistake.field);
        await expect(messages.first()).toBeVisible();
        const texts = await messages.allTextContents();
        shown.push({ mistake: mistake.mistake, message: texts.join(" / ") });
        await testInfo.attach("message shown", { body: texts.join("\n"), contentType: "text/plain" });
        expect(
          texts.some((text) => mistake.message.test(text)),
          `${texts.join(" / ")} matches ${mistake.message}`,
        ).toBe(true);
        // Every message is in the form's words: none is a schema's raw wording for a value of the wrong type.
        for (const text of texts)
          expect.soft(text, "a message in the form's words").not.toMatch(/Invalid input|expected \w+, received/);
        await expectNotSaved(page, folder, before, address);
      });
    }
  });
}

/** The entry is still unsaved where it was, and no file changed or appeared. */
async function expectNotSaved(page: Page, folder: string, before: Record<string, string>, address: string) {
  await expect(publishButton(page)).toBeVisible();
  await expect(page.getByText("Entry saved")).toHaveCount(0);
  expect(page.url()).toBe(address);
  expect(snapshot(folder)).toEqual(before);
}
