/**
 * The form refuses what the content check refuses, and its messages follow the editor's
 * fixes, on the real CMS (tests/e2e/cms/harness.ts), in one open /admin page moved from
 * entry to entry:
 * - a "You said, we did" item marked Done with no "Done on" day is refused at "Done on",
 *   in the form's words, and nothing is written;
 * - an event's end after midnight is refused at "End time"; switching on "Ends the next
 *   day" takes the message and the banner away at once, with no second Publish;
 * - a board member given the name of another is refused at its own Name only (the field's
 *   place in the entry, not its value, decides), and the banner's "Members › Name" of the
 *   member, folded, unfolds it and puts the focus in Name.
 * Every click lands on the control's own point on the screen, checked first with
 * `document.elementFromPoint`, as a pointer would.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { decap } from "../../app/admin/decap/adapter";
import { bannerClass } from "../../app/admin/editor-chrome/refusals";
import { registry } from "../../app/content/registry";
import { adminPlaces } from "./cms/admin-places";
import { fieldLabelled, messagesAt, moveAdminTo, publishNow } from "./cms/editor-page";
import { expect, projectRoot, test } from "./cms/harness";
import { press } from "./cms/pointer";
import { fixtureContentDir } from "./sites.mjs";

const banner = (page: Page) => page.locator(`.${bannerClass}`);

/** Chooses an option of a choice field, by pointer. */
async function choose(page: Page, label: string, option: string) {
  await press(
    fieldLabelled(page, new RegExp(`^${label}`))
      .locator('[class*="-control"]')
      .first(),
    { scroll: true },
  );
  await press(page.getByRole("option", { name: option, exact: true }), { scroll: true });
}

/** The three collections whose forms are refused and fixed. */
const items = adminPlaces(registry["you-said-we-did"]);
const events = adminPlaces(registry.events);
const boardYears = adminPlaces(registry.board);

/** The first member's name in a board year of the tests' content. */
function firstMemberName(year: string): string {
  const file = boardYears.file(path.join(projectRoot, fixtureContentDir), year);
  const name = /^\s+- name: "?([^"\n]+)"?$/m.exec(fs.readFileSync(file, "utf8"))?.[1];
  if (!name) throw new Error(`no member in ${file}`);
  return name;
}

/** Every file of a folder and its text. */
const snapshot = (folder: string) =>
  Object.fromEntries(
    fs
      .readdirSync(folder)
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(folder, name), "utf8")]),
  );

test("refused where the check refuses; messages follow the fixes; the banner unfolds a folded member", async ({
  page,
  cms,
}, testInfo) => {
  // Leaving an entry with unsaved changes asks for confirmation: the editor confirms.
  page.on("dialog", (dialog) => void dialog.accept());
  const started = performance.now();
  const steps: string[] = [];
  const step = (name: string) => steps.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // A done item without its day.
  const itemsFolder = items.folder(cms.contentDir);
  const itemsBefore = snapshot(itemsFolder);
  await moveAdminTo(page, cms, items.newEntry);
  await page.getByLabel("Title", { exact: true }).fill("Water Fountains On Every Floor");
  await page.getByLabel("You said", { exact: true }).fill("There was no water fountain in the Polak building.");
  await choose(page, "Programme", "BA");
  await choose(page, "Status", "Done");
  await page.getByLabel("Raised on", { exact: true }).fill("2031-02-03");
  await publishNow(page);
  await expect(messagesAt(page, /^Done on/)).toHaveText([
    "missing → a done item needs the day it was done: add 'Done on'",
  ]);
  await expect(banner(page).getByRole("button")).toHaveText(["Done on"]);
  await page.screenshot({ path: testInfo.outputPath("done-without-day.png") });
  // Decap checks every field before it writes anything: refused, nothing was sent.
  await expect(page.getByText("Entry saved")).toHaveCount(0);
  expect(snapshot(itemsFolder), "nothing written").toEqual(itemsBefore);
  step("done item refused");

  // An event that ends after midnight: the message goes when the switch is on.
  const eventFile = events.file(cms.contentDir, "halloween-pub-quiz-2024");
  const event = fs.readFileSync(eventFile, "utf8");
  await moveAdminTo(page, cms, events.entry("halloween-pub-quiz-2024"));
  await page.getByLabel("End time").fill("01:00");
  await publishNow(page);
  await expect(messagesAt(page, /^End time/)).toHaveText([/switch on “Ends the next day”/]);
  await expect(banner(page).getByRole("button")).toHaveText(["End time"]);
  await press(fieldLabelled(page, /^Ends the next day/).getByRole("switch"), { scroll: true });
  await expect(messagesAt(page, /^End time/)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("fixed-on-change.png") });
  expect(fs.readFileSync(eventFile, "utf8"), "nothing written without Publish").toBe(event);
  step("overnight end fixed");

  // A folded board member's refused name: the second member given the first one's name. Only
  // the second is refused, as the check refuses it; the banner's name unfolds the member.
  await moveAdminTo(page, cms, boardYears.entry("2024-2025"));
  const form = page.locator(decap.controlPane);
  const second = form.locator('[class*="-ListItem"]:not([class*="TopBar"])').nth(1);
  const arrow = second.getByRole("button").first();
  await press(arrow, { scroll: true });
  const name = second.getByLabel("Name", { exact: true });
  const taken = firstMemberName("2024-2025");
  await name.fill(taken);
  await press(arrow, { scroll: true });
  await expect(name).toBeHidden();
  await publishNow(page);
  // The first refused field is revealed at once: the member opens.
  await expect(name).toBeFocused();
  await expect(banner(page).getByRole("button")).toHaveText(["Members › Name"]);
  await expect(second.getByText(`"${taken}" is listed twice in this year → keep one entry`)).toBeVisible();
  // Folded again, the banner's name opens it again.
  await press(arrow, { scroll: true });
  await expect(name).toBeHidden();
  await press(banner(page).getByRole("button", { name: "Members › Name" }), { scroll: true });
  await expect(name).toBeVisible();
  await expect(name).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath("banner-unfolds-member.png") });
  // Fixed, the message and the banner go without Publish.
  await name.fill("Ada Vermeer Again");
  await expect(banner(page)).toHaveCount(0);
  step("folded member revealed");
  console.log(`admin-form-follows: ${steps.join(", ")}`);
});
