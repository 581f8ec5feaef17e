/**
 * The content check's verdict on one field of an /admin form: the entry, as the file will
 * hold it, parsed with the file's own schema (collection-schemas.ts), and the problems
 * found at that field. The form's data is what Decap holds while an editor types: an
 * emptied field is '' or null and is left out of the file (empty-values.ts), a
 * front-matter file's Markdown body sits under `body`, and the values are Immutable.js
 * collections, read through `toJS`.
 */
import { publishedOnField } from "./blog-format";
import { schemaFor } from "./collection-schemas";

/** The part of an Immutable.js Map (Decap's field, collection and entry) read here. */
export type ImmutableValue = { get(key: string): unknown };

const hasToJS = (value: unknown): value is { toJS(): unknown } =>
  typeof value === "object" && value !== null && typeof (value as { toJS?: unknown }).toJS === "function";

/** A value of the form as plain data. */
export function plainValue(value: unknown): unknown {
  return hasToJS(value) ? value.toJS() : value;
}

/** The value as the file holds it: empty texts and nulls left out at every depth (list items stay). */
export function asInFile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asInFile);
  if (value instanceof Date || typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== "" && item !== null && item !== undefined)
      .map(([key, item]) => [key, asInFile(item)]),
  );
}

/**
 * The entry's data as the file will hold it: without the Markdown body (not a front-matter
 * key) and the fields only the form has (the article list's sort day, blog-format.ts).
 */
export function fileData(entry: ImmutableValue | undefined): Record<string, unknown> {
  const data = asInFile(plainValue(entry?.get("data")));
  if (typeof data !== "object" || data === null || Array.isArray(data)) return {};
  const { body: _body, [publishedOnField]: _sortOnly, ...fields } = data as Record<string, unknown>;
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

export type FieldAtHand = {
  /** Decap's collection (its `name`). */
  collection: ImmutableValue | undefined;
  /** The entry being edited (its `data`, and its `slug`: a single file's name). */
  entry: ImmutableValue | undefined;
  /** The field's key in the file. */
  name: string;
  /** The field's value in the form. */
  value: unknown;
};

/**
 * The messages of the file's schema about this field: every problem whose place in the
 * file ends at a key of this name holding this value (in a list, the item being edited).
 */
export function fileProblemsAt({ collection, entry, name, value }: FieldAtHand): string[] {
  const collectionName = collection?.get("name");
  const slug = entry?.get("slug");
  if (typeof collectionName !== "string") return [];
  const schema = schemaFor(collectionName, typeof slug === "string" ? slug : undefined);
  if (!schema) return [];
  const data = fileData(entry);
  const result = schema["~standard"].validate(data);
  if (result instanceof Promise || !result.issues) return [];
  const own = asInFile(plainValue(value));
  return result.issues
    .filter((issue) => {
      const keys = (issue.path ?? []).map((segment) => (typeof segment === "object" ? segment.key : segment));
      if (keys.at(-1) !== name || !sameValue(valueAt(data, keys), own)) return false;
      // An empty required field, a value or a choice: Decap's own "… is required" says it,
      // in the form's words (zod would add "Invalid option: expected one of …" for a choice).
      return !(
        own === undefined &&
        "code" in issue &&
        (issue.code === "invalid_type" || issue.code === "invalid_value")
      );
    })
    .map(({ message }) => message);
}
