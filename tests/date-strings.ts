/**
 * The one table of how dates and times read, as literal text: every test that expects a
 * date or a time written by app/lib/date-text.ts takes it from here, and
 * app/lib/date-text.test.ts (Node) and tests/e2e/date-text.spec.ts (Chromium) hold the
 * module to every line of it. Changing how a date reads is a change of date-text.ts and
 * of this table, and of no other test.
 *
 * Keys are the values as the content files hold them: a day '2025-05-22', several days
 * '2024-10-14/2024-10-18', a time '17:30', a start and an end '18:00-20:00', an end after
 * midnight '22:00-02:00+1', or 'all day'.
 */
import type { EventTiming } from "../app/lib/event-fields";

/** A day, as cards, pages, the health report and an article's file write it. */
export const days = {
  "2024-11-05": "November 5, 2024",
  "2025-02-10": "February 10, 2025",
  "2025-03-15": "March 15, 2025",
  "2025-04-26": "April 26, 2025",
  "2025-03-20": "March 20, 2025",
  "2025-06-20": "June 20, 2025",
  "2025-09-01": "September 1, 2025",
  "2025-09-06": "September 6, 2025",
  "2025-10-04": "October 4, 2025",
  "2025-10-18": "October 18, 2025",
  "2025-11-01": "November 1, 2025",
  "2026-01-15": "January 15, 2026",
  "2026-03-16": "March 16, 2026",
  "2026-05-28": "May 28, 2026",
  "2026-11-27": "November 27, 2026",
  "2026-11-28": "November 28, 2026",
  "2026-12-27": "December 27, 2026",
  "2030-03-03": "March 3, 2030",
  "2030-04-02": "April 2, 2030",
  "2030-05-15": "May 15, 2030",
  "2031-03-02": "March 2, 2031",
} as const;

/** A month of a year (the day of the key is any of the month's), as a message about its days names it. */
export const months = {
  "2025-02-01": "February 2025",
  "2025-11-01": "November 2025",
} as const;

/** An event's date on its card, its page, Home, search and the health report. */
export const eventDates = {
  "2024-09-06": "September 6, 2024",
  "2024-10-14/2024-10-18": "October 14-18, 2024",
  "2024-10-30/2024-11-02": "October 30 - November 2, 2024",
  "2024-10-31": "October 31, 2024",
  "2024-11-21": "November 21, 2024",
  "2024-12-12": "December 12, 2024",
  "2024-12-30/2025-01-02": "December 30, 2024 - January 2, 2025",
  "2025-03-30": "March 30, 2025",
  "2025-04-24": "April 24, 2025",
  "2025-05-22": "May 22, 2025",
  "2025-06-19": "June 19, 2025",
  "2025-09-04": "September 4, 2025",
  "2025-09-15/2025-09-19": "September 15-19, 2025",
  "2025-10-08": "October 8, 2025",
  "2025-10-31": "October 31, 2025",
  "2025-11-13": "November 13, 2025",
  "2025-12-31": "December 31, 2025",
  "2026-11-27": "November 27, 2026",
  "2026-12-27": "December 27, 2026",
  "2030-09-16/2030-09-20": "September 16-20, 2030",
  "2099-03-12": "March 12, 2099",
  "2099-04-02/2099-04-04": "April 2-4, 2099",
  "2099-06-20": "June 20, 2099",
  "2099-09-01": "September 1, 2099",
} as const;

/** An event's time on its card and page. */
export const eventTimes = {
  "all day": "All day",
  "10:00-16:00": "10:00 - 16:00",
  "10:00-18:00": "10:00 - 18:00",
  "12:00-13:30": "12:00 - 13:30",
  "14:00-17:00": "14:00 - 17:00",
  "17:00": "17:00",
  "17:00-22:00": "17:00 - 22:00",
  "17:30": "17:30",
  "18:00-20:00": "18:00 - 20:00",
  "18:00-21:00": "18:00 - 21:00",
  "18:30-21:00": "18:30 - 21:00",
  "19:00-22:00": "19:00 - 22:00",
  "20:00": "20:00",
  "21:00-02:00+1": "21:00 - 02:00",
  "22:00-02:00+1": "22:00 - 02:00",
} as const;

