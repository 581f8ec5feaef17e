/**
 * The /admin form and the content check agree, for every collection and every single
 * file, on entries generated from the form's own fields with the values Decap really holds
 * for a field: absent (never touched), `""` (a text, day, time or number emptied), `null`
 * (a choice cleared), a default (a switch), an example of the field or of another field,
 * text that breaks a rule, and what a date or time field holds (what it read, in the
 * file's spelling, a year typed wrong included, or what it could not read, as typed).
 *
 * The form's verdict is Decap's, modelled where Decap decides (a required field that is
 * empty, a list with fewer items than its `min`) and the checked widget's own answer
 * (form-check.ts `fileProblemsAt`, at the field's place) everywhere else. The check's
 * verdict is the content check's, on the file the form writes (empty values left out,
 * empty-values.ts): the collection's schema through `checkWithSchema`, as
 * `npm run check:content` runs it. The rules of collections.server.ts beyond the schemas
 * are in the list of app/content/rules-beyond-the-schemas.ts (its own test).
 *
 * - whatever the check refuses, the form refuses at the same field;
 * - whatever the form refuses, the check refuses at that field;
 * - the form says it in its own words: no key of the file written as code (`doneOn`),
 *   nothing of zod's own wording.
 */
import type { CmsCollection } from "decap-cms-core";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { cmsCollections } from "~/admin/cms-config";
import { withoutEmptyValues } from "~/admin/empty-values";
import { fileProblemsAt } from "~/admin/form-check";
import * as contentCollections from "~/content/collections.server";
import { descriptionOf } from "~/content/field-description";
import { type CollectionName, registry } from "~/content/registry";
import { checkWithSchema } from "~/content/schema-problems";
import { elementOf, type Schema, shapeOf, valueTypeOf } from "~/content/schema-walk";
import { dayText } from "~/lib/date-text";

/** A field of the generated form, as cms-fields.ts makes it. */
type FormField = {
  name: string;
  label?: string;
  widget: string;
  wraps?: string;
  required?: boolean;
  min?: number;
  options?: string[];
  default?: unknown;
  fields?: FormField[];
  field?: FormField;
};

type Path = (string | number)[];
const key = (path: Path) => (path.length === 0 ? "file" : path.join("."));

/** What Decap holds for a field it never touched: the key is not in the entry's data. */
const absent = Symbol("absent");

// ---------------------------------------------------------------- The collections

type Form = {
  /** Decap's collection name, and a single file's name. */
  name: string;
  file?: string;
  fields: FormField[];
  /** The content check's collection: its schema checks the written file. */
  check: contentCollections.Collection;
};

/** The content check's collection of a form: a folder's, or a single file's (both named as in the registry). */
function checkOf(name: string): contentCollections.Collection {
  if (!(name in registry)) throw new Error(`the form ${name} is not a collection of the registry`);
  return contentCollections.checked(name as CollectionName) as contentCollections.Collection;
}

const forms: Form[] = cmsCollections().flatMap((collection: CmsCollection): Form[] => {
  if (collection.files) {
    return collection.files.map((file) => ({
      name: collection.name,
      file: file.name,
      fields: file.fields as unknown as FormField[],
      check: checkOf(file.name),
    }));
  }
  return [
    {
      name: collection.name,
      fields: (collection.fields ?? []) as unknown as FormField[],
      check: checkOf(collection.name),
    },
  ];
});

// ---------------------------------------------------------------- Values Decap holds

/** Every field's example in the collection's schema: the values an editor is likely to type. */
function examplesOf(schema: Schema, into = new Map<string, string>()): Map<string, string> {
  for (const [name, field] of Object.entries(shapeOf(schema))) {
    const example = descriptionOf(field)?.example;
    if (example !== undefined) into.set(name, example);
    const type = valueTypeOf(field);
    if (type === "object") examplesOf(field, into);
    if (type === "array" && valueTypeOf(elementOf(field)) === "object") examplesOf(elementOf(field), into);
  }
  return into;
}

/** Text that breaks one rule or another: a day that does not exist, a time past midnight, an address without https://… */
const mistakes = [
  "x",
  " ",
  "0",
  "2025-02-30",
  "2025-5-2",
  "22-05-2025",
  "25:00",
  "7pm",
  "http://example.org",
  "www.example.org",
  "https://localhost",
  "/blog/no-such-article",
  "/events",
  "info at sr-rsm.nl",
  "a@b.c",
  "06 1234 5678",
  "November 31, 2025",
  "2025-2027",
  "center; color: red",
  "../images/photo.heic",
];

