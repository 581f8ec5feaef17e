/**
 * Reads an event's date text ('May 22, 2025', 'October 14-18, 2024') and time text
 * ('18:00 - 20:00', '19:30', 'All day') as Europe/Amsterdam wall-clock time. The result
 * never depends on the process's or the visitor's time zone: wall-clock values are
 * plain strings, and instants are computed with TZDate in the Amsterdam zone.
 */
import { TZDate } from "@date-fns/tz";
import { defaultEventLengthMinutes, eventTimeZone } from "~/config/calendar";
import { type CalendarDate, parseHumanDateRange, toIsoDate } from "./dates";

/** A day of the calendar; month is 1-12. The same type as dates.ts's CalendarDate. */
export type CalendarDay = CalendarDate;
export type ClockTime = { hour: number; minute: number };

export type EventTime = { kind: "all-day" } | { kind: "timed"; start: ClockTime; end?: ClockTime };

/**
 * When an event happens, in Amsterdam wall-clock time. Days are 'YYYY-MM-DD',
 * times 'YYYY-MM-DDTHH:mm'. An all-day event's `endDay` is the day AFTER its last
 * day (the iCalendar and Google Calendar convention). Plain strings, so loaders can
 * send a schedule to the browser unchanged.
 */
export type EventSchedule =
  | { allDay: true; startDay: string; endDay: string; usedFallback: boolean }
  | { allDay: false; start: string; end: string; usedFallback: boolean };

export type ScheduleOptions = {
  /** The moment whose Amsterdam date replaces a missing or unreadable date. */
  now?: Date;
  /** Receives the warning about a fallback; console.warn unless a test listens. */
  warn?: (message: string) => void;
};

const dash = String.raw`\s*[-–—]\s*`;

/**
 * The first and last day of a date text, or null when it cannot be read. Accepts
 * 'May 22, 2025', 'October 14-18, 2024', 'October 30 - November 2, 2024' and
 * 'December 30, 2024 - January 2, 2025'. A range that ends before it starts is unreadable.
 */
export function parseEventDate(text: string | undefined | null): { first: CalendarDay; last: CalendarDay } | null {
  const days = parseHumanDateRange(text ?? "", { lenient: true });
  return days && { first: days.start, last: days.end };
}

const clock = String.raw`(\d{1,2})[:.](\d{2})`;
const timePattern = new RegExp(`^${clock}(?:${dash}${clock})?$`);

function makeTime(hour: string | undefined, minute: string | undefined): ClockTime | null {
  const h = Number(hour);
  const m = Number(minute);
  return h >= 0 && h <= 23 && m >= 0 && m <= 59 ? { hour: h, minute: m } : null;
}

/** 'All day', '19:30' or '18:00 - 20:00'; null when the text is none of these. */
export function parseEventTime(text: string | undefined | null): EventTime | null {
  const value = text?.trim() ?? "";
  if (/^all[\s-]?day$/i.test(value)) return { kind: "all-day" };
  const match = timePattern.exec(value);
  if (!match) return null;
  const start = makeTime(match[1], match[2]);
  if (!start) return null;
  if (match[3] === undefined) return { kind: "timed", start };
  const end = makeTime(match[3], match[4]);
  return end ? { kind: "timed", start, end } : null;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** 'YYYY-MM-DD'. */
export function formatDay(day: CalendarDay): string {
  return toIsoDate(day);
}

function formatWallClock(day: CalendarDay, time: ClockTime): string {
  return `${formatDay(day)}T${pad(time.hour)}:${pad(time.minute)}`;
}

function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Amsterdam's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function amsterdamOffsetMinutes(instant: number): number {
  return -new TZDate(instant, eventTimeZone).getTimezoneOffset();
}

/**
 * The instant (ms) of an Amsterdam wall-clock time, the same in every process zone.
 * As RFC 5545 (3.3.5) reads local times: a time that occurs twice (the autumn change)
 * is its first occurrence; a time skipped by the spring change uses the offset from
 * before the gap (02:30 becomes 03:30 summer time). Day or hour overflow rolls over.
 */
