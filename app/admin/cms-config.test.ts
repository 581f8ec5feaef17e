/**
 * The CMS configuration is generated from the content schemas and their field
 * descriptions: every content file has a collection in the folder or file the site
 * reads, every field of a schema is in its form (but the plumbing), with its label, hint
 * and required rule, and every field that holds a value is drawn by the `checked`
 * widget, which runs the schema's own rules, so no pattern is written twice. Decap's own
 * configuration check runs on the result in tests/e2e/admin.spec.ts (the built /admin
 * reaches its sign-in only when it passes).
 */
import fs from "node:fs";
import path from "node:path";
import type { CmsField } from "decap-cms-core";
import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { type CollectionDefinition, isFolderPattern, registeredCollections } from "~/content/registry";
import { collection, collections, type Field, fieldsByPath } from "../../tests/helpers/cms-forms";
import { buildCmsConfig } from "./cms-config";
import { fileSchemas, folderSchemas } from "./collection-schemas";
import { publishedOnField } from "./content-formats";

const settings = { repository: "sr-rsm/website", branch: "main" };
const registered = new Map<string, CollectionDefinition>(registeredCollections);

const allForms = (): [string, readonly CmsField[]][] =>
  collections.flatMap((entry): [string, readonly CmsField[]][] =>
    entry.fields ? [[entry.name, entry.fields]] : (entry.files ?? []).map((f) => [`${entry.name}/${f.name}`, f.fields]),
  );

describe("the forms are generated from the content schemas", () => {
  test("every kind of content file of the registry has a collection, in the folder or file the site reads", () => {
    // Where /admin reads and writes, as a pattern: an entry's name (or `{{year}}`) is any name.
    const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const anyName = (path: string) =>
      path
        .split(/<entry>|\{\{year\}\}/)
        .map(escapeRegex)
        .join("[^/]+");
    const places = collections.flatMap((entry) =>
      entry.folder
        ? [
            {
              name: entry.name,
              place: `${escapeRegex(entry.folder)}/${anyName(entry.path ?? "<entry>")}\\.${entry.extension}`,
            },
          ]
        : (entry.files ?? []).map((single) => ({ name: single.name, place: escapeRegex(single.file) })),
    );
    expect(places.map(({ name }) => name).sort()).toEqual([...registered.keys()].sort());
    for (const { name, place } of places) {
      // A file of the registry's pattern, with made-up ids: 'board/2026-2026.yaml'.
      const sample = `content/${registered.get(name)?.files.replaceAll("<slug>", "sample").replaceAll("<yyyy>", "2026")}`;
      expect(sample, name).toMatch(new RegExp(`^${place}$`));
    }
    expect(Object.keys(folderSchemas).sort()).toEqual(
      collections
        .filter((c) => c.folder)
        .map((c) => c.name)
        .sort(),
    );
    expect(Object.keys(fileSchemas).sort()).toEqual(
      collections
        .filter((c) => c.files)
        .map((c) => c.name)
        .sort(),
    );
  });

  test("a field's label, hint and required rule come from its description and its rule", () => {
    const events = fieldsByPath(collection("events").fields ?? []);
    expect(events.get("endsNextDay")).toMatchObject({
      label: "Ends the next day",
      hint: "On when the end time is after midnight (22:00 - 02:00): it is on the next day.",
      required: false,
      widget: "checked",
      wraps: "boolean",
    });
    // The site's own date and time fields (widgets/typed-field.tsx), with no default: a new entry's are empty.
    expect(events.get("startDate")).toMatchObject({ label: "Start date", widget: "checked", wraps: "day" });
    expect(events.get("startTime")).toMatchObject({ label: "Start time", wraps: "time", required: false });
    expect(events.get("startDate")).not.toHaveProperty("default");
    expect(fieldsByPath(collection("blog").fields ?? []).get("date")).toMatchObject({ wraps: "humanDate" });
    expect(events.get("startDate")?.required).toBeUndefined();
    expect(events.get("body")).toMatchObject({ widget: "markdown", required: false });
  });

  test("no pattern is written twice: every value field runs its schema's rules through the checked widget", () => {
    for (const [form, fields] of allForms()) {
      for (const [path, field] of fieldsByPath(fields)) {
        expect(field.pattern, `${form}: ${path}`).toBeUndefined();
        const holdsValue = !["object", "list", "markdown", "hidden"].includes(String(field.widget));
        if (holdsValue) expect(field.widget, `${form}: ${path}`).toBe("checked");
      }
    }
  });

  test("every list of every form starts empty, while the fields of an item keep their defaults", () => {
    // Decap seeds a list without a default of its own with one item whenever a field of the
    // item has a default (a member's toggle): an empty item nobody added, which blocks the save.
    const lists = allForms().flatMap(([form, fields]) =>
      [...fieldsByPath(fields)]
        .filter(([, field]) => field.widget === "list")
        .map(([path, field]) => ({ form, path, field })),
    );
    // Not vacuous: every form with a list of entries of its own (board members, photos…) is read.
    expect(lists.length).toBeGreaterThan(5);
    for (const { form, path, field } of lists) expect(field.default, `${form}: ${path}`).toEqual([]);
  });

  test("every list is counted with its item's name, and reads right in the lowercase Decap writes it in", () => {
    // Decap heads a list '<count> <label>' ('1 <label_singular>') and names its Add button
    // after the singular, all in lowercase: '1 representatives' and '0 owners on github' otherwise.
    const lists = allForms().flatMap(([form, fields]) =>
      [...fieldsByPath(fields)]
        .filter(([, field]) => field.widget === "list")
        .map(([path, field]) => ({ at: `${form}: ${path}`, label: field.label, item: field.label_singular })),
    );
    expect(lists.length).toBeGreaterThan(10);
    const heading = (count: number, label: unknown, item: unknown) =>
      `${count} ${String(count === 1 ? item : label).toLowerCase()}`;
    for (const { at, label, item } of lists) {
      expect(typeof item, `${at}: label_singular`).toBe("string");
      expect(item, `${at}: its singular is not its plural`).not.toBe(label);
      for (const text of [String(label), String(item)]) {
        expect(text.slice(1), `${at}: "${text}" keeps no capital after Decap lowercases it`).toBe(
          text.slice(1).toLowerCase(),
        );
      }
    }
    const byPlace = Object.fromEntries(
      lists.map(({ at, label, item }) => [at, [heading(1, label, item), heading(0, label, item)]]),
    );
    expect(byPlace["representatives: representatives"]).toEqual(["1 representative", "0 representatives"]);
    expect(byPlace["settings/site: health.owners"]).toEqual(["1 owner", "0 owners"]);
  });

  test("lists are sorted as the site sorts them (the registry's `list`), a Markdown date by its hidden day", () => {
    const folders = collections.filter((c) => c.folder);
    expect(folders.length).toBe(registeredCollections.filter(([, { files }]) => isFolderPattern(files)).length);
    for (const entry of folders) {
      const list = registered.get(entry.name)?.list;
      // An article's date is text ("November 20, 2025"): its list sorts by the day content-formats.ts reads from it.
      const sortBy = entry.fields?.some((field) => field.name === publishedOnField) ? publishedOnField : list?.sortBy;
      expect(entry.sortable_fields, entry.name).toEqual([{ field: sortBy, default_sort: list?.order }]);
    }
  });
});

