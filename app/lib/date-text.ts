/**
 * The one writer of every date and time a person reads: the cards, pages and search
 * results of events and articles, Home's "Coming up", the link preview's line
 * (og:description and the social card), the site health report, the /admin fields' line
 * that says back what was typed, and the article date written to its file. Change how a
 * date reads here, and in the one table of expected strings (tests/date-strings.ts).
 *
 * The names of months and weekdays come from `Intl.DateTimeFormat#formatToParts` (English,
 * Europe/Amsterdam); the patterns around them are the site's own, assembled here, so the
 * text is the same in Node and in every browser: 'November 1, 2025',
 * 'October 14-18, 2024', '18:00 - 20:00'. It runs at build time and in /admin only: a
 * public page receives its dates as text from its loader, so this module (and Intl's
 * work) never reaches a page's first-load JavaScript (tests/e2e/budgets.spec.ts checks).
 */
import { type CalendarDate, compareCalendarDates, pad, siteTimeZone } from "./dates";
import type { ClockTime, EventTiming } from "./event-fields";
import { parseClockTime, readIsoDay } from "./event-fields";

/** The language of every name: the site is written in (American) English. */
const locale = "en-US";

let dayNamesFormat: Intl.DateTimeFormat | undefined;
let clockFormat: Intl.DateTimeFormat | undefined;
let dayDistanceFormat: Intl.RelativeTimeFormat | undefined;
let distanceFormat: Intl.RelativeTimeFormat | undefined;

/** Noon (UTC) of a calendar day: the same day in Amsterdam, summer or winter. */
function noonOf({ year, month, day }: CalendarDate): Date {
  const noon = new Date(Date.UTC(2000, month - 1, day, 12));
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  noon.setUTCFullYear(year, month - 1, day);
  return noon;
}

/** A part of Intl's answer by its type; an answer without it is a broken Intl, said loudly. */
function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  const found = parts.find((candidate) => candidate.type === type)?.value;
  if (found === undefined) throw new Error(`Intl.DateTimeFormat gave no ${type} (${JSON.stringify(parts)})`);
  return found;
}

/** The day's month and weekday names: { month: 'December', weekday: 'Sunday' }. */
function namesOf(day: CalendarDate): { month: string; weekday: string } {
  dayNamesFormat ??= new Intl.DateTimeFormat(locale, {
    timeZone: siteTimeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
  });
  const parts = dayNamesFormat.formatToParts(noonOf(day));
  return { month: part(parts, "month"), weekday: part(parts, "weekday") };
}

/** 'November 1, 2025': a day as the site writes it, and an article's date in its file. */
export function dayText(day: CalendarDate): string {
  return `${namesOf(day).month} ${day.day}, ${day.year}`;
}

/** 'November 2025': a month of a year, as a message about its days names it. */
export function monthText(day: CalendarDate): string {
  return `${namesOf(day).month} ${day.year}`;
}

/**
 * One day or several: 'May 22, 2025', 'October 14-18, 2024', 'October 30 - November 2, 2024',
 * 'December 30, 2024 - January 2, 2025'. A last day on or before the first gives the first alone.
 */
export function dayRangeText(first: CalendarDate, last: CalendarDate): string {
  if (compareCalendarDates(first, last) >= 0) return dayText(first);
  if (first.year !== last.year) return `${dayText(first)} - ${dayText(last)}`;
  const firstMonth = namesOf(first).month;
  if (first.month === last.month) return `${firstMonth} ${first.day}-${last.day}, ${first.year}`;
  return `${firstMonth} ${first.day} - ${namesOf(last).month} ${last.day}, ${first.year}`;
}

/** 'Sunday 20 December 2026': a day in words, with its weekday, as /admin says it back. */
export function dayInWords(day: CalendarDate): string {
  const { weekday, month } = namesOf(day);
  return `${weekday} ${day.day} ${month} ${day.year}`;
}

/** '13-11-2025': how /admin's date fields show a day in their box, day first as typed. */
export function typedDayText({ year, month, day }: CalendarDate): string {
  return `${pad(day)}-${pad(month)}-${pad(year, 4)}`;
}

const dayNumber = (day: CalendarDate) => Math.round(noonOf(day).getTime() / 86_400_000);

