/**
 * What a preview reads of the entry Decap hands it: an Immutable Map whose `data` holds
 * the form's values and whose `slug` is the file name. The values are taken as the file
 * will hold them (form-check.ts) and parsed with the collection's schema, as the build
 * parses the file, so the page's own mapper (app/content) can map them. A form being
 * filled in does not parse yet: `previewData` then fills what is missing with neutral
 * values, so the preview still draws.
 */
import { z } from "zod";
import { defOf, type Schema } from "~/content/schema-walk";
import { fileData, type ImmutableValue, plainValue } from "../form-check";

/** The part of Decap's entry (an Immutable Map) that previews read. */
export type PreviewEntry = ImmutableValue;

/** Turns an image path of the form into a URL the preview can show (Decap's getAsset). */
export type AssetResolver = (path: string) => string;

/** The entry's file name without extension ('' for an entry not saved yet). */
export function entrySlug(entry: PreviewEntry): string {
  const slug = entry.get("slug");
  return typeof slug === "string" ? slug : "";
}

/** The entry's Markdown body ('' when it has none). */
export function entryBody(entry: PreviewEntry): string {
  const data = plainValue(entry.get("data"));
  const body = typeof data === "object" && data !== null ? (data as { body?: unknown }).body : undefined;
  return typeof body === "string" ? body : "";
}

/** The entry's front matter (or YAML file) as `schema` gives it: see `previewData`. */
export function entryData<Schema extends z.ZodType>(schema: Schema, entry: PreviewEntry): z.output<Schema> {
  return previewData(schema, fileData(entry));
}

/**
 * `data` parsed with `schema`. Data that does not parse (a form half filled in) keeps
 * every value of the right kind, as typed, and gets a neutral value where a required one
 * is missing or of another kind: '' for a text, false for a switch, 0 for a number, []
 * for a list, the default where the schema has one; an optional field or a choice not
 * made is left out. Rules beyond the kind (a date that exists, an address that starts
 * with https://) are not applied: the form reports them beside the field.
 */
export function previewData<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  // The filled data has the output's keys and kinds, only not all its rules (see above).
  return result.success ? result.data : (filled(schema, data) as z.output<Schema>);
}

function filled(schema: Schema, value: unknown): unknown {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "default":
    case "prefault":
      // The value is there (a missing one would have parsed): keep what it can be.
      return filled(def.innerType, value);
    case "pipe":
      return filled(def.out, value);
    case "string":
      return typeof value === "string" ? value : "";
    case "boolean":
      return typeof value === "boolean" ? value : false;
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? value : 0;
    case "array":
      return Array.isArray(value) ? value.map((item) => filled(def.element, item)) : [];
    case "object": {
      const fields = typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
      const entries = Object.entries(def.shape).map(([key, field]) => [key, filled(field, Reflect.get(fields, key))]);
      return Object.fromEntries(entries.filter(([, item]) => item !== undefined));
    }
    default:
      return undefined;
  }
}
