/** /events.ics: every event in one subscribable calendar, written at build time. */
import { eventsFeedName } from "~/config/calendar";
import { site } from "~/config/site";
import { loadCalendarEvents } from "~/content/events.server";
import { buildCalendar, calendarResponse } from "~/lib/calendar/ics.server";

export function loader() {
  const text = buildCalendar(loadCalendarEvents(), { now: new Date(), producer: site.name, name: eventsFeedName });
  return calendarResponse(text, "sr-events.ics");
}
