/**
 * The rules for an event's date and time fields, as the content schema applies them:
 * a day is written 'YYYY-MM-DD', a time 'HH:mm' (24-hour, Amsterdam wall clock), and
 * the fields must fit together. Every problem is a message that names the field and
 * says what to write, with the editor's own value turned into the right spelling where
 * it can be read ('October 31, 2024' → 2024-10-31, '7pm' → 19:00). Pure and without
 * dependencies, so the content check and the tests use it as it is.
 */
import { type CalendarDate, pad, parseHumanDateRange, parseIsoDate, toIsoDate } from "./dates";

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

/** Day first, as written in the Netherlands: '31-10-2024', '31/10/2024', '31.10.2024'. */
function readDayFirst(text: string): string | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (!match) return null;
  const day = parseIsoDate(`${match[3]}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`);
  return day && toIsoDate(day);
}

/** Year first but not quite ISO: '2024/10/31', '2024-10-1'. */
function readYearFirst(text: string): string | null {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (!match) return null;
  const day = parseIsoDate(`${match[1]}-${pad(Number(match[2]))}-${pad(Number(match[3]))}`);
  return day && toIsoDate(day);
}

/**
 * How a date an editor wrote should be written: one day ('2024-10-31'), or a range read
 * from 'October 14-18, 2024' as its first and last day; null when it cannot be read.
 */
export function suggestIsoDays(text: string): { start: string; end: string } | null {
  const trimmed = text.trim();
  const single = readDayFirst(trimmed) ?? readYearFirst(trimmed);
  if (single) return { start: single, end: single };
  const range = parseHumanDateRange(trimmed, { lenient: true });
  return range && { start: toIsoDate(range.start), end: toIsoDate(range.end) };
}

/** The problem with a day field's value, or null when it is a real 'YYYY-MM-DD' day. */
export function isoDayProblem(field: "startDate" | "endDate", text: string): string | null {
  if (readIsoDay(text)) return null;
  const shown = JSON.stringify(text);
  if (isoDayPattern.test(text.trim())) {
    return `${shown} is not a day of the calendar → write ${field}: YYYY-MM-DD with a real month and day`;
  }
  const days = suggestIsoDays(text);
  if (days && days.start !== days.end) {
    return `${shown} is a range of days → write startDate: ${days.start} and endDate: ${days.end}`;
  }
  if (days) return `${shown} is not written YYYY-MM-DD → write it as ${field}: ${days.start}`;
  return `${shown} is not a date → write ${field}: YYYY-MM-DD, e.g. ${field}: 2025-05-22`;
}

/** '7pm' → '19:00', '9:30' → '09:30', '19.30' → '19:30', '12 am' → '00:00'; null when unreadable. */
export function suggestClockTime(text: string): string | null {
  const match = /^(\d{1,2})(?:\s*[:.hu]\s*(\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  const half = match[3]?.toLowerCase();
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  } else if (hour > 23 || match[2] === undefined) {
    // '19' alone could be a day or an hour: only say what to write when it is clear.
    return null;
  }
  return `${pad(hour)}:${pad(minute)}`;
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
};

/** The content check's words: the keys of the file. */
export const fileWording: TimingWording = {
  name: (field) => field,
  set: (field, value) => (value === true ? `add ${field}: true` : `write ${field}: "${value}"`),
  remove: (field) => `remove ${field}`,
};

const switches: ReadonlySet<keyof EventTiming> = new Set(["allDay", "endsNextDay"]);

/** The form's words: the label of each field. */
export function formWording(labels: Readonly<Record<keyof EventTiming, string>>): TimingWording {
  const name = (field: keyof EventTiming) => `“${labels[field]}”`;
  return {
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
  const { name, set, remove } = words;

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
      message: `${name("endDate")} ${endDay} is before ${name("startDate")} ${startDay} → write the event's last day as ${name("endDate")}, ${startDay} or later`,
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
