/** Saving one entry through /admin for admin-saves.spec.ts: open it, change it, publish it, wait for its file. */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { decap } from "../../../../app/admin/decap/adapter";
import type { CollectionName } from "../../../../app/content/registry";
import { moveAdminTo, openAdmin, publishNow } from "../editor-page";
import { type CmsSession, expect } from "../harness";
import { press } from "../pointer";
import { marker, type Saved } from "./saved-entries";

export const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");

const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });

/** Publishes the open entry (the local backend saves directly) and waits until the file shows `written`. */
async function publishAndWait(page: Page, file: string, written: (text: string) => boolean) {
  await expect(publishButton(page)).toBeEnabled();
  await publishNow(page);
  await expect.poll(() => written(read(file)), { timeout: 90_000, message: `${file} is written` }).toBe(true);
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({ timeout: 90_000 });
}

/** The text field that takes the marker, in the open editor (unfolding its list item first). */
async function touchedField(page: Page, saved: Pick<Saved, "touch" | "unfold">) {
  const form = page.locator(decap.controlPane);
  if (saved.unfold) {
    await press(form.getByText(saved.unfold).first().locator("..").getByRole("button").first(), { scroll: true });
  }
  return form.getByLabel(saved.touch, { exact: true }).first();
}

/**
 * Opens an entry and runs `change` in its editor, then publishes and waits for `written`.
 * The CMS opened for the previous entry moves on to this one (`moveAdminTo`); a second
 * attempt (the development server reloads /admin when a source file changes, which can
 * blank the page mid-step) loads /admin afresh, unless the first attempt was written.
 */
export async function saveEntry(
  page: Page,
  cms: CmsSession,
  { entry, file }: { entry: string; file: string },
  change: (page: Page) => Promise<void>,
  written: (text: string) => boolean,
) {
  const at = path.join(cms.contentDir, file);
  for (const afresh of [false, true]) {
    if (written(read(at))) return;
    try {
      const address = `#/collections/${entry}`;
      await (afresh ? openAdmin(page, cms, address) : moveAdminTo(page, cms, address));
      await change(page);
      await publishAndWait(page, at, written);
      return;
    } catch (error) {
      if (afresh) throw error;
      console.log(`admin-saves: ${file}: second attempt after: ${String(error).split("\n")[0]}`);
    }
  }
}

/** Appends the marker to the entry's touched field. */
export const appendMarker = (saved: Saved) => async (page: Page) => {
  const input = await touchedField(page, saved);
  const original = await input.inputValue();
  expect(original, `${saved.place}: the field ${saved.touch} holds the file's value`).not.toBe("");
  await input.fill(original + marker);
  await expect(input).toHaveValue(original + marker);
};

/** Takes the marker out of the entry's touched field again. */
export const removeMarker = (saved: Saved) => async (page: Page) => {
  const input = await touchedField(page, saved);
  const marked = await input.inputValue();
  expect(marked, `${saved.place}: the field ${saved.touch} holds the saved marker`).toContain(marker);
  await input.fill(marked.replace(marker, ""));
};

/** What a case of this folder is given after its collection's entry was saved with the marker (still in its file). */
export type SaveSteps = {
  page: Page;
  cms: CmsSession;
  saved: Saved;
  /** The entry's file before the save. */
  before: string;
  /**
   * Records a row of the table: `file`'s change from `before` to `after`, which must be one
   * line and give the `expected` text; without `expected`, `after` must be `before`'s very bytes.
   */
  record: (row: { label: string; file: string; before: string; after: string; expected?: string }) => void;
};

/** What a collection does beyond the one-field save every collection gets, in a module of this folder named after it. */
export type SaveCase = {
  covers: CollectionName;
  /** The entry saved with the marker, when the case's steps need a given one (its file under content/). */
  entry?: string;
  /** The labels of the rows `after` records, in order. */
  rows: readonly string[];
  after: (steps: SaveSteps) => Promise<void>;
};
