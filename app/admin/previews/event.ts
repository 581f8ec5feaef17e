/**
 * An event entry of the editor as its card on /events: the date and time text, whether it
 * is upcoming and the calendar link are derived from the structured fields exactly as
 * events.server.ts derives them at build time, through the same functions.
 */
import type { EventItem } from "~/content/page-data";
import { googleCalendarUrlFor } from "~/lib/calendar/google-calendar";
import {
  type EventTiming,
  eventDateText,
  eventSchedule,
  eventTimeText,
  eventYear,
  isUpcoming,
  scheduleInstants,
} from "~/lib/event-dates";
import { type AssetResolver, type EntryFields, flag, optionalText, text } from "./entry";
import { resolvePreviewImage } from "./image";
import { renderPreviewMarkdown } from "./markdown";

/** The id of an event not saved yet (Decap names the file when it is saved). */
export const unsavedEventId = "new-event";

/** The date and time fields as the content file holds them: switches that are off and blank fields are left out. */
export function eventTimingFromEntry(fields: EntryFields): EventTiming {
  const timing: EventTiming = { startDate: text(fields, "startDate") };
  const endDate = optionalText(fields, "endDate");
  const startTime = optionalText(fields, "startTime");
  const endTime = optionalText(fields, "endTime");
  if (endDate) timing.endDate = endDate;
  if (flag(fields, "allDay")) timing.allDay = true;
  if (startTime) timing.startTime = startTime;
  if (endTime) timing.endTime = endTime;
  if (flag(fields, "endsNextDay")) timing.endsNextDay = true;
  return timing;
}

/** The event's card; `now` decides whether it is upcoming, as the build's clock does. */
export function eventFromEntry(fields: EntryFields, slug: string, resolveAsset: AssetResolver, now: Date): EventItem {
  const id = slug || unsavedEventId;
  const title = text(fields, "title");
  const location = text(fields, "location");
  const timing = eventTimingFromEntry(fields);
  // The form may be half filled: the schedule then falls back quietly (the content check reports the fields).
  const quiet = { now, warn: () => {} };
  const schedule = eventSchedule(timing, quiet);
  const upcoming = isUpcoming(schedule, now);
  const body = text(fields, "body");
  return {
    id,
    title,
    dateText: eventDateText(timing),
    timeText: eventTimeText(timing),
    startDate: timing.startDate,
    year: eventYear(timing),
    location,
    image: resolvePreviewImage(text(fields, "image"), resolveAsset),
    imageAlt: text(fields, "imageAlt"),
    upcoming,
    endsAt: scheduleInstants(schedule).end.getTime(),
    hidePastEventTag: flag(fields, "hidePastEventTag"),
    registrationUrl: upcoming ? (optionalText(fields, "registrationUrl") ?? null) : null,
    descriptionHtml: body.trim() ? renderPreviewMarkdown(body) : null,
    googleCalendarUrl: googleCalendarUrlFor({ title, location, ...timing }, quiet),
    calendarFile: `/events/${id}/calendar.ics`,
  };
}
