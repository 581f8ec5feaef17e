/**
 * Every line of the table of expected strings (date-strings.ts) beside what the date
 * writer (app/lib/date-text.ts) writes for its key. Run in Node by date-text.test.ts and
 * in Chromium by tests/e2e/date-text.spec.ts: it imports only plain modules, so a page
 * can load it as it is once the types are stripped.
 */
import type * as DateText from "../app/lib/date-text";
import { type CalendarDate, parseIsoDate } from "../app/lib/dates";
import {
  clocksShownBack,
  days,
  daysInWords,
  daysShownBack,
  eventDates,
  eventTimes,
  eventWhens,
  months,
  relativeDays,
  timingOf,
  typedDays,
} from "./date-strings";

function day(iso: string): CalendarDate {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new Error(`the table's key ${iso} is not a day`);
  return parsed;
}

function clock(text: string) {
  const [hour, minute] = text.split(":").map(Number);
  return { hour: hour ?? 0, minute: minute ?? 0 };
}

/** '<day> from <today>' → both days. */
function dayFrom(key: string): [CalendarDate, CalendarDate] {
  const [target = "", today = ""] = key.split(" from ");
  return [day(target), day(today)];
}

/** Each line as `<table> <key>`: the table's text, and the writer's for the same key. */
export function writtenByTheModule(writer: typeof DateText) {
  const tables: [string, Record<string, string>, (key: string) => string][] = [
    ["days", days, (key) => writer.dayText(day(key))],
    ["months", months, (key) => writer.monthText(day(key))],
    ["eventDates", eventDates, (key) => writer.eventDateText(timingOf(key))],
    ["eventTimes", eventTimes, (key) => writer.eventTimeText(timingOf(`2025-05-22 ${key}`))],
    ["eventWhens", eventWhens, (key) => writer.eventWhen(timingOf(key))],
    ["daysInWords", daysInWords, (key) => writer.dayInWords(day(key))],
    ["relativeDays", relativeDays, (key) => writer.relativeDayText(...dayFrom(key))],
    ["daysShownBack", daysShownBack, (key) => writer.dayShownBack(...dayFrom(key))],
    ["typedDays", typedDays, (key) => writer.typedDayText(day(key))],
    ["clocksShownBack", clocksShownBack, (key) => writer.clockShownBack(clock(key))],
  ];
  const expected: Record<string, string> = {};
  const written: Record<string, string> = {};
  for (const [name, table, write] of tables) {
    for (const [key, text] of Object.entries(table)) {
      expected[`${name} ${key}`] = text;
      written[`${name} ${key}`] = write(key);
    }
  }
  return { expected, written };
}
