/**
 * A save in /admin changes only what was changed, as a reviewer reads the pull request:
 * for one entry of every collection and every single file of the registry, opened in the
 * real CMS (tests/e2e/cms/harness.ts) and saved with one text field changed, the file is
 * byte for byte what it was but for that field's one line (key order, quotes, blank lines
 * and line width kept: /admin writes every file in the one formatting the content is kept
 * in, app/admin/content-formats.ts, ADR 046). Which entry and which field, the registry,
 * the forms and the tests' content say (cms/saves/saved-entries.ts), so a new collection
 * is saved with no edit. What a collection does beyond that is a case of cms/saves/ named
 * after it: the site settings saved again with the value put back are their original
 * bytes; an article saved with one paragraph of its body edited differs by that line alone
 * (ADR 047); an event whose start date moves to another year keeps its file name. Then a
 * new "You said, we did" item is created through the form, and everything the CMS wrote
 * (the earlier real-CMS specs' new entries too) passes the content check.
 *
 * Decap enables Publish only while the draft differs from the saved entry, so each entry
 * is saved with a marker appended to one text field. After each entry its file is put
 * back as it was, for the specs that run after this one. A table (collection → lines the
 * save changed) is printed and attached to the report.
 */
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { describeDiff, type LineDiff, lineDiff } from "../../app/content/formatting/line-diff";
import { registeredCollections } from "../../app/content/registry";
import { splitFrontMatter } from "../../app/content/yaml-source";
import { openAdmin, publishNow } from "./cms/editor-page";
import { checkContent, expect, test, waitForWrittenFile } from "./cms/harness";
import { press } from "./cms/pointer";
import { blogSaves } from "./cms/saves/blog";
import { eventsSaves } from "./cms/saves/events";
import { appendMarker, read, type SaveCase, type SaveSteps, saveEntry } from "./cms/saves/save-entry";
import { marker, savedEntries } from "./cms/saves/saved-entries";
import { siteSaves } from "./cms/saves/site";

/** What collections do beyond the one-field save, by the collection they cover. */
const cases = new Map<string, SaveCase>(
  [blogSaves, eventsSaves, siteSaves].map((saveCase) => [saveCase.covers, saveCase]),
);
const entries = savedEntries((name) => cases.get(name)?.entry);

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
    const record: SaveSteps["record"] = ({ label, file, before, after, expected }) => {
      if (expected === undefined) {
        const alone = after === before;
        rows.push({ collection: label, file, changed: alone ? "same bytes" : "DIFFERENT", alone, seconds: lap() });
        if (!alone) diffs.push(`${label} (${file}):\n${describeDiff(lineDiff(before, after))}`);
        return;
      }
      const diff = lineDiff(before, after);
      const alone = oneLineChanged(diff) && after === expected;
      rows.push({
        collection: label,
        file,
        changed: `-${diff.removed.length} +${diff.added.length}`,
        alone,
        seconds: lap(),
      });
      diffs.push(`${label} (${file}):\n${describeDiff(diff) || "(no change)"}`);
    };

    for (const saved of entries) {
      lap();
      const file = path.join(cms.contentDir, saved.file);
      const before = read(file);
      try {
        await saveEntry(page, cms, saved, appendMarker(saved), (text) => text.includes(marker));
        const written = read(file);
        const at = written.indexOf(marker);
        record({
          label: saved.place,
          file: saved.file,
          before,
          after: written,
          expected: before.slice(0, at) + marker + before.slice(at),
        });
        await cases.get(saved.collection)?.after({ page, cms, saved, before, record });
      } catch (error) {
        failures.push(`${saved.file}: not saved through /admin: ${String(error)}`);
      } finally {
        // Put back as it was, for the specs that run after this one.
        fs.writeFileSync(file, before);
      }
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
    // Every collection of the registry was saved, and every case's steps recorded.
    expect(entries.map((saved) => saved.collection)).toEqual(registeredCollections.map(([name]) => name));
    expect(rows.map((row) => row.collection)).toEqual(
      entries.flatMap((saved) => [saved.place, ...(cases.get(saved.collection)?.rows ?? [])]),
    );
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
