/**
 * When and where an event is, in one line for a link preview (og:description) and the
 * event's social card: 'Thu 10 Dec 2026, 20:00–02:00 · Polak Building'. Amsterdam wall
 * clock, as the card on /events; the weekday is read from the calendar day itself, so
 * the line is the same in every process zone.
 */
import type { CalendarDate } from "./dates";
import type { EventTiming } from "./event-fields";
import { readIsoDay } from "./event-fields";

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

function weekday({ year, month, day }: CalendarDate): string {
  return weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? "";
}

/** 'Thu 10 Dec 2026'. */
function shortDay(date: CalendarDate): string {
  return `${weekday(date)} ${date.day} ${months[date.month - 1]} ${date.year}`;
}

/** 'Mon 14 – Fri 18 Oct 2024', 'Thu 30 Oct – Sun 2 Nov 2024', 'Mon 30 Dec 2024 – Thu 2 Jan 2025'. */
function shortDayRange(first: CalendarDate, last: CalendarDate): string {
  if (first.year !== last.year) return `${shortDay(first)} – ${shortDay(last)}`;
  const firstDay = `${weekday(first)} ${first.day}`;
  if (first.month === last.month) return `${firstDay} – ${shortDay(last)}`;
  return `${firstDay} ${months[first.month - 1]} – ${shortDay(last)}`;
}

/** '20:00–02:00', '17:30' or null for an all-day event. */
function timeRange(timing: EventTiming): string | null {
  if (timing.allDay || !timing.startTime) return null;
  return timing.endTime ? `${timing.startTime}–${timing.endTime}` : timing.startTime;
}

/** The days and times: 'Thu 10 Dec 2026, 20:00–02:00', 'Mon 14 – Fri 18 Oct 2024' (all day). */
export function eventWhen(timing: EventTiming): string {
  const first = readIsoDay(timing.startDate);
  if (!first) return timing.startDate;
  const last = readIsoDay(timing.endDate) ?? first;
  const sameDay = last.year === first.year && last.month === first.month && last.day === first.day;
  const days = sameDay ? shortDay(first) : shortDayRange(first, last);
  const times = timeRange(timing);
  return times ? `${days}, ${times}` : days;
}

/** 'Thu 10 Dec 2026, 20:00–02:00 · Polak Building'. */
export function eventShareLine(timing: EventTiming, location: string): string {
  return `${eventWhen(timing)} · ${location}`;
}
