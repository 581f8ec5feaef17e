/**
 * What "not set" means between the form and the file. Decap holds an optional field the
 * editor left empty or cleared as `""` (a text, a day, a time, a number) or `null` (a
 * choice cleared with its ×): an event's end date would be written `endDate: ""`, a
 * cleared tag `tag: null`, and the content check refuses both ("is not a date", "is
 * empty"). No schema of the site accepts `null` or `""` for a field that may be left out:
 * the content files say "not set" by leaving the key out. So before every save, and
 * whenever the form asks the content check about the entry (form-check.ts), the keys
 * whose value is empty are left out, at every depth; list items stay as they are (an
 * empty line in a list is the editor's, and the check names it).
 *
 * One function serves both: Decap's data is Immutable.js, read through the few methods
 * used here, so it works on whichever copy of Immutable Decap bundles; the form's check
 * reads plain data.
 */
import type { CMS } from "decap-cms-core";
import { isEmptyValue } from "~/content/formatting/yaml-format";
import { isImmutableCollection, isImmutableList } from "./decap/adapter";

/** A value that stands for "not set": the key is left out of the file (the files' one formatting leaves it out too). */
export { isEmptyValue };

/** The value as the file holds it: keys with an empty value left out at every depth, list items kept. */
export function withoutEmptyValues<T>(value: T): T {
  if (isImmutableCollection(value)) {
    const cleaned = value.map(withoutEmptyValues);
    return (isImmutableList(value) ? cleaned : cleaned.filter((item) => !isEmptyValue(item))) as T;
  }
  if (Array.isArray(value)) return value.map(withoutEmptyValues) as T;
  if (typeof value !== "object" || value === null || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => !isEmptyValue(item))
      .map(([key, item]) => [key, withoutEmptyValues(item)]),
  ) as T;
}

export function registerEmptyValueCleanup(cms: Pick<CMS, "registerEventListener">): void {
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => withoutEmptyValues(entry.get("data")),
  });
}