/** Whole months from `from` to `to` (negative when `to` is earlier), as a calendar counts them. */
function wholeMonths(from: CalendarDate, to: CalendarDate): number {
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  if (months > 0 && to.day < from.day) return months - 1;
  if (months < 0 && to.day > from.day) return months + 1;
  return months;
}

/**
 * How far `day` is from `today`, in Intl's words: 'today', 'tomorrow', 'in 3 days',
 * 'in 3 weeks', 'in 5 months', '120 years ago'. Days within a week, weeks (rounded) within a
 * month, then whole months, then whole years.
 */
export function relativeDayText(day: CalendarDate, today: CalendarDate): string {
  dayDistanceFormat ??= new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  distanceFormat ??= new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  const days = dayNumber(day) - dayNumber(today);
  if (Math.abs(days) < 7) return dayDistanceFormat.format(days, "day");
  const months = wholeMonths(today, day);
  if (months === 0) return distanceFormat.format(Math.round(days / 7), "week");
  if (Math.abs(months) < 12) return distanceFormat.format(months, "month");
  return distanceFormat.format(Math.trunc(months / 12), "year");
}

/** What /admin says back beside a date field: 'Sunday 20 December 2026 · in 3 weeks'. */
export function dayShownBack(day: CalendarDate, today: CalendarDate): string {
  return `${dayInWords(day)} · ${relativeDayText(day, today)}`;
}

/** '09:30': a time on the 24-hour clock, as the files and the site write it. */
export function clockText({ hour, minute }: ClockTime): string {
  return `${pad(hour)}:${pad(minute)}`;
}

/** What /admin says back beside a time field: '22:30 · 10:30 PM', the 12-hour reading for whoever thinks in it. */
export function clockShownBack(time: ClockTime): string {
  clockFormat ??= new Intl.DateTimeFormat(locale, {
    timeZone: siteTimeZone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
  // A winter day, when Amsterdam is an hour ahead of UTC.
  const parts = clockFormat.formatToParts(new Date(Date.UTC(2001, 0, 10, time.hour - 1, time.minute)));
  return `${clockText(time)} · ${part(parts, "hour")}:${pad(time.minute)} ${part(parts, "dayPeriod")}`;
}

/** 'All day': the time of an event without one. */
export const allDayText = "All day";

/** '18:00 - 20:00', or the start alone. */
export function clockRangeText(start: ClockTime, end?: ClockTime | null): string {
  return end ? `${clockText(start)} - ${clockText(end)}` : clockText(start);
}

/** An event's first and last day, or null when its start date cannot be read (a bad end date means one day). */
function eventDays(timing: Partial<EventTiming>): { first: CalendarDate; last: CalendarDate } | null {
  const first = readIsoDay(timing.startDate);
  if (!first) return null;
  const last = readIsoDay(timing.endDate);
  return { first, last: last && compareCalendarDates(first, last) <= 0 ? last : first };
}

/** The date of an event's card, page and search result: 'May 22, 2025', 'October 14-18, 2024'…; an unreadable date as written. */
export function eventDateText(timing: Partial<EventTiming>): string {
  const days = eventDays(timing);
  return days ? dayRangeText(days.first, days.last) : (timing.startDate ?? "");
}

/** The time of an event's card: '18:00 - 20:00', '17:30' or 'All day'. */
export function eventTimeText(timing: Partial<EventTiming>): string {
  const start = timing.allDay ? null : parseClockTime(timing.startTime);
  if (!start) return timing.allDay || !timing.startTime ? allDayText : timing.startTime;
  return clockRangeText(start, parseClockTime(timing.endTime));
}

/**
 * When an event is, for a link preview: its card's date and time, a single day led by its
 * weekday ('Thursday, December 10, 2026 · 20:00 - 02:00', 'October 14-18, 2024 · All day').
 */
export function eventWhen(timing: Partial<EventTiming>): string {
  const days = eventDays(timing);
  const weekday = days && compareCalendarDates(days.first, days.last) === 0 ? `${namesOf(days.first).weekday}, ` : "";
  return `${weekday}${eventDateText(timing)} · ${eventTimeText(timing)}`;
}

/** The line under an event's title in its link preview and social card: '… · 20:00 - 02:00 · Polak Building'. */
export function eventShareLine(timing: Partial<EventTiming>, location: string): string {
  return `${eventWhen(timing)} · ${location}`;
}
