/**
 * Nothing is lost when an editor saves an entry in /admin: for one entry of every
 * collection and every single file, opened in the real CMS (tests/e2e/cms/harness.ts) and
 * saved without a change, the file's data (its YAML, or a Markdown file's front matter)
 * is deep-equal to what it was (but for empty strings, which /admin leaves out of every
 * file it writes: they are listed), and a Markdown body renders to the same HTML with the
 * site's own renderer. The `cms` section of site.yaml, which the editors' form leaves out,
 * survives; the launch check finds as many placeholders after the save as before. Then a
 * new "You said, we did" item is created through the form, and everything the CMS wrote
 * (the earlier real-CMS specs' new entries too: a board year of two members added on a
 * phone, admin-phone.spec.ts) passes the content check.
 *
 * Decap enables Publish only while the draft differs from the saved entry: it compares the
 * data, so typing a letter and deleting it again leaves Publish disabled. Each entry is
 * therefore saved with a marker appended to one text field: the file as Decap writes an
 * entry it read, with every other field as the editor found it. The saved data, with the
 * marker taken out of that one value, is compared with the file's data before; then the
 * file is put back as it was, for the specs that run after this one.
 *
 * A table (collection → unchanged?) is printed and attached to the report; whether the
 * file's text is also byte for byte the same is shown beside it, since Decap writes the
 * whole file anew (quoting and key order may change without changing the data).
 */
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { decap } from "../../app/admin/decap/adapter";
import { splitFrontMatter } from "../../app/content/yaml-source";
import { renderMarkdown } from "../../app/lib/markdown";
import { moveAdminTo, openAdmin, publishNow } from "./cms/editor-page";
import { type CmsSession, checkContent, checkLaunch, expect, test, waitForWrittenFile } from "./cms/harness";
import { press } from "./cms/pointer";

/** One entry to save unchanged: where /admin opens it, its file, and the text field the save touches. */
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
 * member without a photo and a multi-line role, a role with a footnote).
 */
const entries: Saved[] = [
  {
    collection: "blog",
    entry: "blog/entries/ethics-in-the-age-of-ai",
    file: "blog/ethics-in-the-age-of-ai.md",
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

/** A file as the site reads it: its data, and for Markdown its body and the body's HTML. */
type Read = { text: string; data: unknown; body?: string; html?: string };

function read(file: string): Read {
  const text = fs.readFileSync(file, "utf8");
  if (!file.endsWith(".md")) return { text, data: parseYaml(text) };
  const split = splitFrontMatter(text);
  if (!split) throw new Error(`${file} has no front matter`);
  return { text, data: parseYaml(split.yaml), body: split.body, html: renderMarkdown(split.body) };
}

const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });

/**
 * Publishes the open entry (the local backend saves directly) and waits until the file
 * shows `written`.
 */
async function publishAndWait(page: Page, file: string, written: () => boolean) {
  await expect(publishButton(page)).toBeEnabled();
  await publishNow(page);
  await expect.poll(written, { timeout: 90_000, message: `${file} is written` }).toBe(true);
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({ timeout: 90_000 });
}

/** The text field that takes the marker, in the open editor (unfolding its list item first). */
async function touchedField(page: Page, saved: Saved) {
  const form = page.locator(decap.controlPane);
  if (saved.unfold) {
    await press(form.getByText(saved.unfold).first().locator("..").getByRole("button").first(), { scroll: true });
  }
  return form.getByLabel(saved.touch, { exact: true }).first();
}

/**
 * Saves the entry with the marker appended to one text field. The CMS opened for the
 * previous entry moves on to this one (`moveAdminTo`); a second attempt (the development
 * server reloads /admin when a source file changes, which can blank the page mid-step)
 * loads /admin afresh, and finds the marker already written when it was.
 */
