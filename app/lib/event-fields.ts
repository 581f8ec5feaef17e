/**
 * The rules for an event's date and time fields, as the content schema applies them:
 * a day is written 'YYYY-MM-DD', a time 'HH:mm' (24-hour, Amsterdam wall clock), and
 * the fields must fit together. Every problem is a message that names the field and
 * says what to write, with the editor's own value turned into the right spelling where
 * it can be read ('October 31, 2024' → 2024-10-31, '7pm' → 19:00).
 *
 * The one reader of what an editor types: readTypedDay and readTypedTime serve the /admin
 * date and time fields (app/admin/widgets/) and the content check's suggestions alike.
 * Pure and without dependencies (no Intl either), so the content check and the tests use
 * it as it is.
 */
import {
  type CalendarDate,
  calendarDate,
  compareCalendarDates,
  pad,
  parseHumanDateRange,
  parseIsoDate,
  toIsoDate,
} from "./dates";

/** The date and time fields of an event file. */
export type EventTiming = {
  /** First (or only) day, 'YYYY-MM-DD'. */
  startDate: string;
  /** Last day of an event over several days, 'YYYY-MM-DD'. */
  endDate?: string;
  /** true for an event without a start time. */
  allDay?: boolean;
  /** 'HH:mm', 24-hour. */
  startTime?: string;
  /** 'HH:mm', 24-hour; on the last day, or the day after it with endsNextDay. */
  endTime?: string;
  /** true when endTime is after midnight, on the day after (the last day). */
  endsNextDay?: boolean;
};

export type ClockTime = { hour: number; minute: number };

