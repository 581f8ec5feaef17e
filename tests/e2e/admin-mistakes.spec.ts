/**
 * Mistakes an editor can make in /admin, refused by the real CMS (tests/e2e/cms/harness.ts)
 * before anything is written: the message under the field, in the form's words, the
 * entry still unsaved (Publish offered again), and the files on disk as they were, with
 * no new file. A representative few: a board year that exists, a board year left empty, a
 * malformed email on a board member, an event that ends before it starts on the same
 * day, a phone number not in international form. The table (mistake → message shown) is
 * printed and attached to the report.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { decap } from "../../app/admin/decap/adapter";
import { messagesAt, openAdmin, publishNow } from "./cms/editor-page";
import { expect, test } from "./cms/harness";
import { press } from "./cms/pointer";

const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });

/** Publishes the open entry, which the CMS must refuse. */
async function tryToPublish(page: Page) {
  await publishNow(page);
}

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

/** Unfolds a folded list item by the summary it shows (a new board year's member shows "No name"). */
async function unfold(page: Page, summary: string) {
  const toggle = page
    .locator(decap.controlPane)
    .getByText(summary, { exact: true })
    .first()
    .locator("..")
    .getByRole("button")
    .first();
  await press(toggle, { scroll: true });
}

/** Adds a member to the open board year (a new year has none); it opens ready to fill. */
async function addMember(page: Page) {
  await press(page.getByRole("button", { name: "Add Member" }), { scroll: true });
}

type Mistake = {
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

const mistakes: Mistake[] = [
  {
    mistake: "a new board year typed as one that exists (2025-2026)",
    folder: "board",
    entry: "board/new",
    make: async (page) => {
      await page.getByLabel("Academic year").fill("2025-2026");
      await addMember(page);
      await page.getByLabel("Name", { exact: true }).fill("Tess Nieuwland");
      await page.getByLabel("Role", { exact: true }).fill("Chair");
    },
    field: /^Academic year/,
    message: /^2025-2026 already exists: open it from the list$/,
  },
  {
    mistake: "a new board year with the year left empty",
    folder: "board",
    entry: "board/new",
    make: async (page) => {
      await addMember(page);
      await page.getByLabel("Name", { exact: true }).fill("Tess Nieuwland");
      await page.getByLabel("Role", { exact: true }).fill("Chair");
    },
    field: /^Academic year/,
    message: /required/i,
  },
  {
    mistake: "a board member's email written 'info at sr-rsm.nl' (2024-2025)",
    folder: "board",
    entry: "board/entries/2024-2025",
    make: async (page) => {
      await unfold(page, firstMemberName("2024-2025"));
      await page
        .getByLabel(/^Email/)
        .first()
        .fill("info at sr-rsm.nl");
    },
    field: /^Email/,
    message: /info@sr-rsm\.nl/,
  },
  {
    mistake: "an event that ends (12:00) before it starts (14:00) on the same day",
    folder: "events",
    entry: "events/new",
    make: async (page) => {
      await page.getByLabel("Title", { exact: true }).fill("Backwards Lunch");
      await page.getByLabel("Start date").fill("2026-05-20");
      await page.getByLabel("Start time").fill("14:00");
      await page.getByLabel("End time").fill("12:00");
      await page.getByLabel("Location").fill("Polak Building, Rotterdam");
    },
    field: /^End time/,
    message: /check the times/,
  },
  {
    mistake: "the site's phone number written '06 1234 5678'",
    folder: "site.yaml",
    entry: "settings/entries/site",
    make: async (page) => {
      await page
        .getByLabel(/^Phone/)
        .first()
        .fill("06 1234 5678");
    },
    field: /^Phone/,
    message: /not in international form/,
  },
];

/** The first member's name in a board year of the tests' content: the summary of its folded item. */
function firstMemberName(year: string): string {
  const file = path.resolve(import.meta.dirname, "../fixtures/content/site/board", `${year}.yaml`);
  const name = /^\s+- name: "?([^"\n]+)"?$/m.exec(fs.readFileSync(file, "utf8"))?.[1];
  if (!name) throw new Error(`no member in ${file}`);
  return name;
}

const shown: { mistake: string; message: string }[] = [];

test.describe("mistakes refused by /admin before anything is written", () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  test.afterAll(async ({}, testInfo) => {
    const width = Math.max(...shown.map((row) => row.mistake.length));
    const table = [
      `${"mistake".padEnd(width)} | message shown under the field`,
      `${"-".repeat(width)}-|-${"-".repeat(30)}`,
      ...shown.map((row) => `${row.mistake.padEnd(width)} | ${row.message}`),
    ].join("\n");
    console.log(`admin-mistakes: refused at the field\n${table}`);
    await testInfo.attach("mistakes refused", { body: table, contentType: "text/plain" });
  });

  for (const mistake of mistakes) {
    test(`refused: ${mistake.mistake}`, async ({ page, cms }, testInfo) => {
      const folder = path.join(cms.contentDir, mistake.folder);
      const before = snapshot(folder);
      await openAdmin(page, cms, `#/collections/${mistake.entry}`);
      const address = page.url();
      await mistake.make(page);
      await tryToPublish(page);

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

/** The entry is still unsaved where it was, and no file changed or appeared. */
async function expectNotSaved(page: Page, folder: string, before: Record<string, string>, address: string) {
  await expect(publishButton(page)).toBeVisible();
  await expect(page.getByText("Entry saved")).toHaveCount(0);
  expect(page.url()).toBe(address);
  expect(snapshot(folder)).toEqual(before);
}