function textValue(field: FormField, examples: Map<string, string>): fc.Arbitrary<unknown> {
  const own = examples.get(field.name);
  const others = [...new Set(examples.values())];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<unknown>(absent, "", null) },
    ...(own === undefined ? [] : [{ weight: 4, arbitrary: fc.constant(own) }]),
    ...(others.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...others) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...mistakes) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * What the site's date and time fields (app/admin/widgets/typed-field.tsx) hold: what they
 * read, in the file's spelling (days since 1900, so a year typed wrong is among them), or
 * the text as typed when they cannot read it.
 */
function typedValue(widget: string): fc.Arbitrary<string> {
  const day = fc
    .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
    .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));
  const unread = fc.constantFrom("13-13-2025", "31-11-2025", "soon", "24:00", "12:75", "25:00", "13pm");
  switch (widget) {
    case "day":
      return fc.oneof(
        day.map((date) => `${date.year}-${pad(date.month)}-${pad(date.day)}`),
        unread,
      );
    case "humanDate":
      return fc.oneof(day.map(dayText), unread);
    case "time":
      return fc.oneof(
        fc
          .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
          .map(([hour, minute]) => `${pad(hour)}:${pad(minute)}`),
        unread,
      );
    default:
      throw new Error(`a date or time field drawn by "${widget}" is not generated here`);
  }
}

/** A value Decap can hold for the field, by the widget that draws it. */
function formValue(field: FormField, examples: Map<string, string>): fc.Arbitrary<unknown> {
  if (field.widget === "object") {
    return fc.oneof(fc.constant(absent), recordOf(field.fields ?? [], examples));
  }
  if (field.widget === "list") {
    const item = field.fields
      ? recordOf(field.fields, examples)
      : fc.constantFrom<unknown>("", "A line", examples.get(field.name) ?? "Another line");
    return fc.oneof(fc.constant(absent), fc.array(item, { maxLength: 3 }));
  }
  switch (field.wraps ?? field.widget) {
    case "day":
    case "humanDate":
    case "time":
      // A date or time field: what it read, what it could not read, or "" once emptied.
      return fc.oneof(fc.constantFrom<unknown>(absent, ""), typedValue(field.wraps ?? field.widget));
    case "boolean":
      return fc.constantFrom<unknown>(absent, true, false);
    case "number":
      // Decap's number widget holds a whole number, or "" once emptied.
      return fc.oneof(fc.constantFrom<unknown>(absent, ""), fc.integer({ min: -2, max: 12 }));
    case "select":
      // A choice of the list, or none (a cleared choice is null).
      return fc.constantFrom<unknown>(absent, null, ...(field.options ?? []));
    default:
      return textValue(field, examples);
  }
}

/**
 * A group of fields as Decap holds it: each field absent or holding a value. A hidden field
 * is not the editor's to change: it holds its default (an album's year), or nothing.
 */
function recordOf(fields: readonly FormField[], examples: Map<string, string>): fc.Arbitrary<Record<string, unknown>> {
  const shown = fields.filter(
    (field) => field.widget !== "markdown" && (field.widget !== "hidden" || field.default !== undefined),
  );
  return fc
    .tuple(
      ...shown.map((field) =>
        field.widget === "hidden" ? fc.constant<unknown>(field.default) : formValue(field, examples),
      ),
    )
    .map((values) =>
      Object.fromEntries(
        values.flatMap((value, index) => (value === absent ? [] : [[shown[index]?.name ?? "", value]])),
      ),
    );
}

// ---------------------------------------------------------------- The two verdicts

/** Decap's `isEmpty` (Widget.js): what its "… is required" refuses. */
const decapEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  ((typeof value === "string" || Array.isArray(value)) && value.length === 0) ||
  (typeof value === "object" && value.constructor === Object && Object.keys(value).length === 0);

type Verdict = Map<string, string[]>;

function refuse(verdict: Verdict, path: Path, message: string) {
  verdict.set(key(path), [...(verdict.get(key(path)) ?? []), message]);
}

