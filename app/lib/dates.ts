/**
 * The reader of dates: calendar days, ISO dates ('2025-11-01') and the human date text of
 * content files ('November 1, 2025', and an event's 'October 14-18, 2024' when an editor
 * writes one where an ISO date belongs, to suggest the ISO spelling). Dates are calendar
 * days in Amsterdam, whatever the machine's or visitor's time zone: reading never touches
 * the clock or the local zone, so build output and the browser always agree. Every date a
 * person reads is written by date-text.ts; this module only reads, without Intl or any
 * dependency (instants in a time zone live in zoned-dates.ts).
 */
/** Every date and time on the site, events included, is Amsterdam wall-clock time, whatever the visitor's zone. */
export const siteTimeZone = "Europe/Amsterdam";

/** A calendar day; month is 1 (January) to 12 (December). */
export type CalendarDate = { year: number; month: number; day: number };

/** First and last day of an event that may span several days (equal for one day). */
export type CalendarDateRange = { start: CalendarDate; end: CalendarDate };

/** The months' names as content files write them ("November 1, 2025"), for reading them. */
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

/** 'November' or 'november' → 11; anything else (abbreviations too) → null. */
function fullMonthNumber(name: string): number | null {
  const index = monthNames.findIndex((month) => month.toLowerCase() === name.toLowerCase());
  return index === -1 ? null : index + 1;
}

/** Also 'Oct', 'Oct.' or 'Sept': any start of a month name of three characters or more. */
function abbreviatedMonthNumber(name: string): number | null {
  if (name.length < 3) return null;
  const stem = name.toLowerCase().replace(/\.$/, "");
  const index = monthNames.findIndex((month) => month.toLowerCase().startsWith(stem));
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

export type HumanDateOptions = {
  /**
   * Also read what editors type into event dates: abbreviated months ('Oct', 'Sept.'),
   * no comma before the year ('May 22 2025'), an em dash in ranges and a line break
   * anywhere spaces may stand. Off by default: blog dates must be written in full.
   */
  lenient?: boolean;
};

type Grammar = {
  monthNumber: (name: string) => number | null;
  single: RegExp;
  sameMonth: RegExp;
  crossMonth: RegExp;
  fullRange: RegExp;
};

function grammar(parts: {
  month: string;
  beforeYear: string;
  dash: string;
  monthNumber: Grammar["monthNumber"];
  /** Regex flags of fullRange; "s" lets either side of the dash hold a line break. */
  rangeFlags: string;
}): Grammar {
  const { month, beforeYear, dash } = parts;
  const day = String.raw`(\d{1,2})`;
  const year = String.raw`(\d{4})`;
  return {
    monthNumber: parts.monthNumber,
    single: new RegExp(String.raw`^(${month})\s+${day}${beforeYear}${year}$`),
    sameMonth: new RegExp(String.raw`^(${month})\s+${day}${dash}${day}${beforeYear}${year}$`),
    crossMonth: new RegExp(String.raw`^(${month})\s+${day}${dash}(${month})\s+${day}${beforeYear}${year}$`),
    fullRange: new RegExp(String.raw`^(.+?\d{4})${dash}(.+?\d{4})$`, parts.rangeFlags),
  };
}

// Pure: a page that imports this module for another function leaves the grammars out.
const strictGrammar = /* @__PURE__ */ grammar({
  month: "[A-Za-z]+",
  beforeYear: String.raw`,\s*`,
  dash: String.raw`\s*[-–]\s*`,
  monthNumber: fullMonthNumber,
  rangeFlags: "",
});
const lenientGrammar = /* @__PURE__ */ grammar({
  month: "[A-Za-z.]+",
  beforeYear: String.raw`,?\s+`,
  dash: String.raw`\s*[-–—]\s*`,
  monthNumber: abbreviatedMonthNumber,
  rangeFlags: "s",
});

function grammarFor({ lenient = false }: HumanDateOptions): Grammar {
  return lenient ? lenientGrammar : strictGrammar;
}

function readDay({ monthNumber }: Grammar, monthName = "", day = "", year = ""): CalendarDate | null {
  const month = monthNumber(monthName);
  return month === null ? null : calendarDate(Number(year), month, Number(day));
}

/**
 * Reads 'November 1, 2025' (month name, day, comma, year). Anything else gives null;
 * `{ lenient: true }` widens that as HumanDateOptions says.
 */
export function parseHumanDate(text: string, options: HumanDateOptions = {}): CalendarDate | null {
  const rules = grammarFor(options);
  const match = rules.single.exec(text.trim());
  return match ? readDay(rules, match[1], match[2], match[3]) : null;
}

/**
 * Reads a single day or a range: 'May 22, 2025', 'October 14-18, 2024',
 * 'October 30 - November 2, 2024', 'December 30, 2024 - January 2, 2025'.
 * Returns null for anything unreadable or a range that ends before it starts.
 */
export function parseHumanDateRange(text: string, options: HumanDateOptions = {}): CalendarDateRange | null {
  const rules = grammarFor(options);
  const trimmed = text.trim();
  const single = parseHumanDate(trimmed, options);
  if (single) return { start: single, end: single };

  let start: CalendarDate | null = null;
  let end: CalendarDate | null = null;
  const sameMonth = rules.sameMonth.exec(trimmed);
  const crossMonth = rules.crossMonth.exec(trimmed);
  const full = rules.fullRange.exec(trimmed);
  if (sameMonth) {
    const [, month, firstDay, lastDay, year] = sameMonth;
    start = readDay(rules, month, firstDay, year);
    end = readDay(rules, month, lastDay, year);
  } else if (crossMonth) {
    const [, firstMonth, firstDay, lastMonth, lastDay, year] = crossMonth;
    start = readDay(rules, firstMonth, firstDay, year);
    end = readDay(rules, lastMonth, lastDay, year);
  } else if (full) {
    start = parseHumanDate(full[1] ?? "", options);
    end = parseHumanDate(full[2] ?? "", options);
  }
  if (!start || !end || compareCalendarDates(start, end) > 0) return null;
  return { start, end };
}

/** Reads an ISO calendar date '2024-10-14'; null when malformed or not a real day. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A whole number with leading zeros: pad(7) is '07', pad(25, 4) is '0025'. */
export function pad(value: number, digits = 2): string {
  return String(value).padStart(digits, "0");
}

/** '2025-11-01': sortable as text, and the value of an HTML `datetime` attribute. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Negative when a is earlier than b, positive when later, 0 for the same day. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
