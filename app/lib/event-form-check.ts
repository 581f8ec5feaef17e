/**
 * The rules between an event's date and time fields (event-fields.ts, `eventTimingProblems`)
 * applied to the values of an editing form, as the CMS holds them while an editor types:
 * an emptied field is '' or null and is left out of the file, a day picked as a Date is
 * that day. One source of truth: the editor shows at a field exactly the message the
 * content check gives on that field's line, and refuses nothing the content check accepts.
 */
import { type EventTiming, eventTimingProblems, fileWording, type TimingWording } from "./event-fields";

export type EventTimingField = keyof EventTiming;

/** The fields the rules compare, in the order of the file. */
export const eventTimingFieldNames = [
  "startDate",
  "endDate",
  "allDay",
  "startTime",
  "endTime",
  "endsNextDay",
] as const satisfies readonly EventTimingField[];

export function isEventTimingField(name: unknown): name is EventTimingField {
  return eventTimingFieldNames.some((field) => field === name);
}

/** An empty form field ('' or null): the CMS leaves it out of the file. */
function isBlank(value: unknown): value is "" | null | undefined {
  return value === undefined || value === null || value === "";
}

/** A day picked as a Date: the content schema reads it (a YAML 1.1 reader's day) as its day. */
function isDay(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

function readText(value: unknown): string | undefined {
  if (isDay(value)) return value.toISOString().slice(0, 10);
  return typeof value === "string" && value !== "" ? value : undefined;
}

function readFlag(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

/** Whether a field holds a type the content schema takes (or nothing). */
function hasSchemaType(field: EventTimingField, value: unknown): boolean {
  if (isBlank(value)) return true;
  if (field === "allDay" || field === "endsNextDay") return typeof value === "boolean";
  return typeof value === "string" || ((field === "startDate" || field === "endDate") && isDay(value));
}

/**
 * The timing fields as the file will hold them, or null when one of them has a type the
 * content schema refuses on its own (then, as in the schema, only that field's own check
 * speaks, and the rules between fields wait until it is fixed).
 */
export function eventTimingFromForm(values: Readonly<Record<string, unknown>>): Partial<EventTiming> | null {
  if (!eventTimingFieldNames.every((field) => hasSchemaType(field, values[field]))) return null;
  return {
    startDate: readText(values.startDate),
    endDate: readText(values.endDate),
    allDay: readFlag(values.allDay),
    startTime: readText(values.startTime),
    endTime: readText(values.endTime),
    endsNextDay: readFlag(values.endsNextDay),
  };
}

/**
 * The problems the rules between the date and time fields find at one field of the form,
 * in the given words (the form's labels, or the file's keys); empty when the field is fine.
 */
export function eventTimingProblemsAt(
  values: Readonly<Record<string, unknown>>,
  field: EventTimingField,
  words: TimingWording = fileWording,
): string[] {
  const timing = eventTimingFromForm(values);
  if (!timing) return [];
  return eventTimingProblems(timing, words)
    .filter((problem) => problem.field === field)
    .map((problem) => problem.message);
}
