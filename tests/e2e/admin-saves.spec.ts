/**
 * A save in /admin changes only what was changed, as a reviewer reads the pull request:
 * for one entry of every collection and every single file, opened in the real CMS
 * (tests/e2e/cms/harness.ts) and saved with one field changed, the file is byte for byte
 * what it was but for that field's one line (key order, quotes, blank lines and line
 * width kept: /admin writes every file in the one formatting the content is kept in,
 * app/admin/content-formats.ts, ADR 046). Saved again with the value put back, the site
 * settings are their original bytes. An article saved with one paragraph of its body
 * edited (and its title put back) differs from the original by that paragraph's line
 * alone, though Decap's rich-text editor writes the whole body anew (ADR 047). An event
 * whose start date moves to another year keeps its file name. Then a new "You said, we
 * did" item is created through the form, and everything the CMS wrote (the earlier
 * real-CMS specs' new entries too) passes the content check.
 *
 * Decap enables Publish only while the draft differs from the saved entry, so each entry
 * is saved with a marker appended to one text field. After each entry its file is put
 * back as it was, for the specs that run after this one. A table (collection → lines the
 * save changed) is printed and attached to the report.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { decap } from "../../app/admin/decap/adapter";
import { describeDiff, type LineDiff, lineDiff } from "../../app/content/formatting/line-diff";
import { splitFrontMatter } from "../../app/content/yaml-source";
import { moveAdminTo, openAdmin, publishNow } from "./cms/editor-page";
import { type CmsSession, checkContent, expect, test, waitForWrittenFile } from "./cms/harness";
import { press } from "./cms/pointer";

/** One entry to change: where /admin opens it, its file, and the text field the save changes. */
type Saved = {
  collection: string;
  /** The address of its editor under /admin, after `#/collections/`. */
  entry: string;
  /** Its file, under the content folder. */
  file: string;
  /** The label of the text field that takes the marker (the first with that label). */
  touch: string;
  /**
   * A folded list item to unfold first, by the summary it shows, when the field is inside
   * one (after the first save the summary may show the marker too).
   */
  unfold?: RegExp;
};

/**
 * Entries that the other real-CMS specs do not edit, each with as many of its collection's
 * kinds of fields as the tests' content offers (a multi-day event, a board year with a
 * member without a photo and a multi-line role, an article with a list, a quotation and
 * emphasis).
 */
const entries: Saved[] = [
  {
    collection: "blog",
    entry: "blog/entries/marketing-with-purpose",
    file: "blog/marketing-with-purpose.md",
    touch: "Title",
  },
  {
    collection: "events",
    entry: "events/entries/introduction-days-2024",
    file: "events/introduction-days-2024.md",
    touch: "Title",
  },
  {
    collection: "board",
    entry: "board/entries/2025-2026",
    file: "board/2025-2026.yaml",
    touch: "Name",
    unfold: /^Ada Vermeer/,
  },
  { collection: "teams", entry: "teams/entries/representatives", file: "teams/representatives.md", touch: "Title" },
  {
    collection: "roles",
    entry: "roles/entries/student-representative",
    file: "roles/student-representative.md",
    touch: "Title",
  },
  {
    collection: "gallery",
    entry: "gallery/entries/2024/album",
    file: "gallery/2024/album.yaml",
    touch: "Photo description",
    // The album's list sums up a photo by its description (the first photo of the fixture's 2024 album).
    unfold: /^Illustration of a crowd of students/,
  },
  {
    collection: "representatives",
    entry: "representatives/entries/2025-2026",
    file: "representatives/2025-2026.yaml",
    touch: "Name",
    // The list sums up a representative by name, programme and what they cover.
    unfold: /^Fixture Rep Ivo/,
  },
  {
    collection: "you-said-we-did",
    entry: "you-said-we-did/entries/exam-feedback-within-three-weeks",
    file: "you-said-we-did/exam-feedback-within-three-weeks.md",
    touch: "Title",
  },
  { collection: "pages: home", entry: "pages/entries/home", file: "home.yaml", touch: "Headline" },
  { collection: "pages: about", entry: "pages/entries/about", file: "about.yaml", touch: "Title" },
  { collection: "pages: join", entry: "pages/entries/join", file: "join.yaml", touch: "Title" },
  { collection: "pages: program", entry: "pages/entries/program", file: "program.yaml", touch: "Title" },
  { collection: "pages: teams-overview", entry: "pages/entries/teams-overview", file: "teams.yaml", touch: "Title" },
  { collection: "support", entry: "support/entries/support", file: "support/support.yaml", touch: "Title" },
  { collection: "settings: site", entry: "settings/entries/site", file: "site.yaml", touch: "Name" },
];