function amsterdamDate(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsets = [amsterdamOffsetMinutes(asUtc - 86_400_000), amsterdamOffsetMinutes(asUtc + 86_400_000)];
  const matching = offsets
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => amsterdamOffsetMinutes(instant) * 60_000 === asUtc - instant);
  if (matching.length > 0) return Math.min(...matching);
  return asUtc - (offsets[0] ?? 0) * 60_000;
}

/** The Amsterdam calendar day of an instant. */
export function amsterdamDay(instant: Date): CalendarDay {
  const local = new TZDate(instant.getTime(), eventTimeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** The instant of an Amsterdam wall-clock text 'YYYY-MM-DDTHH:mm' (or a day 'YYYY-MM-DD', at midnight). */
export function amsterdamInstant(wallClock: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(wallClock);
  if (!match) throw new RangeError(`Not an Amsterdam wall-clock time: '${wallClock}'`);
  const [, year, month, day, hour = "0", minute = "0"] = match;
  return new Date(amsterdamDate(Number(year), Number(month), Number(day), Number(hour), Number(minute)));
}

/** Wall clock of an instant in Amsterdam, 'YYYY-MM-DDTHH:mm'. */
function amsterdamWallClock(instant: number): string {
  const local = new TZDate(instant, eventTimeZone);
  return formatWallClock(
    { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() },
    { hour: local.getHours(), minute: local.getMinutes() },
  );
}

/**
 * When an event starts and ends. A single time lasts the default length (measured in
 * real time, so it stays right across a daylight-saving change); an end earlier than the
 * start means the next morning; 'All day' over a range ends the day after its last day.
 * A missing or unreadable date becomes today's Amsterdam date, with a warning.
 */
export function eventSchedule(
  event: { date?: string | null; time?: string | null },
  { now = new Date(), warn = console.warn }: ScheduleOptions = {},
): EventSchedule {
  let days = parseEventDate(event.date);
  const usedFallback = days === null;
  if (!days) {
    const today = amsterdamDay(now);
    warn(
      `Event date '${event.date ?? ""}' could not be read; the calendar entry uses today's date (${formatDay(today)}) instead.`,
    );
    days = { first: today, last: today };
  }

  let time = parseEventTime(event.time);
  if (!time) {
    warn(`Event time '${event.time ?? ""}' could not be read; the calendar entry is an all-day event.`);
    time = { kind: "all-day" };
  }

  if (time.kind === "all-day") {
    return {
      allDay: true,
      startDay: formatDay(days.first),
      endDay: formatDay(addDays(days.last, 1)),
      usedFallback,
    };
  }

  const { first, last } = days;
  const start = amsterdamDate(first.year, first.month, first.day, time.start.hour, time.start.minute);
  let end: number;
  if (time.end) {
    end = amsterdamDate(last.year, last.month, last.day, time.end.hour, time.end.minute);
    if (end <= start) end = amsterdamDate(last.year, last.month, last.day + 1, time.end.hour, time.end.minute);
  } else {
    const lastStart = amsterdamDate(last.year, last.month, last.day, time.start.hour, time.start.minute);
    end = lastStart + defaultEventLengthMinutes * 60_000;
  }
  return { allDay: false, start: amsterdamWallClock(start), end: amsterdamWallClock(end), usedFallback };
}

/** Start and end as instants (all-day events from and to Amsterdam midnight). */
export function scheduleInstants(schedule: EventSchedule): { start: Date; end: Date } {
  return schedule.allDay
    ? { start: amsterdamInstant(schedule.startDay), end: amsterdamInstant(schedule.endDay) }
    : { start: amsterdamInstant(schedule.start), end: amsterdamInstant(schedule.end) };
}

/**
 * Sort key of an event: its ISO `sortDate` when given, else the first day of its
 * date text; an unreadable date sorts last.
 */
export function eventSortKey(event: { date: string; sortDate?: string }): string {
  if (event.sortDate) return event.sortDate;
  const days = parseEventDate(event.date);
  return days ? formatDay(days.first) : "";
}

/** Newest first; ties keep their order. */
export function sortEventsNewestFirst<Event extends { date: string; sortDate?: string }>(events: Event[]): Event[] {
  return events
    .map((event) => ({ event, key: eventSortKey(event) }))
    .sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))
    .map(({ event }) => event);
}
