/**
 * The rules of every date and time field (an event's days and times, a 'You said, we did'
 * item's days, an article's date), in one place so that the content check and the /admin
 * form have them alike: a day must be one of the calendar, and not before 2000 (a year
 * typed wrong, 1905 for 2025, is refused with the day named as it was read); a time must
 * be one of the 24-hour clock.
 *
 * Each rule speaks to one reader. The content check's reader edits the file, so its
 * messages name the key and the file's spelling (`write startDate: 2025-11-13`). The
 * form's reader types into a field that reads day-month-year and any clock
 * (app/admin/widgets/), so its messages say what to type. The form's fields write what
 * they read in the file's spelling; what they cannot read reaches the rule as typed.
 */
import { z } from "zod";
import { dayInWords, dayText, monthText, typedDayText } from "~/lib/date-text";
import { type CalendarDate, calendarDate, compareCalendarDates, parseHumanDate } from "~/lib/dates";
import {
  clockTimeProblem,
  type FormDays,
  isoDayProblem,
  parseClockTime,
  readIsoDay,
  readTypedDay,
  readTypedTime,
  typedDayParts,
  typedTimeParts,
} from "~/lib/event-fields";

/** Who reads a field's message: the content check's reader, or the /admin form's. */
export type FieldReader = "file" | "form";

const inForm = (write: (day: CalendarDate) => string) => (isoDay: string) => {
  const day = readIsoDay(isoDay);
  return day ? write(day) : isoDay;
};

/**
 * Days in the form's messages about other fields: named in words, as each date field says
 * back what it read, and to write as the date fields show them (day first); never the
 * file's year-first spelling, which the form shows nowhere else.
 */
export const formDays: FormDays = { day: inForm(dayInWords), dayToWrite: inForm(typedDayText) };

/** The site's dates start here: a day before it is a year typed wrong. */
export const firstPlausibleYear = 2000;

/** A date of the form's own example, typed as the form reads dates. */
const typedExample = "13-11-2025";
const typeADay = `type the day, month and year, e.g. ${typedExample}, or pick the day from the calendar`;
const typeATime = "type hours and minutes on the 24-hour clock, e.g. 19:30 or 1930";

/** Why typed numbers are no day: 'there is no month 13', 'November 2025 has 30 days'; null when they are one. */
function whyNoDay({ year, month, day }: { year: number; month: number; day: number }): string | null {
  if (month < 1 || month > 12) return `there is no month ${month}`;
  if (calendarDate(year, month, day)) return null;
  const last = [31, 30, 29, 28].find((candidate) => calendarDate(year, month, candidate));
  return `${monthText({ year, month, day: 1 })} has ${last} days`;
}

/** A day before 2000, named as it was read, and what to do instead. */
function tooEarly(day: CalendarDate, fix: string): string | null {
  return day.year < firstPlausibleYear ? `${dayInWords(day)} is before ${firstPlausibleYear} → ${fix}` : null;
}

/** The form's problem with a date field's value: as typed when it could not be read, else the day it holds. */
function typedDayProblem(text: string, inFile: (text: string) => CalendarDate | null): string | null {
  const day = inFile(text);
  if (day) return tooEarly(day, `check the year, and type the date as day-month-year, e.g. ${typedExample}`);
  const shown = JSON.stringify(text);
  const parts = typedDayParts(text);
  const why = parts && whyNoDay(parts);
  if (why) return `${shown}: ${why} → ${typeADay}`;
  if (readTypedDay(text)) return `${shown} is not how the site writes dates → type it again, e.g. ${typedExample}`;
  return `${shown} is not a date → ${typeADay}`;
}

/** A YAML 1.1 reader makes an unquoted 2024-10-31 a Date: it is turned back into its day, so no reader shifts it. */
const dayOfDate = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;

/** The content check's problem with an ISO day field: its spelling (event-fields.ts), then its year. */
function isoDayFileProblem(field: string, text: string, example: string): string | null {
  const day = readIsoDay(text);
  if (!day) return isoDayProblem(field, text, example);
  return tooEarly(day, `write ${field}: YYYY-MM-DD with the year in full`);
}

/** A day field written 'YYYY-MM-DD' (an event's days, a 'You said, we did' item's days). */
export function isoDay(field: string, reader: FieldReader, example: string) {
  return z.preprocess(
    dayOfDate,
    z
      .string({
        error: (issue) =>
          reader === "form"
            ? `not a date → ${typeADay}`
            : `${issue.input === undefined ? "missing → add" : "not a date → write"} ${field}: YYYY-MM-DD, e.g. ${field}: ${example}`,
      })
      .superRefine((text, context) => {
        const problem = reader === "form" ? typedDayProblem(text, readIsoDay) : isoDayFileProblem(field, text, example);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
  );
}

/** A day written as the site writes dates, 'November 1, 2025', exactly; null for anything else. */
function readWrittenDay(text: string): CalendarDate | null {
  return /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(text) ? parseHumanDate(text) : null;
}

/** The content check's problem with an article's date: its spelling, then its year. */
function humanDayFileProblem(text: string): string | null {
  const day = readWrittenDay(text);
  if (day) return tooEarly(day, "write the year in full");
  if (/^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(text)) {
    return `${JSON.stringify(text)} is not a day of the calendar → write a date that exists`;
  }
  // The editor's own day, written right, when it can be read (2025-11-20, 20-11-2025).
  const like = `a date like "${dayText(readTypedDay(text) ?? { year: 2025, month: 11, day: 1 })}"`;
  return `${JSON.stringify(text)} is not ${like} → write ${like}`;
}

/** A day field written as the site writes dates, 'November 1, 2025' (an article's date). */
export function humanDay(reader: FieldReader) {
  return z.string().superRefine((text, context) => {
    const problem = reader === "form" ? typedDayProblem(text, readWrittenDay) : humanDayFileProblem(text);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

/** The form's problem with a time field's value: why the typed text is no time of the 24-hour clock. */
function typedTimeProblem(text: string): string | null {
  if (parseClockTime(text)) return null;
  const shown = JSON.stringify(text);
  const parts = typedTimeParts(text);
  if (parts && !parts.half && parts.hour === 24 && parts.minute === 0) {
    return `${shown}: the 24-hour clock runs from 00:00 to 23:59 → type 00:00 for midnight`;
  }
  if (parts && parts.minute > 59) return `${shown}: there is no minute ${parts.minute} → ${typeATime}`;
  if (parts && !parts.half && parts.hour > 23) return `${shown}: there is no hour ${parts.hour} → ${typeATime}`;
  if (readTypedTime(text)) return `${shown} is not how the site writes times → type it again, e.g. 19:30`;
  return `${shown} is not a time → ${typeATime}`;
}

/** A time field 'HH:mm' on the 24-hour Amsterdam clock. */
export function clockTime(field: "startTime" | "endTime", reader: FieldReader) {
  return z
    .string({
      error:
        reader === "form"
          ? `not a time → ${typeATime}`
          : `not a time → write ${field}: "HH:mm" on the 24-hour clock, in quotes, e.g. "19:00"`,
    })
    .superRefine((text, context) => {
      const problem = reader === "form" ? typedTimeProblem(text) : clockTimeProblem(field, text);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
}

/**
 * The warning beside a date field whose day is more than a year after `today`: likely a
 * year typed wrong, but an event may be planned that far ahead, so it does not refuse.
 */
export function farAheadWarning(day: CalendarDate, today: CalendarDate): string | null {
  const yearLater = { ...today, year: today.year + 1 };
  return compareCalendarDates(day, yearLater) > 0 ? "more than a year from today: is the year right?" : null;
}
