/**
 * The content check's verdict on one field of an /admin form: the entry, as the file will
 * hold it, parsed with the file's own schema (collection-schemas.ts), and the problems
 * found at that field. The form's data is what Decap holds while an editor types: an
 * emptied field is '' or null and is left out of the file (empty-values.ts), a
 * front-matter file's Markdown body sits under `body`, and the values are Immutable.js
 * collections, read through `toJS`.
 */

import { schemaFor } from "./collection-schemas";
import { publishedOnField } from "./content-formats";
import { isEmptyValue, withoutEmptyValues } from "./empty-values";

/** The part of an Immutable.js Map (Decap's field, collection and entry) read here. */
export type ImmutableValue = { get(key: string): unknown };

const hasToJS = (value: unknown): value is { toJS(): unknown } =>
  typeof value === "object" && value !== null && typeof (value as { toJS?: unknown }).toJS === "function";

/** A value of the form as plain data. */
export function plainValue(value: unknown): unknown {
  return hasToJS(value) ? value.toJS() : value;
}

/** A value of the form as the file holds it: an empty one is left out (undefined). */
export function asInFile(value: unknown): unknown {
  const plain = plainValue(value);
  return isEmptyValue(plain) ? undefined : withoutEmptyValues(plain);
}

/** The file's data of each form data Decap held (Decap replaces the data on every change). */
const fileDataOf = new WeakMap<object, Record<string, unknown>>();

/**
 * The entry's data as the file will hold it: without the Markdown body (not a front-matter
 * key) and the fields only the form has (the article list's sort day, content-formats.ts).
 */
export function fileData(entry: ImmutableValue | undefined): Record<string, unknown> {
  const formData = entry?.get("data");
  const known = typeof formData === "object" && formData !== null ? fileDataOf.get(formData) : undefined;
  if (known) return known;
  const data = asInFile(formData);
  let fields: Record<string, unknown> = {};
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
    const { body: _body, [publishedOnField]: _sortOnly, ...rest } = data as Record<string, unknown>;
    fields = rest;
  }
  if (typeof formData === "object" && formData !== null) fileDataOf.set(formData, fields);
  return fields;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key as string];
  }
  return current;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A field's place in the entry: its key, and the keys and list positions of the fields around it. */
export type FieldPath = readonly (string | number)[];

export type FieldAtHand = {
  /** Decap's collection (its `name`). */
  collection: ImmutableValue | undefined;
  /** The entry being edited (its `data`, and its `slug`: a single file's name). */
  entry: ImmutableValue | undefined;
  /** The field's key in the file. */
  name: string;
  /** The field's value in the form. */
  value: unknown;
  /**
   * The field's place in the entry, when known (field-path.ts): then exactly the problems
   * at that place are its own. Without it, a problem is this field's when its place ends at
   * a key of this name holding this value (in a list, the item being edited).
   */
  path?: FieldPath;
};

type Issue = { path?: readonly unknown[]; message: string; code?: string };

/** The schema's problems with the file's data, parsed once per change of the form. */
const issuesOf = new WeakMap<object, Map<unknown, readonly Issue[]>>();

function fileIssues(
  schema: NonNullable<ReturnType<typeof schemaFor>>,
  data: Record<string, unknown>,
): readonly Issue[] {
  const known = issuesOf.get(data)?.get(schema);
  if (known) return known;
  const result = schema["~standard"].validate(data);
  const issues = result instanceof Promise || !result.issues ? [] : result.issues;
  const bySchema = issuesOf.get(data) ?? new Map<unknown, readonly Issue[]>();
  bySchema.set(schema, issues);
  issuesOf.set(data, bySchema);
  return issues;
}

const keysOf = (issue: Issue): PropertyKey[] =>
  (issue.path ?? []).map(
    (segment) =>
      (typeof segment === "object" && segment !== null ? (segment as { key: unknown }).key : segment) as PropertyKey,
  );

/**
 * The messages of the file's schema about this field. An empty required field (missing
 * in the file) is left to Decap's own "… is required", in the form's words (zod would say
 * "expected string" or list a choice's options); every other problem of an empty field
 * (a done item without its day) is the schema's.
 */
export function fileProblemsAt({ collection, entry, name, value, path }: FieldAtHand): string[] {
  const collectionName = collection?.get("name");
  const slug = entry?.get("slug");
  if (typeof collectionName !== "string") return [];
  const schema = schemaFor(collectionName, typeof slug === "string" ? slug : undefined);
  if (!schema) return [];
  const data = fileData(entry);
  const own = path ? valueAt(data, path) : asInFile(value);
  return fileIssues(schema, data)
    .filter((issue) => {
      const keys = keysOf(issue);
      const here = path ? sameValue(keys, path) : keys.at(-1) === name && sameValue(valueAt(data, keys), own);
      if (!here) return false;
      return !(own === undefined && (issue.code === "invalid_type" || issue.code === "invalid_value"));
    })
    .map(({ message }) => message);
}
