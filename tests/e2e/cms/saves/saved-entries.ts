/**
 * What admin-saves.spec.ts saves, for every collection of the registry: one entry of the
 * tests' content (for a collection of entries, the one with the most kinds of fields, unless
 * a case of this folder names its own) and the text field the save changes: the first of its
 * form, in the form's order, that holds text and still passes the collection's schema with
 * the test's marker added (not an academic year, a file name or a day). A field inside a
 * list is reached by unfolding the list's first item, found by the summary it shows.
 * A new collection is saved with no edit here.
 */
import fs from "node:fs";
import path from "node:path";
import type { CmsCollection, CmsField } from "decap-cms-core";
import { cmsCollections } from "../../../../app/admin/cms-config";
import { fileKindOf, readContentText } from "../../../../app/content/formatting/content-format";
import {
  type CollectionDefinition,
  type CollectionName,
  folderOf,
  isFolderPattern,
  registeredCollections,
} from "../../../../app/content/registry";
import { fixtureContentDir } from "../../sites.mjs";

/** One entry to change: where /admin opens it, its file, and the text field the save changes. */
export type Saved = {
  /** Its collection, and how the table names it ('events', 'pages: home'). */
  collection: CollectionName;
  place: string;
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

/** What the save appends to the touched field. */
export const marker = " (saved by the test)";

const fixtureRoot = path.resolve(import.meta.dirname, "../../../..", fixtureContentDir);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Field = CmsField & { widget?: string; wraps?: string; summary?: string; fields?: CmsField[] };
type Path = (string | number)[];

/** The data of a file of the tests' content. */
const dataOf = (name: CollectionName, file: string) =>
  readContentText(fs.readFileSync(path.join(fixtureRoot, file), "utf8"), fileKindOf(name));

/** The field paths a file's data holds, list items taken as one ('members.name'): its kinds of fields. */
function kindsOfFields(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => kindsOfFields(item, prefix)))];
  if (value === null || typeof value !== "object") return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, inner]) => kindsOfFields(inner, prefix ? `${prefix}.${key}` : key));
}

/** A collection of entries' richest file of the tests' content (the first by name among equals). */
function richestEntry(name: CollectionName, files: string): string {
  const folder = folderOf(files);
  const candidates = fs
    .readdirSync(path.join(fixtureRoot, folder), { recursive: true, encoding: "utf8" })
    .map((relative) => path.posix.join(folder, relative.split(path.sep).join("/")))
    .filter((file) => fs.statSync(path.join(fixtureRoot, file)).isFile())
    .sort();
  const ofPattern = candidates.filter((file) => {
    try {
      return kindsOfFields(dataOf(name, file)).length > 0;
    } catch {
      return false;
    }
  });
  const richest = ofPattern.reduce<{ file: string; kinds: number } | null>((best, file) => {
    const kinds = kindsOfFields(dataOf(name, file)).length;
    return best && best.kinds >= kinds ? best : { file, kinds };
  }, null);
  if (!richest) throw new Error(`no file of ${files} in the tests' content`);
  return richest.file;
}

/** A copy of `data` with the marker added to the text at `at`. */
function withMarker(data: unknown, at: Path): unknown {
  const copy: unknown = structuredClone(data);
  let holder = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  const last = at.at(-1) ?? "";
  holder[last] = `${String(holder[last])}${marker}`;
  return copy;
}

/** A list item's summary as the collapsed item shows it, up to its first field's value: '{{fields.name}} — …' gives the name. */
function summaryStart(summary: string | undefined, item: Record<string, unknown>, fields: Field[]): string {
  const first = /\{\{fields\.(\w+)\}\}/.exec(summary ?? "")?.[1] ?? fields[0]?.name ?? "";
  const before = summary ? summary.slice(0, summary.indexOf("{{")) : "";
  return `${before}${String(item[first] ?? "")}`;
}

type Touched = { touch: string; unfold?: RegExp };

/** The first text field of a form, in its order, whose value with the marker still passes `accepts`. */
function firstTouchable(
  fields: Field[],
  data: Record<string, unknown>,
  accepts: (at: Path) => boolean,
  prefix: Path = [],
): Touched | null {
  for (const field of fields) {
    const value = data[field.name];
    const at = [...prefix, field.name];
    if (field.widget === "checked" && (field.wraps === "string" || field.wraps === "text")) {
      if (typeof value === "string" && value !== "" && accepts(at)) return { touch: field.label ?? field.name };
    } else if (field.widget === "object" && field.fields && value && typeof value === "object") {
      const inner = firstTouchable(field.fields as Field[], value as Record<string, unknown>, accepts, at);
      if (inner) return inner;
    } else if (field.widget === "list" && field.fields && Array.isArray(value) && value[0]) {
      const item = value[0] as Record<string, unknown>;
      const inner = firstTouchable(field.fields as Field[], item, accepts, [...at, 0]);
      if (inner) {
        const shown = summaryStart(field.summary, item, field.fields as Field[]);
        return { ...inner, unfold: new RegExp(`^${escapeRegExp(shown)}`) };
      }
    }
  }
  return null;
}

/** The /admin form of a collection, and its editor's address for an entry's file. */
function adminForm(name: CollectionName, definition: CollectionDefinition, file: string) {
  const collections: CmsCollection[] = cmsCollections();
  if (isFolderPattern(definition.files)) {
    const form = collections.find((entry) => entry.name === name);
    const id = path.posix.relative(folderOf(definition.files), file).replace(/\.[^.]+$/, "");
    return { fields: form?.fields, place: name, entry: `${name}/entries/${id}` };
  }
  const group = collections.find((entry) => entry.files?.some((single) => single.name === name));
  const form = group?.files?.find((single) => single.name === name);
  return { fields: form?.fields, place: `${group?.name}: ${name}`, entry: `${group?.name}/entries/${name}` };
}

/** The entry of every collection that the spec saves; `entryOf` names a collection's own entry file where a case needs one. */
export function savedEntries(entryOf: (name: CollectionName) => string | undefined): Saved[] {
  return registeredCollections.map(([name, definition]) => {
    const file =
      entryOf(name) ?? (isFolderPattern(definition.files) ? richestEntry(name, definition.files) : definition.files);
    const { fields, place, entry } = adminForm(name, definition, file);
    if (!fields) throw new Error(`${name} has no form in /admin`);
    const data = dataOf(name, file);
    // The schema holds the fields; a Markdown file's body is read apart (content-format.ts).
    const { body: _body, ...fieldData } = data;
    const touched = firstTouchable(
      fields as Field[],
      data,
      (at) => definition.schema.safeParse(withMarker(fieldData, at)).success,
    );
    if (!touched) throw new Error(`${file}: no text field of its form takes the marker`);
    return { collection: name, place, entry, file, ...touched };
  });
}
