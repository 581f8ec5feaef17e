/**
 * Decap writes an optional field the editor left empty (or cleared) as `""`: an event's
 * end date becomes `endDate: ""`, which the content check refuses ("is not a date"). The
 * content files say "not set" by leaving the key out, so before every save the empty
 * strings are dropped from the entry's data, at every depth; list items stay as they are.
 * Decap's data is Immutable.js; it is read through the few methods used here, so the
 * function works on whichever copy of Immutable Decap bundles.
 */
import type { CMS } from "decap-cms-core";

type Collection = {
  map(mapper: (value: unknown) => unknown): Collection;
  filter(predicate: (value: unknown) => boolean): Collection;
  toJS(): unknown;
};

const isCollection = (value: unknown): value is Collection =>
  typeof value === "object" && value !== null && "toJS" in value && "map" in value && "filter" in value;

/** Immutable's List (and Seq.Indexed) can push; its Map cannot. */
const isList = (value: Collection) => "push" in value;

export function withoutEmptyStrings<T>(value: T): T {
  if (!isCollection(value)) return value;
  const cleaned = value.map(withoutEmptyStrings);
  return (isList(value) ? cleaned : cleaned.filter((item) => item !== "")) as T;
}

export function registerEmptyValueCleanup(cms: Pick<CMS, "registerEventListener">): void {
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => withoutEmptyStrings(entry.get("data")),
  });
}
