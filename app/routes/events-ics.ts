/** /events.ics: every event in one subscribable calendar, written at build time. */
import { loadCalendarEvents } from "~/content/events.server";
import { buildEventsFeed, calendarResponse } from "~/lib/calendar/ics.server";

export function loader() {
  return calendarResponse(buildEventsFeed(loadCalendarEvents(), { now: new Date() }), "sr-events.ics");
}
