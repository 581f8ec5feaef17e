/**
 * What a preview reads of the entry Decap hands it: an Immutable Map whose `data` holds
 * the form's values. The values are read into plain data once, then every field goes
 * through the small readers below, which accept what the form may hold while an editor
 * types (an empty optional field is '' or missing; a date may arrive as a Date).
 */
import { formatHumanDate } from "~/lib/dates";

/** The part of Decap's entry (an Immutable Map) that previews read. */
export type PreviewEntry = { getIn(keyPath: readonly string[]): unknown };

/** Turns an image path of the form into a URL the preview can show (Decap's getAsset). */
export type AssetResolver = (path: string) => string;

/** The form's values as plain data. */
export type EntryFields = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasToJS(value: unknown): value is { toJS(): unknown } {
  return isRecord(value) && typeof value.toJS === "function";
}

/** The entry's form values as plain data ({} before the form has any). */
export function entryFields(entry: PreviewEntry): EntryFields {
  const data = entry.getIn(["data"]);
  const plain = hasToJS(data) ? data.toJS() : data;
  return isRecord(plain) ? plain : {};
}

/** The entry's file name without extension ('' for an entry not saved yet). */
export function entrySlug(entry: PreviewEntry): string {
  const slug = entry.getIn(["slug"]);
  return typeof slug === "string" ? slug : "";
}

/** A Date from a date picker as the day it shows, 'YYYY-MM-DD' (in UTC, as YAML writes it). */
export function isoDayOf(date: Date): string {
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

/** A text field: strings as written, numbers as text, a Date as its day; '' for anything else. */
export function text(fields: EntryFields, key: string): string {
  const value = fields[key];
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (value instanceof Date) return isoDayOf(value);
  return "";
}

/** An optional text field: undefined when missing or blank, as the content files leave it out. */
export function optionalText(fields: EntryFields, key: string): string | undefined {
  const value = text(fields, key);
  return value.trim() === "" ? undefined : value;
}

/** A human date field ('November 1, 2025'); a Date from a date picker becomes that text. */
export function humanDateText(fields: EntryFields, key: string): string {
  const value = fields[key];
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return formatHumanDate({ year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() });
  }
  return text(fields, key);
}

/** A boolean switch: true only when switched on. */
export function flag(fields: EntryFields, key: string): boolean {
  return fields[key] === true;
}

/** A list of objects (a list widget with fields); anything else in it is skipped. */
export function records(fields: EntryFields, key: string): EntryFields[] {
  const value = fields[key];
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A list of lines (a list widget without fields); blank lines are skipped. */
export function lines(fields: EntryFields, key: string): string[] {
  const value = fields[key];
  if (!Array.isArray(value)) return [];
  return value.filter((line): line is string => typeof line === "string" && line.trim() !== "");
}