async function saveWithMarker(page: Page, cms: CmsSession, saved: Saved, { afresh = false } = {}) {
  const file = path.join(cms.contentDir, saved.file);
  if (markerIn(file) === true) return;
  const address = `#/collections/${saved.entry}`;
  await (afresh ? openAdmin(page, cms, address) : moveAdminTo(page, cms, address));
  const input = await touchedField(page, saved);
  const original = await input.inputValue();
  expect(original, `${saved.collection}: the field ${saved.touch} holds the file's value`).not.toBe("");
  await input.fill(original + marker);
  await expect(input).toHaveValue(original + marker);
  await publishAndWait(page, file, () => markerIn(file) === true);
}

/**
 * Whether the file's data holds the marker (not its text: Decap folds a long line of YAML,
 * so the marker may span two lines); undefined while the file is being written anew and
 * does not parse yet.
 */
function markerIn(file: string): boolean | undefined {
  try {
    return JSON.stringify(read(file).data).includes(marker.trim());
  } catch {
    return undefined;
  }
}

/** The data with the marker taken out of the value it was appended to. */
function withoutMarker(value: unknown): unknown {
  if (typeof value === "string") return value.replace(marker, "");
  if (Array.isArray(value)) return value.map(withoutMarker);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutMarker(inner)]));
}

/**
 * The data without empty strings in objects (list items stay): /admin drops them before
 * every save (app/admin/empty-values.ts), since the content files say "not set" by leaving
 * the key out. Compared this way, that documented cleanup is not a loss; it is listed.
 */
function withoutEmptyStrings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyStrings);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== "")
      .map(([key, item]) => [key, withoutEmptyStrings(item)]),
  );
}

/** Where two values differ: one line per path, with the value before and after. */
function differencesOf(before: unknown, after: unknown, at = ""): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  const bothObjects = [before, after].every((value) => value !== null && typeof value === "object");
  if (!bothObjects || Array.isArray(before) !== Array.isArray(after)) {
    return [
      `${at || "(the file)"}: ${JSON.stringify(before)} → ${after === undefined ? "(absent)" : JSON.stringify(after)}`,
    ];
  }
  const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
  return [...keys].flatMap((key) =>
    differencesOf(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      Array.isArray(before) ? `${at}[${key}]` : at ? `${at}.${key}` : key,
    ),
  );
}

/** The placeholders the launch check lists, without their line numbers (a rewritten file may move them). */
const placeholderLines = (output: string) =>
  output
    .split("\n")
    .filter((line) => /^\S+:\d+ {2}/.test(line))
    .map((line) => line.replace(/:\d+ {2}/, "  "))
    .sort();

