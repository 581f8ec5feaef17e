/**
 * Everything an events page and a calendar derive from an event's date and time fields
 * (see event-fields.ts): the sort order, the filter year, when it starts and ends, and
 * whether it is still upcoming (the card's date and time text are date-text.ts's). All in Europe/Amsterdam
 * wall-clock time; the result never depends on the process's or the visitor's time zone:
 * wall-clock values are plain strings, and instants are computed with TZDate.
 */
import { TZDate } from "@date-fns/tz";
import { type CalendarDate, compareCalendarDates, pad, siteTimeZone, toIsoDate } from "./dates";
import { type ClockTime, type EventTiming, parseClockTime, readIsoDay } from "./event-fields";

export type { EventTiming } from "./event-fields";

/** Length of an event whose time text has a start but no end: two hours. */
export const defaultEventLengthMinutes = 120;

/**
 * The date and time fields as the calendar code accepts them: like EventTiming, but any
 * field may be missing or unreadable. The content schema rules that out; the calendar
 * still copes (today's date, with a warning) rather than throw.
 */
export type ScheduleInput = {
  [Field in keyof EventTiming]?: EventTiming[Field] | null;
};

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

function formatWallClock(day: CalendarDate, time: ClockTime): string {
  return `${toIsoDate(day)}T${pad(time.hour)}:${pad(time.minute)}`;
}

function addDays(day: CalendarDate, days: number): CalendarDate {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Amsterdam's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function amsterdamOffsetMinutes(instant: number): number {
  return -new TZDate(instant, siteTimeZone).getTimezoneOffset();
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
export function amsterdamDay(instant: Date): CalendarDate {
  const local = new TZDate(instant.getTime(), siteTimeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** The instant of an Amsterdam wall-clock text 'YYYY-MM-DDTHH:mm' (or a day 'YYYY-MM-DD', at midnight). */
export function amsterdamInstant(wallClock: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(wallClock);
  if (!match) throw new RangeError(`Not an Amsterdam wall-clock time: '${wallClock}'`);
  const [, year, month, day, hour = "0", minute = "0"] = match;
  return new Date(amsterdamDate(Number(year), Number(month), Number(day), Number(hour), Number(minute)));
}

/** '2025-05-22T18:00' (Amsterdam wall clock) → '2025-05-22T18:00:00+02:00': the instant with the offset then in force. */
export function amsterdamDateTime(wallClock: string): string {
  const offsetMinutes = amsterdamOffsetMinutes(amsterdamInstant(wallClock).getTime());
  const sign = offsetMinutes < 0 ? "-" : "+";
  const absolute = Math.abs(offsetMinutes);
  return `${wallClock}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** Wall clock of an instant in Amsterdam, 'YYYY-MM-DDTHH:mm'. */
function amsterdamWallClock(instant: number): string {
  const local = new TZDate(instant, siteTimeZone);
  return formatWallClock(
    { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() },
    { hour: local.getHours(), minute: local.getMinutes() },
  );
}

/** The first and last day, or null when startDate is unreadable; a bad endDate means one day. */
function eventDays(
  timing: ScheduleInput,
  warn: (message: string) => void,
): { first: CalendarDate; last: CalendarDate } | null {
  const first = readIsoDay(timing.startDate);
  if (!first) return null;
  if (timing.endDate === undefined || timing.endDate === null) return { first, last: first };
  const last = readIsoDay(timing.endDate);
  if (last && compareCalendarDates(first, last) <= 0) return { first, last };
  warn(`Event end date '${timing.endDate}' could not be read; the calendar entry ends on its first day.`);
  return { first, last: first };
}

/**
 * When an event starts and ends. A start time without an end lasts the default length
 * (measured in real time, so it stays right across a daylight-saving change); with
 * endsNextDay the end is on the day after the last day; all day over several days ends
 * the day after its last day. Safety net for what the content schema already rules out:
 * an unreadable startDate becomes today's Amsterdam date, an unreadable start time an
 * all-day event, an end before the start the next day, each with a warning.
 */
export function eventSchedule(
  timing: ScheduleInput,
  { now = new Date(), warn = console.warn }: ScheduleOptions = {},
): EventSchedule {
  let days = eventDays(timing, warn);
  const usedFallback = days === null;
  if (!days) {
    const today = amsterdamDay(now);
    warn(
      `Event date '${timing.startDate ?? ""}' could not be read; the calendar entry uses today's date (${toIsoDate(today)}) instead.`,
    );
    days = { first: today, last: today };
  }
  const { first, last } = days;

  const startTime = timing.allDay ? null : parseClockTime(timing.startTime);
  if (!startTime) {
    if (!timing.allDay) {
      warn(`Event time '${timing.startTime ?? ""}' could not be read; the calendar entry is an all-day event.`);
    }
    return { allDay: true, startDay: toIsoDate(first), endDay: toIsoDate(addDays(last, 1)), usedFallback };
  }

  const start = amsterdamDate(first.year, first.month, first.day, startTime.hour, startTime.minute);
  const endTime = parseClockTime(timing.endTime);
  let end: number;
  if (endTime) {
    const endDay = last.day + (timing.endsNextDay ? 1 : 0);
    end = amsterdamDate(last.year, last.month, endDay, endTime.hour, endTime.minute);
    if (end <= start) {
      warn(`Event end time '${timing.endTime}' is before its start; the calendar entry ends the next day.`);
      end = amsterdamDate(last.year, last.month, last.day + 1, endTime.hour, endTime.minute);
    }
  } else {
    if (timing.endTime !== undefined && timing.endTime !== null) {
      warn(`Event end time '${timing.endTime}' could not be read; the calendar entry lasts the default length.`);
    }
    const lastStart = amsterdamDate(last.year, last.month, last.day, startTime.hour, startTime.minute);
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

/** True until the event has ended (the end of its schedule) at `now`. */
export function isUpcoming(schedule: EventSchedule, now: Date): boolean {
  return now.getTime() < scheduleInstants(schedule).end.getTime();
}

/** The year the filter files an event under: the year of its first day. */
export function eventYear(timing: Pick<EventTiming, "startDate">): string {
  return timing.startDate.slice(0, 4);
}

/**
 * Sort key of an event: its start as 'YYYY-MM-DDTHH:mm' (an all-day event starts at
 * midnight); an unreadable date sorts last.
 */
export function eventSortKey(timing: ScheduleInput): string {
  if (!readIsoDay(timing.startDate)) return "";
  const time = !timing.allDay && parseClockTime(timing.startTime) ? timing.startTime : "00:00";
  return `${timing.startDate}T${time}`;
}

/** Newest first by start; ties keep their order. */
export function sortEventsNewestFirst<Event extends ScheduleInput>(events: Event[]): Event[] {
  return events
    .map((event) => ({ event, key: eventSortKey(event) }))
    .sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))
    .map(({ event }) => event);
}