/** A problem with one field: `field` is the key in the file. */
export type FieldProblem = { field: keyof EventTiming; message: string };

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;
const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** '19:30' → { hour: 19, minute: 30 }; null for anything but a 24-hour 'HH:mm'. */
export function parseClockTime(text: string | undefined | null): ClockTime | null {
  const match = clockPattern.exec(text ?? "");
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** A real day written exactly 'YYYY-MM-DD'; null for anything else. */
export function readIsoDay(text: string | undefined | null): CalendarDate | null {
  return text && isoDayPattern.test(text) ? parseIsoDate(text) : null;
}

function isIsoDay(text: string | undefined | null): text is string {
  return readIsoDay(text) !== null;
}

/** The numbers of a typed date, as typed: not always a real day ('31-02-2025' gives day 31 of month 2). */
export type TypedDayParts = { year: number; month: number; day: number };

/** Between the parts of a typed date: '-', '/', '.' or spaces, with spaces around any of them. */
const typedSeparator = String.raw`\s*[-/.\s]\s*`;
const dayFirstPattern = new RegExp(String.raw`^(\d{1,2})${typedSeparator}(\d{1,2})${typedSeparator}(\d{4}|\d{2})$`);
const yearFirstPattern = new RegExp(String.raw`^(\d{4})${typedSeparator}(\d{1,2})${typedSeparator}(\d{1,2})$`);
/** Digits alone, day first with leading zeros: '13112025' or '131125'. */
const digitsPattern = /^(\d{2})(\d{2})(\d{4}|\d{2})$/;

/** A two-digit year is in this century: no date of the site is before 2000. */
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * The numbers of a date as an editor types it, the way the Netherlands writes dates: day,
 * month, year, with '-', '/', '.' or a space between ('13-11-2025', '13/11/25', '1.3.2025',
 * '13 11 2025'), or the digits alone ('13112025'); a two-digit year is 20xx. A year first is
 * ISO order ('2025-11-13', '2025/11/13'). Null when the text has no such shape.
 */
export function typedDayParts(text: string): TypedDayParts | null {
  const trimmed = text.trim();
  const yearFirst = yearFirstPattern.exec(trimmed);
  if (yearFirst) return { year: Number(yearFirst[1]), month: Number(yearFirst[2]), day: Number(yearFirst[3]) };
  const dayFirst = dayFirstPattern.exec(trimmed) ?? digitsPattern.exec(trimmed);
  if (!dayFirst) return null;
  return { year: fullYear(dayFirst[3] ?? ""), month: Number(dayFirst[2]), day: Number(dayFirst[1]) };
}

/**
 * The day an editor typed (see typedDayParts), or an English date as files write it
 * ('November 13, 2025', 'Nov 13 2025'); null when it names no real day. The /admin date
 * fields and the content check's suggestions read dates with this one function.
 */
export function readTypedDay(text: string): CalendarDate | null {
  const parts = typedDayParts(text);
  if (parts) return calendarDate(parts.year, parts.month, parts.day);
  const written = parseHumanDateRange(text, { lenient: true });
  return written && compareCalendarDates(written.start, written.end) === 0 ? written.start : null;
}

/** The numbers of a typed time: '22:30', '22.30', '22 30', '22h30', '2230', '930', '22', '7pm', '7:30 p.m.'. */
export type TypedTimeParts = { hour: number; minute: number; half?: "am" | "pm" };

const typedClockPattern = /^(\d{1,2})\s*[:.\shu]\s*(\d{2})$/i;
const typedDigitsPattern = /^(\d{1,2})(\d{2})$/;
const typedHourPattern = /^(\d{1,2})$/;
const typedHalfDayPattern = /^(\d{1,2})(?:\s*[:.hu]\s*(\d{2}))?\s*([ap])\.?\s*m?\.?$/i;

/** The numbers of a time as an editor types it (see TypedTimeParts); null when the text has no such shape. */
export function typedTimeParts(text: string): TypedTimeParts | null {
  const trimmed = text.trim();
  const half = typedHalfDayPattern.exec(trimmed);
  if (half) {
    return {
      hour: Number(half[1]),
      minute: Number(half[2] ?? "0"),
      half: half[3]?.toLowerCase() === "p" ? "pm" : "am",
    };
  }
  const clock = typedClockPattern.exec(trimmed) ?? typedDigitsPattern.exec(trimmed);
  if (clock) return { hour: Number(clock[1]), minute: Number(clock[2]) };
  const hour = typedHourPattern.exec(trimmed);
  return hour ? { hour: Number(hour[1]), minute: 0 } : null;
}

/**
 * The time an editor typed, on the 24-hour clock whatever the browser's own setting:
 * '2230', '22:30', '22.30' and '22 30' are 22:30, '930' is 09:30, '7pm' is 19:00; null for
 * no time of day ('24:00', '25:00', '12:75', '13pm'). The /admin time fields and the content
 * check's suggestions read times with this one function.
 */
export function readTypedTime(text: string): ClockTime | null {
  const parts = typedTimeParts(text);
  if (!parts || parts.minute > 59) return null;
  if (parts.half) {
    if (parts.hour < 1 || parts.hour > 12) return null;
    return { hour: (parts.hour % 12) + (parts.half === "pm" ? 12 : 0), minute: parts.minute };
  }
  return parts.hour > 23 ? null : { hour: parts.hour, minute: parts.minute };
}

/**
 * How a date an editor wrote should be written: one day ('2024-10-31'), or a range read
 * from 'October 14-18, 2024' as its first and last day; null when it cannot be read.
 */
export function suggestIsoDays(text: string): { start: string; end: string } | null {
  const single = readTypedDay(text);
  if (single) return { start: toIsoDate(single), end: toIsoDate(single) };
  const range = parseHumanDateRange(text.trim(), { lenient: true });
  return range && { start: toIsoDate(range.start), end: toIsoDate(range.end) };
}

/**
 * The problem with a day field's value, or null when it is a real 'YYYY-MM-DD' day. An
 * event's start date that reads as a range is told to become the start and the end date.
 */
export function isoDayProblem(field: string, text: string, example = "2025-05-22"): string | null {
  if (readIsoDay(text)) return null;
  const shown = JSON.stringify(text);
  if (isoDayPattern.test(text.trim())) {
    return `${shown} is not a day of the calendar → write ${field}: YYYY-MM-DD with a real month and day`;
  }
  const days = suggestIsoDays(text);
  if (days && days.start !== days.end && (field === "startDate" || field === "endDate")) {
    return `${shown} is a range of days → write startDate: ${days.start} and endDate: ${days.end}`;
  }
  if (days && days.start === days.end)
    return `${shown} is not written YYYY-MM-DD → write it as ${field}: ${days.start}`;
  return `${shown} is not a date → write ${field}: YYYY-MM-DD, e.g. ${field}: ${example}`;
}

/** '7pm' → '19:00', '9:30' → '09:30', '19.30' → '19:30', '12 am' → '00:00'; null when unreadable. */
export function suggestClockTime(text: string): string | null {
  const time = readTypedTime(text);
  return time && `${pad(time.hour)}:${pad(time.minute)}`;
}

/** The problem with a time field's value, or null when it is a 24-hour 'HH:mm'. */
export function clockTimeProblem(field: "startTime" | "endTime", text: string): string | null {
  if (parseClockTime(text)) return null;
  const shown = JSON.stringify(text);
  const range = /^(.+?)\s*(?:[-–—]|to)\s*(.+)$/i.exec(text.trim());
  const [rangeStart, rangeEnd] = range ? [suggestClockTime(range[1] ?? ""), suggestClockTime(range[2] ?? "")] : [];
  if (rangeStart && rangeEnd) {
    return `${shown} is a start and an end → write startTime: "${rangeStart}" and endTime: "${rangeEnd}"`;
  }
  if (/^all[\s-]?day$/i.test(text.trim())) return `${shown} is not a time → write allDay: true instead of ${field}`;
  const suggestion = suggestClockTime(text);
  if (suggestion) return `${shown} is not a 24-hour time HH:mm → write ${field}: "${suggestion}"`;
  return `${shown} is not a time → write ${field}: "HH:mm" on the 24-hour clock, e.g. "19:00"`;
}

/**
 * How a message names a field and says what to change. One rule, two texts: the content
 * check speaks of the file's keys (`add endsNextDay: true`), the /admin form of its
 * labels (`switch on “Ends the next day”`).
 */
export type TimingWording = {
  /** The field as the reader knows it. */
  name(field: keyof EventTiming): string;
  /** Saying to give the field a value (`true` for a switch). */
  set(field: keyof EventTiming, value: string | true): string;
  /** Saying to take the field's value away. */
  remove(field: keyof EventTiming): string;
  /** A day of the fields ('YYYY-MM-DD'), named as the reader knows it. */
  day(isoDay: string): string;
  /** A day of the fields, spelled as the reader writes it into the field. */
  dayToWrite(isoDay: string): string;
};

/** The content check's words: the keys of the file, its days as the file spells them. */
export const fileWording: TimingWording = {
  name: (field) => field,
  set: (field, value) => (value === true ? `add ${field}: true` : `write ${field}: "${value}"`),
  remove: (field) => `remove ${field}`,
  day: (isoDay) => isoDay,
  dayToWrite: (isoDay) => isoDay,
};

/** How the form names a day and spells one to type (date-text.ts has both; this module stays free of Intl). */
export type FormDays = Pick<TimingWording, "day" | "dayToWrite">;

const switches: ReadonlySet<keyof EventTiming> = new Set(["allDay", "endsNextDay"]);

/** The form's words: the label of each field, its days as the form's date fields show them. */
export function formWording(labels: Readonly<Record<keyof EventTiming, string>>, days: FormDays): TimingWording {
  const name = (field: keyof EventTiming) => `“${labels[field]}”`;
  return {
    ...days,
    name,
    set: (field, value) => (value === true ? `switch on ${name(field)}` : `fill in ${name(field)}, e.g. ${value}`),
    remove: (field) => (switches.has(field) ? `switch off ${name(field)}` : `empty ${name(field)}`),
  };
}

/** Minutes since midnight. */
const minutesOf = ({ hour, minute }: ClockTime) => hour * 60 + minute;
/** A start from 17:00 and an end before 08:00 fit a night out: the end is probably after midnight. */
const fitsANight = (start: ClockTime, end: ClockTime) => minutesOf(start) >= 17 * 60 && minutesOf(end) < 8 * 60;

/**
 * Problems between the fields: either allDay or a startTime, an endTime only with a
 * startTime, an end after the start (or endsNextDay), an endDate not before the
 * startDate. Fields that are malformed on their own are left to their own checks.
 * An end before the start is told to check the times; only times that fit a night
 * (an evening start, an early-morning end) are told to mark the end as the next day.
 */
export function eventTimingProblems(timing: Partial<EventTiming>, words: TimingWording = fileWording): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { allDay = false, startTime, endTime, endsNextDay = false } = timing;
  const { name, set, remove, day, dayToWrite } = words;

  if (allDay && startTime !== undefined) {
    problems.push({
      field: "allDay",
      message: `${name("allDay")} and a ${name("startTime")} contradict each other → ${remove("allDay")}, or ${remove("startTime")}`,
    });
  }
  if (!allDay && startTime === undefined) {
    problems.push({
      field: "startTime",
      message: `no ${name("startTime")} and no ${name("allDay")} → ${set("startTime", "19:00")} (24-hour), or ${set("allDay", true)} for a day without times`,
    });
  }
  if (endTime !== undefined && startTime === undefined) {
    problems.push({
      field: "endTime",
      message: `${name("endTime")} without a ${name("startTime")} → ${set("startTime", "19:00")}, or ${remove("endTime")}`,
    });
  }
  if (endsNextDay && endTime === undefined) {
    problems.push({
      field: "endsNextDay",
      message: `${name("endsNextDay")} without an ${name("endTime")} → ${set("endTime", "01:00")} (after midnight), or ${remove("endsNextDay")}`,
    });
  }

  const startDay = isIsoDay(timing.startDate) ? timing.startDate : null;
  const endDay = isIsoDay(timing.endDate) ? timing.endDate : null;
  if (startDay && endDay && endDay < startDay) {
    problems.push({
      field: "endDate",
      message: `${name("endDate")} ${day(endDay)} is before ${name("startDate")} ${day(startDay)} → write the event's last day as ${name("endDate")}, ${dayToWrite(startDay)} or later`,
    });
  }

  const start = parseClockTime(startTime);
  const end = parseClockTime(endTime);
  if (startDay && start && end && (!endDay || endDay >= startDay)) {
    const startsAt = `${startDay}T${startTime}`;
    const endsAt = `${endDay ?? startDay}T${endTime}`;
    const endsLater = minutesOf(end) > minutesOf(start);
    if (!endsNextDay && endsAt <= startsAt) {
      const fix = fitsANight(start, end)
        ? `if it ends after midnight ${set("endsNextDay", true)}`
        : `check the times: ${name("endTime")} comes after ${name("startTime")}`;
      problems.push({
        field: "endTime",
        message: `the event ends (${endTime}) before it starts (${startTime}) → ${fix}`,
      });
    } else if (endsNextDay && endsLater) {
      problems.push({
        field: "endsNextDay",
        message: `${startTime} - ${endTime} ends on the same day → ${remove("endsNextDay")} (an event over several days gets an ${name("endDate")})`,
      });
    }
  }
  return problems;
}
