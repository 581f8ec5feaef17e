/** /events/:id/calendar.ics: one event's calendar file, downloaded by 'Add to Calendar' on Apple devices. */
import { site } from "~/config/site";
import { loadCalendarEvent } from "~/content/events.server";
import { buildCalendar, calendarResponse } from "~/lib/calendar/ics.server";
import type { Route } from "./+types/event-calendar-file";

export function loader({ params }: Route.LoaderArgs) {
  const event = loadCalendarEvent(params.id);
  if (!event) throw new Response("No such event", { status: 404 });
  return calendarResponse(buildCalendar([event], { now: new Date(), producer: site.name }), `${event.id}.ics`);
}
