/**
 * What the content check would refuse, the real CMS (tests/e2e/cms/harness.ts) refuses at
 * the field, in the check's own words, and writes nothing: a malformed email in the site
 * settings, an event that ends before it starts (and, corrected, the message goes).
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { openAdmin, publishNow } from "./cms/editor-page";
import { expect, test } from "./cms/harness";

const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });

/** The field's own box: its label and, beside the label, the messages Decap shows for it. */
function fieldBox(page: Page, label: string | RegExp): Locator {
  return page.locator("label", { hasText: label }).locator("..");
}

/** Tries to publish the open entry, which the CMS must refuse. */
const tryToPublish = publishNow;

test("a malformed email in the settings is refused, with the message at the field", async ({ page, cms }) => {
  const settingsFile = path.join(cms.contentDir, "site.yaml");
  const before = fs.readFileSync(settingsFile, "utf8");
  await openAdmin(page, cms, "#/collections/settings/entries/site");
  await page.getByLabel("General mailbox").fill("info at sr-rsm");
  await tryToPublish(page);
  // The content check's own rule and words, at the field.
  await expect(fieldBox(page, "General mailbox").getByRole("listitem")).toHaveText(
    '"info at sr-rsm" is not an email address → write one such as "info@sr-rsm.nl"',
  );
  // Not saved: the entry still has unpublished changes, and the file is as it was.
  await expect(publishButton(page)).toBeVisible();
  expect(fs.readFileSync(settingsFile, "utf8")).toBe(before);
});

test("an event that ends before it starts is refused, with the content check's message at End time", async ({
  page,
  cms,
}) => {
  const eventsDir = path.join(cms.contentDir, "events");
  const before = fs.readdirSync(eventsDir).sort();
  await openAdmin(page, cms, "#/collections/events/new");
  await page.getByLabel("Title", { exact: true }).fill("Backwards Evening");
  await page.getByLabel("Start date").fill("2026-04-02");
  await page.getByLabel("Start time").fill("20:00");
  await page.getByLabel("End time").fill("18:00");
  await page.getByLabel("Location").fill("Polak Building, Rotterdam");
  await tryToPublish(page);
  await expect(fieldBox(page, /^End time/).getByRole("listitem")).toHaveText(
    "the event ends (18:00) before it starts (20:00) → check the times: “End time” comes after “Start time”",
  );
  // Nothing was written.
  expect(fs.readdirSync(eventsDir).sort()).toEqual(before);

  // The message says to check the times (not to mark 18:00 as the next day): corrected, the clash is gone.
  await page.getByLabel("End time").fill("22:00");
  await tryToPublish(page);
  await expect(fieldBox(page, /^End time/).getByRole("listitem")).toHaveCount(0);
});