const marker = " (saved by the test)";

/** The article whose body paragraph is edited, and the paragraph (one line of its file). */
const bodyEdit = {
  file: "blog/marketing-with-purpose.md",
  paragraph: "That students scroll fast and trust each other more than institutions. So let students speak.",
  added: " (edited by the test)",
};

/** The event whose start date moves to the next year, and its new day. */
const movedEvent = { entry: "events/entries/spring-boat-tour-2025", file: "events/spring-boat-tour-2025.md" };
const movedTo = "2026-04-24";

const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });
const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");

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
async function saveEntry(
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
const appendMarker = (saved: Saved) => async (page: Page) => {
  const input = await touchedField(page, saved);
  const original = await input.inputValue();
  expect(original, `${saved.collection}: the field ${saved.touch} holds the file's value`).not.toBe("");
  await input.fill(original + marker);
  await expect(input).toHaveValue(original + marker);
};

/** Takes the marker out of the entry's touched field again. */
const removeMarker = (saved: Saved) => async (page: Page) => {
  const input = await touchedField(page, saved);
  const marked = await input.inputValue();
  expect(marked, `${saved.collection}: the field ${saved.touch} holds the saved marker`).toContain(marker);
  await input.fill(marked.replace(marker, ""));
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

/** Whether a diff is one line replaced by one line, at the same place. */
const oneLineChanged = ({ removed, added }: LineDiff) =>
  removed.length === 1 && added.length === 1 && removed[0]?.line === added[0]?.line;

test.describe("a save changes only what was changed", () => {
  test.describe.configure({ mode: "serial" });
  // A control that is not found fails the step, not the whole test's long timeout.
  test.use({ actionTimeout: 30_000 });

  test("one field changed through /admin changes only its line, in every collection and single file; the value put back gives the original bytes; one paragraph edited changes only its line", async ({
    page,
    cms,
  }, testInfo) => {
    test.setTimeout(1_200_000);
    const rows: { collection: string; file: string; changed: string; alone: boolean; seconds: string }[] = [];
    const diffs: string[] = [];
    const failures: string[] = [];
    let started = performance.now();
    /** The time since the previous save was recorded: a save's cost, for the performance log. */
    const lap = () => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      started = performance.now();
      return seconds;
    };
    const record = (collection: string, file: string, before: string, after: string, expected: string) => {
      const diff = lineDiff(before, after);
      const alone = oneLineChanged(diff) && after === expected;
      rows.push({ collection, file, changed: `-${diff.removed.length} +${diff.added.length}`, alone, seconds: lap() });
      diffs.push(`${collection} (${file}):\n${describeDiff(diff) || "(no change)"}`);
      return alone;
    };

    for (const saved of entries) {
      lap();
      const file = path.join(cms.contentDir, saved.file);
      const before = read(file);
      try {
        await saveEntry(page, cms, saved, appendMarker(saved), (text) => text.includes(marker));
        const written = read(file);
        const at = written.indexOf(marker);
        record(saved.collection, saved.file, before, written, before.slice(0, at) + marker + before.slice(at));

        if (saved.file === "site.yaml") {
          // Saved again with the value put back: the file's own bytes.
          await saveEntry(page, cms, saved, removeMarker(saved), (text) => !text.includes(marker));
          const restored = read(file);
          rows.push({
            collection: "settings: site, value put back",
            file: saved.file,
            changed: restored === before ? "same bytes" : "DIFFERENT",
            alone: restored === before,
            seconds: lap(),
          });
          if (restored !== before) diffs.push(`site.yaml put back:\n${describeDiff(lineDiff(before, restored))}`);
        }
        if (saved.file === bodyEdit.file) {
          // The title put back and one paragraph of the body edited in the rich-text editor.
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
          const edited = read(file);
          record(
            "blog: one body paragraph",
            saved.file,
            before,
            edited,
            before.replace(bodyEdit.paragraph, bodyEdit.paragraph + bodyEdit.added),
          );
        }
      } catch (error) {
        failures.push(`${saved.file}: not saved through /admin: ${String(error)}`);
      } finally {
        // Put back as it was, for the specs that run after this one.
        fs.writeFileSync(file, before);
      }
    }

    // An event moved to another year keeps its file: only its start date's line changes.
    const eventsDir = path.join(cms.contentDir, "events");
    const eventFile = path.join(cms.contentDir, movedEvent.file);
    const eventBefore = read(eventFile);
    const filesBefore = fs.readdirSync(eventsDir).sort();
    lap();
    try {
      await saveEntry(
        page,
        cms,
        movedEvent,
        async (page) => {
          await page.getByLabel("Start date").fill(movedTo);
        },
        (text) => text.includes(`startDate: ${movedTo}`),
      );
      record(
        "events: start date, next year",
        movedEvent.file,
        eventBefore,
        read(eventFile),
        eventBefore.replace(/^startDate: .*$/m, `startDate: ${movedTo}`),
      );
      expect(fs.readdirSync(eventsDir).sort(), "the event keeps its file name").toEqual(filesBefore);
    } catch (error) {
      failures.push(`${movedEvent.file}: ${String(error)}`);
    } finally {
      fs.writeFileSync(eventFile, eventBefore);
    }

    const table = [
      "collection                       | file                                                | lines changed | only that line | save (s)",
      "---------------------------------|-----------------------------------------------------|---------------|----------------|---------",
      ...rows.map(
        (row) =>
          `${row.collection.padEnd(33)}| ${row.file.padEnd(52)}| ${row.changed.padEnd(14)}| ${(row.alone ? "yes" : "NO").padEnd(15)}| ${row.seconds}`,
      ),
    ].join("\n");
    console.log(`admin-saves: the lines each save changed\n${table}`);
    await testInfo.attach("lines each save changed", { body: `${table}\n`, contentType: "text/plain" });
    await testInfo.attach("diffs", { body: diffs.join("\n\n"), contentType: "text/plain" });
    if (failures.length > 0) {
      await testInfo.attach("not saved", { body: failures.join("\n\n"), contentType: "text/plain" });
      await testInfo.attach("npm run cms printed", { body: cms.output(), contentType: "text/plain" });
    }

    expect(failures, "every entry was saved through /admin").toEqual([]);
    expect(rows.map((row) => row.collection)).toEqual([
      ...entries.flatMap(({ collection, file }) =>
        file === "site.yaml"
          ? [collection, "settings: site, value put back"]
          : file === bodyEdit.file
            ? [collection, "blog: one body paragraph"]
            : [collection],
      ),
      "events: start date, next year",
    ]);
    for (const row of rows) {
      expect
        .soft(row.alone, `${row.collection} (${row.file}): only the changed line differs (see the diffs)`)
        .toBe(true);
    }
  });

  test("a new 'You said, we did' item saved through the form, with its choices and its day, and everything the CMS wrote pass the content check", async ({
    page,
    cms,
  }) => {
    await openAdmin(page, cms, "#/collections/you-said-we-did/new");
    await page.getByLabel("Title", { exact: true }).fill("Longer Library Hours In Exam Weeks");
    await page.getByLabel("You said", { exact: true }).fill("The library closed at 18:00 during exam weeks.");
    for (const [label, option] of [
      ["Programme", "BA"],
      ["Status", "In progress"],
    ] as const) {
      await press(page.getByLabel(label, { exact: true }), { scroll: true });
      await press(page.getByRole("option", { name: option, exact: true }), { scroll: true });
    }
    await page.getByLabel("Raised on", { exact: true }).fill("2031-05-04");
    await publishNow(page);

    const folder = path.join(cms.contentDir, "you-said-we-did");
    const file = path.join(folder, "longer-library-hours-in-exam-weeks.md");
    await waitForWrittenFile(file, 90_000);
    const split = splitFrontMatter(fs.readFileSync(file, "utf8"));
    expect(parseYaml(split?.yaml ?? "")).toMatchObject({
      title: "Longer Library Hours In Exam Weeks",
      raised: "The library closed at 18:00 during exam weeks.",
      programme: "BA",
      status: "In progress",
      raisedOn: "2031-05-04",
    });

    const check = await checkContent(cms);
    expect(check.status, `npm run check:content on what the CMS wrote:\n${check.output}`).toBe(0);
  });
});