test.describe("saved unchanged through /admin", () => {
  test.describe.configure({ mode: "serial" });
  // A control that is not found fails the step, not the whole test's long timeout.
  test.use({ actionTimeout: 30_000 });

  test("every collection and single file, opened and saved, keeps its data, its body's HTML and the settings the form leaves out", async ({
    page,
    cms,
  }, testInfo) => {
    test.setTimeout(1_200_000);
    const rows: { collection: string; file: string; data: string; body: string; text: boolean }[] = [];
    const differences: string[] = [];
    const failures: string[] = [];
    let launchBefore: Awaited<ReturnType<typeof checkLaunch>> | undefined;
    let launchAfter: Awaited<ReturnType<typeof checkLaunch>> | undefined;

    for (const saved of entries) {
      const file = path.join(cms.contentDir, saved.file);
      const isSettings = saved.file === "site.yaml";
      if (isSettings) launchBefore = await checkLaunch(cms);
      const before = read(file);
      try {
        await saveWithMarker(page, cms, saved);
      } catch (error) {
        console.log(`admin-saves: ${saved.file}: second attempt after: ${String(error).split("\n")[0]}`);
        try {
          await saveWithMarker(page, cms, saved, { afresh: true });
        } catch (again) {
          failures.push(`${saved.file}: not saved through /admin: ${String(again)}`);
          rows.push({ collection: saved.collection, file: saved.file, data: "NOT SAVED", body: "—", text: false });
          continue;
        }
      }
      const written = read(file);
      const after = { ...written, data: withoutMarker(written.data), text: written.text.replace(marker, "") };
      if (isSettings) launchAfter = await checkLaunch(cms);
      // Put back as it was, for the specs that run after this one.
      fs.writeFileSync(file, before.text);

      const dropped = differencesOf(before.data, after.data);
      const dataSame = isDeepStrictEqual(withoutEmptyStrings(after.data), withoutEmptyStrings(before.data));
      const bodySame = before.html === undefined ? "—" : before.html === after.html ? "yes" : "NO";
      rows.push({
        collection: saved.collection,
        file: saved.file,
        data: dataSame ? (dropped.length > 0 ? "yes*" : "yes") : "NO",
        body: bodySame,
        text: after.text === before.text,
      });
      if (dropped.length > 0) {
        const kind = dataSame ? "empty values dropped (*)" : "DATA CHANGED";
        console.log(`admin-saves: ${saved.file}: ${kind}:\n  ${dropped.join("\n  ")}`);
        differences.push(`${saved.file}: ${kind}\n  ${dropped.join("\n  ")}`);
      }
      if (bodySame === "NO")
        differences.push(`${saved.file}: body changed\n--- before\n${before.body}\n--- after\n${after.body}`);
      if (after.text !== before.text) {
        differences.push(`${saved.file}: text rewritten\n--- before\n${before.text}\n--- after\n${after.text}`);
      }
    }

    const table = [
      "collection              | file                                                | data unchanged | body HTML unchanged | text byte-identical",
      "------------------------|-----------------------------------------------------|----------------|---------------------|--------------------",
      ...rows.map(
        (row) =>
          `${row.collection.padEnd(24)}| ${row.file.padEnd(52)}| ${row.data.padEnd(15)}| ${row.body.padEnd(20)}| ${row.text ? "yes" : "no"}`,
      ),
    ].join("\n");
    const note =
      "* the same once the empty strings are left out, as /admin writes every file (app/admin/empty-values.ts)";
    const launch = `check:launch on the copy, before → after the site settings' save: ${launchBefore?.placeholders} → ${launchAfter?.placeholders} placeholders, ${launchBefore?.missingPhotos} → ${launchAfter?.missingPhotos} board members without a photo`;
    console.log(`admin-saves: each entry saved unchanged\n${table}\n${note}\n${launch}`);
    await testInfo.attach("saved unchanged", { body: `${table}\n${note}\n\n${launch}\n`, contentType: "text/plain" });
    if (failures.length > 0) {
      await testInfo.attach("not saved", { body: failures.join("\n\n"), contentType: "text/plain" });
      await testInfo.attach("npm run cms printed", { body: cms.output(), contentType: "text/plain" });
    }
    if (differences.length > 0) {
      await testInfo.attach("differences", { body: differences.join("\n\n"), contentType: "text/plain" });
    }

    expect(rows.map((row) => row.collection)).toEqual(entries.map((saved) => saved.collection));
    expect(failures, "every entry was saved through /admin").toEqual([]);
    for (const row of rows) {
      expect.soft(row.data, `${row.file}: the data is as before the save`).toMatch(/^yes/);
      expect.soft(row.body, `${row.file}: the body renders as before the save`).not.toBe("NO");
    }
    // The plumbing the form leaves out is still in the file, as it was.
    const settings = parseYaml(fs.readFileSync(path.join(cms.contentDir, "site.yaml"), "utf8")) as { cms?: unknown };
    expect(settings.cms).toEqual({ repository: "sr-rsm/website", branch: "main" });
    if (!launchBefore || !launchAfter) throw new Error("the launch check did not run around the settings' save");
    expect(launchBefore.placeholders).toBeGreaterThan(0);
    expect(launchAfter.placeholders).toBe(launchBefore.placeholders);
    expect(launchAfter.missingPhotos).toBe(launchBefore.missingPhotos);
    expect(placeholderLines(launchAfter.output)).toEqual(placeholderLines(launchBefore.output));
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