/** When an event is, in its link preview (og:description, the social card): its days, then its times. */
export const eventWhens = {
  "2024-10-14/2024-10-18 all day": "October 14-18, 2024 · All day",
  "2024-10-31 20:00": "Thursday, October 31, 2024 · 20:00",
  "2099-03-12 10:00-16:00": "Thursday, March 12, 2099 · 10:00 - 16:00",
  "2099-04-02/2099-04-04 all day": "April 2-4, 2099 · All day",
  "2024-12-30/2025-01-02 10:00-16:00": "December 30, 2024 - January 2, 2025 · 10:00 - 16:00",
  "2025-02-02 all day": "Sunday, February 2, 2025 · All day",
  "2025-09-04 18:00-21:00": "Thursday, September 4, 2025 · 18:00 - 21:00",
  "2025-12-31 22:00-02:00+1": "Wednesday, December 31, 2025 · 22:00 - 02:00",
  "2026-12-10 20:00-02:00+1": "Thursday, December 10, 2026 · 20:00 - 02:00",
  "2099-06-20 21:00-02:00+1": "Saturday, June 20, 2099 · 21:00 - 02:00",
} as const;

/** A day in words, as /admin says it back and as a refused date is named. */
export const daysInWords = {
  "1905-12-11": "Monday 11 December 1905",
  "1999-12-31": "Friday 31 December 1999",
  "2025-11-13": "Thursday 13 November 2025",
  "2026-04-26": "Sunday 26 April 2026",
  "2026-12-20": "Sunday 20 December 2026",
  "2028-02-29": "Tuesday 29 February 2028",
} as const;

/** How far a day is from today ('<day> from <today>'), as /admin says it back. */
export const relativeDays = {
  "2026-11-29 from 2026-11-29": "today",
  "2026-11-30 from 2026-11-29": "tomorrow",
  "2026-11-28 from 2026-11-29": "yesterday",
  "2026-12-02 from 2026-11-29": "in 3 days",
  "2026-12-06 from 2026-11-29": "in 1 week",
  "2026-12-20 from 2026-11-29": "in 3 weeks",
  "2026-11-09 from 2026-11-29": "3 weeks ago",
  "2027-04-30 from 2026-11-29": "in 5 months",
  "2027-11-28 from 2026-11-29": "in 11 months",
  "2027-11-29 from 2026-11-29": "in 1 year",
  "1905-12-11 from 2026-11-29": "120 years ago",
} as const;

/** The whole line beside a date field in /admin ('<day> from <today>'). */
export const daysShownBack = {
  "2026-12-20 from 2026-11-29": "Sunday 20 December 2026 · in 3 weeks",
  "1905-12-11 from 2026-11-29": "Monday 11 December 1905 · 120 years ago",
} as const;

/** A day in a date field's box in /admin, day first as the editor types it. */
export const typedDays = {
  "2025-11-13": "13-11-2025",
  "2031-03-02": "02-03-2031",
} as const;

/** The line beside a time field in /admin: the 24-hour time, and its 12-hour reading. */
export const clocksShownBack = {
  "00:00": "00:00 · 12:00 AM",
  "09:30": "09:30 · 9:30 AM",
  "12:00": "12:00 · 12:00 PM",
  "22:30": "22:30 · 10:30 PM",
} as const;

/** The date and time fields of a key such as '2024-10-14/2024-10-18 all day' or '2025-12-31 22:00-02:00+1'. */
export function timingOf(key: string): EventTiming {
  const [dates = "", times = ""] = key.split(" ");
  const [startDate = "", endDate] = dates.split("/");
  const timing: EventTiming = { startDate, ...(endDate ? { endDate } : {}) };
  if (times === "" || times === "all") return { ...timing, allDay: true };
  const [startTime, end] = times.split("-");
  return {
    ...timing,
    startTime,
    ...(end ? { endTime: end.replace("+1", "") } : {}),
    ...(end?.endsWith("+1") ? { endsNextDay: true } : {}),
  };
}
