/**
 * What each kind of date and time field of /admin reads, writes and says back (the fields
 * themselves are typed-field.tsx). The editor types a date the way the Netherlands writes
 * it, or a time on any clock; the field reads it with the one reader of typed dates and
 * times (app/lib/event-fields.ts), writes it to the file in the file's own spelling, and
 * says back beside the field, in words, what it understood (app/lib/date-text.ts).
 *
 * - `day`: a day saved 'YYYY-MM-DD' (an event's days, a 'You said, we did' item's days);
 * - `humanDate`: a day saved 'November 1, 2025' in English (an article's date);
 * - `time`: a time saved 'HH:mm' on the 24-hour clock.
 *
 * What cannot be read is kept as typed, so the field's rule (app/content/schemas/date-rules.ts)
 * refuses it with its message, and nothing typed is lost.
 */
import { farAheadWarning } from "~/content/schemas/date-rules";
import { clockShownBack, clockText, dayShownBack, dayText, typedDayText } from "~/lib/date-text";
import { type CalendarDate, parseHumanDate, toIsoDate } from "~/lib/dates";
import { parseClockTime, readIsoDay, readTypedDay, readTypedTime } from "~/lib/event-fields";

/** What the field says back beside it: what it understood, and a warning that does not refuse the save. */
export type ShownBack = { line: string; warning?: string };

export type TypedKind = {
  /** The native input that picks a value ('date' or 'time'): its value is ISO whatever the browser's language. */
  picker: "date" | "time";
  /** How the box asks for a value when empty. */
  placeholder: string;
  /** The value to save for what was typed, in the file's spelling; null when it cannot be read. */
  read(text: string): string | null;
  /** The box's text for a saved value ('13-11-2025' for '2025-11-13'); a value it cannot read, as it is. */
  boxText(value: string): string;
  /** What a saved value is, in words, at `today`; null for a value it cannot read. */
  shownBack(value: string, today: CalendarDate): ShownBack | null;
  /** The native picker's value for a saved value ('' when there is none or it cannot be read). */
  toPicker(value: string): string;
  /** The value to save for what the native picker gave. */
  fromPicker(picked: string): string | null;
};

/** A day kind, by how its files write a day and read it back. */
function dayKind(write: (day: CalendarDate) => string, readSaved: (value: string) => CalendarDate | null): TypedKind {
  return {
    picker: "date",
    placeholder: "day-month-year, e.g. 13-11-2025",
    read: (text) => {
      const day = readTypedDay(text);
      return day && write(day);
    },
    boxText: (value) => {
      const day = readSaved(value);
      return day ? typedDayText(day) : value;
    },
    shownBack: (value, today) => {
      const day = readSaved(value);
      if (!day) return null;
      const warning = farAheadWarning(day, today);
      return { line: dayShownBack(day, today), ...(warning ? { warning } : {}) };
    },
    toPicker: (value) => {
      const day = readSaved(value);
      return day ? toIsoDate(day) : "";
    },
    fromPicker: (picked) => {
      const day = readIsoDay(picked);
      return day && write(day);
    },
  };
}

export const typedKinds = {
  day: dayKind(toIsoDate, readIsoDay),
  humanDate: dayKind(dayText, parseHumanDate),
  time: {
    picker: "time",
    placeholder: "24-hour clock, e.g. 19:30",
    read: (text) => {
      const time = readTypedTime(text);
      return time && clockText(time);
    },
    boxText: (value) => value,
    shownBack: (value) => {
      const time = parseClockTime(value);
      return time && { line: clockShownBack(time) };
    },
    toPicker: (value) => (parseClockTime(value) ? value : ""),
    fromPicker: (picked) => {
      const time = parseClockTime(picked);
      return time && clockText(time);
    },
  },
} as const satisfies Record<string, TypedKind>;

export type TypedKindName = keyof typeof typedKinds;

/** The value to save for the box's text: the file's spelling when it reads, '' when empty, else the text as typed. */
export function valueFor(kind: TypedKind, text: string): string {
  if (text.trim() === "") return "";
  return kind.read(text) ?? text;
}