/** The form's verdict on the data, field by field, as Decap validates it before a save. */
function formVerdict(form: Form, data: Record<string, unknown>): Verdict {
  const verdict: Verdict = new Map();
  const collection = { get: (name: string) => (name === "name" ? form.name : undefined) };
  const entry = { get: (name: string) => (name === "data" ? data : name === "slug" ? (form.file ?? "") : undefined) };
  const required = (field: FormField) => field.required !== false;

  const visit = (fields: readonly FormField[], values: unknown, at: Path) => {
    for (const field of fields) {
      if (field.widget === "hidden" || field.widget === "markdown") continue;
      const value =
        typeof values === "object" && values !== null ? (values as Record<string, unknown>)[field.name] : undefined;
      const path = [...at, field.name];
      const label = field.label ?? field.name;
      if (field.widget === "object") {
        visit(field.fields ?? [], value, path);
        continue;
      }
      if (field.widget === "list") {
        const items = Array.isArray(value) ? value : [];
        if (items.length === 0 && required(field)) refuse(verdict, path, `${label} is required.`);
        else if (items.length > 0 && field.min !== undefined && items.length < field.min)
          refuse(verdict, path, `${label} must have at least ${field.min} items.`);
        items.forEach((item, index) => {
          if (field.fields) visit(field.fields, item, [...path, index]);
          // A list of lines: each line is Decap's own text widget, required.
          else if (decapEmpty(item)) refuse(verdict, [...path, index], `${label} is required.`);
        });
        continue;
      }
      if (required(field) && decapEmpty(value)) refuse(verdict, path, `${label} is required.`);
      const [problem] = fileProblemsAt({ collection, entry, name: field.name, value, path });
      if (problem) refuse(verdict, path, problem);
    }
  };
  visit(form.fields, data, []);
  return verdict;
}

/** The content check's verdict on the file the form writes. */
function checkVerdict(form: Form, data: Record<string, unknown>): Verdict {
  const written = withoutEmptyValues(data);
  const result = checkWithSchema(form.check.schema, { data: written, problems: [], lineOf: () => 1 });
  const verdict: Verdict = new Map();
  for (const problem of result.problems)
    verdict.set(problem.field, [...(verdict.get(problem.field) ?? []), problem.message]);
  return verdict;
}

/** The file's keys written in camelCase (`doneOn`, `imageAlt`): a message of the form names labels instead. */
function codeKeysOf(schema: Schema, into = new Set<string>()): Set<string> {
  for (const [name, field] of Object.entries(shapeOf(schema))) {
    if (/[A-Z]/.test(name)) into.add(name);
    const type = valueTypeOf(field);
    if (type === "object") codeKeysOf(field, into);
    if (type === "array" && valueTypeOf(elementOf(field)) === "object") codeKeysOf(elementOf(field), into);
  }
  return into;
}

/**
 * Whether the verdict refuses the field at `field`. A group of fields that is missing from
 * the file (none of its fields filled in) is one problem for the check ("hero missing") and
 * one "… is required" per required field inside it for the form: the same mistake, told
 * at the group or at its fields.
 */
function refusedAt(verdict: Verdict, field: string, written: unknown): boolean {
  if (verdict.has(field)) return true;
  const missingGroup = (path: string) => {
    const value = path
      .split(".")
      .reduce<unknown>(
        (current, segment) =>
          typeof current === "object" && current !== null ? (current as Record<string, unknown>)[segment] : undefined,
        written,
      );
    return value === undefined;
  };
  const segments = field.split(".");
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const group = segments.slice(0, length).join(".");
    if (verdict.has(group) && missingGroup(group)) return true;
  }
  if (!missingGroup(field)) return false;
  return [...verdict.keys()].some((other) => other.startsWith(`${field}.`));
}

// ---------------------------------------------------------------- The property

describe("the form refuses what the content check refuses, and only that", () => {
  test("every collection and single file of the registry has a form here", () => {
    expect(forms.map((form) => form.file ?? form.name).sort()).toEqual(Object.keys(registry).sort());
  });

  for (const form of forms) {
    const title = form.file ? `${form.name}/${form.file}` : form.name;
    test(`${title}: at the same fields, in the form's words`, () => {
      const examples = examplesOf(form.check.schema as Schema);
      const codeKeys = codeKeysOf(form.check.schema as Schema);
      fc.assert(
        fc.property(recordOf(form.fields, examples), (data) => {
          const check = checkVerdict(form, data);
          const formSays = formVerdict(form, data);
          const report = `check: ${JSON.stringify([...check])}\nform: ${JSON.stringify([...formSays])}`;
          const written = withoutEmptyValues(data);
          for (const field of check.keys()) {
            expect(refusedAt(formSays, field, written), `the form refuses ${field}\n${report}`).toBe(true);
          }
          for (const field of formSays.keys()) {
            expect(refusedAt(check, field, written), `the check refuses ${field}\n${report}`).toBe(true);
          }
          for (const message of [...formSays.values()].flat()) {
            expect(message, "not zod's own words").not.toMatch(/Invalid input|expected \w+, received/);
            for (const code of codeKeys)
              expect(message, `names the label, not ${code}`).not.toMatch(new RegExp(`\\b${code}\\b`));
          }
        }),
        { numRuns: 150 },
      );
    }, 60_000);
  }
});
