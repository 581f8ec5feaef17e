/**
 * Calendar days as instants in Amsterdam time. Kept apart from dates.ts because the
 * time-zone library is build-time weight only (the feed); browser code never needs it.
 */
import { TZDate } from "@date-fns/tz";
import { type CalendarDate, siteTimeZone } from "./dates";

/** The instant the day begins in Amsterdam (midnight local time), as a plain Date. */
export function startOfDayInAmsterdam({ year, month, day }: CalendarDate): Date {
  // TZDate reads the parts as Amsterdam wall-clock time; new Date(+x) drops the zone wrapper.
  return new Date(+new TZDate(year, month - 1, day, siteTimeZone));
}
