/**
 * The one reader of the human date text used in content ('November 1, 2025',
 * 'October 14-18, 2024'). Dates are calendar days in Amsterdam, whatever the
 * machine's or visitor's time zone: parsing never touches the clock or the local zone,
 * so build output and the browser always agree. No dependencies: this module is small
 * enough for the browser bundle (instants in a time zone live in zoned-dates.ts).
 */
export const siteTimeZone = "Europe/Amsterdam";

/** A calendar day; month is 1 (January) to 12 (December). */
export type CalendarDate = { year: number; month: number; day: number };

/** First and last day of an event that may span several days (equal for one day). */
export type CalendarDateRange = { start: CalendarDate; end: CalendarDate };

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function monthNumber(name: string): number | null {
  const index = monthNames.findIndex((month) => month.toLowerCase() === name.toLowerCase());
  return index === -1 ? null : index + 1;
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids any zone shift.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A CalendarDate when the parts name a real day (no February 30), else null. */
export function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const singleDate = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})$/;

/** Reads 'November 1, 2025' (month name, day, comma, year). Anything else gives null. */
export function parseHumanDate(text: string): CalendarDate | null {
  const match = singleDate.exec(text.trim());
  if (!match) return null;
  const month = monthNumber(match[1] ?? "");
  if (month === null) return null;
  return calendarDate(Number(match[3]), month, Number(match[2]));
}

const sameMonthRange = /^([A-Za-z]+)\s+(\d{1,2})\s*[-–]\s*(\d{1,2}),\s*(\d{4})$/;
const crossMonthRange = /^([A-Za-z]+)\s+(\d{1,2})\s*[-–]\s*([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})$/;
const fullRange = /^(.+?\d{4})\s*[-–]\s*(.+?\d{4})$/;

/**
 * Reads a single day or a range: 'May 22, 2025', 'October 14-18, 2024',
 * 'October 30 - November 2, 2024', 'December 30, 2024 - January 2, 2025'.
 * Returns null for anything unreadable or a range that ends before it starts.
 */
export function parseHumanDateRange(text: string): CalendarDateRange | null {
  const trimmed = text.trim();
  const single = parseHumanDate(trimmed);
  if (single) return { start: single, end: single };

  let range: CalendarDateRange | null = null;
  const sameMonth = sameMonthRange.exec(trimmed);
  const crossMonth = crossMonthRange.exec(trimmed);
  const full = fullRange.exec(trimmed);
  if (sameMonth) {
    const [, monthName = "", firstDay, lastDay, year] = sameMonth;
    const month = monthNumber(monthName);
    const start = month === null ? null : calendarDate(Number(year), month, Number(firstDay));
    const end = month === null ? null : calendarDate(Number(year), month, Number(lastDay));
    range = start && end ? { start, end } : null;
  } else if (crossMonth) {
    const [, firstMonth = "", firstDay, lastMonth = "", lastDay, year] = crossMonth;
    const start = parseHumanDate(`${firstMonth} ${firstDay}, ${year}`);
    const end = parseHumanDate(`${lastMonth} ${lastDay}, ${year}`);
    range = start && end ? { start, end } : null;
  } else if (full) {
    const start = parseHumanDate(full[1] ?? "");
    const end = parseHumanDate(full[2] ?? "");
    range = start && end ? { start, end } : null;
  }
  if (!range || compareCalendarDates(range.start, range.end) > 0) return null;
  return range;
}

/** Reads an ISO calendar date '2024-10-14'; null when malformed or not a real day. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** '2025-11-01': sortable as text, and the value of an HTML `datetime` attribute. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** 'November 1, 2025': the inverse of parseHumanDate, with no locale involved. */
export function formatHumanDate({ year, month, day }: CalendarDate): string {
  return `${monthNames[month - 1]} ${day}, ${year}`;
}

/** Negative when a is earlier than b, positive when later, 0 for the same day. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