/**
 * Where Decap looks for a saved picture of a field (decap-cms-core's selectMediaFilePath):
 * the field's media folder, else its file's, else its collection's (from the repository
 * root when it starts with '/', else from the entry's folder), joined with the picture's
 * file name alone. A picture elsewhere is not found, and its field shows nothing.
 */
function decapPicturePath(entryPath: string, folders: (string | undefined)[], picture: string): string {
  const folder = folders.find((candidate) => candidate !== undefined) ?? "content/images";
  const base = folder.startsWith("/") ? folder.slice(1) : path.posix.join(path.posix.dirname(entryPath), folder);
  return path.posix.join(base, path.posix.basename(picture));
}

/** The image values of an entry's data, each with the media folders that apply to its field. */
function picturesOf(data: unknown, fields: readonly CmsField[], outer: (string | undefined)[]) {
  const found: { picture: string; folders: (string | undefined)[] }[] = [];
  const record = (data ?? {}) as Record<string, unknown>;
  for (const field of fields as Field[]) {
    const folders = [field.media_folder as string | undefined, ...outer];
    const value = record[field.name];
    const nested = field.fields as CmsField[] | undefined;
    if (nested) {
      for (const item of Array.isArray(value) ? value : [value]) found.push(...picturesOf(item, nested, folders));
    } else if (field.wraps === "image" && typeof value === "string" && value !== "") {
      found.push({ picture: value, folders });
    }
  }
  return found;
}

test("every picture of the fixture content is where Decap looks for its field's pictures", () => {
  const root = "tests/fixtures/content/site";
  const read = (file: string) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text);
    return parseYaml(frontMatter ? (frontMatter[1] ?? "") : text) as unknown;
  };
  const misplaced: string[] = [];
  let checked = 0;
  const check = (entryFile: string, fields: readonly CmsField[], folders: (string | undefined)[]) => {
    for (const { picture, folders: own } of picturesOf(read(entryFile), fields, folders)) {
      checked++;
      const entryPath = `content/${entryFile}`;
      const lookedFor = decapPicturePath(entryPath, own, picture);
      const saved = path.posix.join(path.posix.dirname(entryPath), picture);
      if (lookedFor !== saved) misplaced.push(`${entryFile}: ${picture} is ${saved}; Decap looks for ${lookedFor}`);
    }
  };
  for (const entry of collections) {
    if (entry.folder && entry.fields) {
      const folder = entry.folder.replace(/^content\//, "");
      // An album is <year>/album.yaml (its collection's `path`); other entries sit in the folder itself.
      const files = fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(`.${entry.extension}`) && name.includes("/") === Boolean(entry.path))
        .map((name) => `${folder}/${name}`);
      for (const entryFile of files) check(entryFile, entry.fields, [entry.media_folder]);
    }
    for (const single of entry.files ?? []) {
      check(single.file.replace(/^content\//, ""), single.fields, [single.media_folder, entry.media_folder]);
    }
  }
  expect(checked).toBeGreaterThan(10);
  expect(misplaced).toEqual([]);
});

describe("the production configuration", () => {
  test("uses the GitHub backend with the editorial workflow, from the site settings, without a local backend", () => {
    const config = buildCmsConfig({ settings: { ...settings, baseUrl: "https://auth.example.org" } });
    expect(config.backend).toEqual({
      name: "github",
      repo: "sr-rsm/website",
      branch: "main",
      base_url: "https://auth.example.org",
    });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.load_config_file).toBe(false);
    expect(config.local_backend).toBeUndefined();
  });
});
