/**
 * When each published event of the content folder (CONTENT_DIR, else content/) ends, read
 * and checked as the build reads it: drafts are left out, as the build leaves them out.
 */
import { checked } from "~/content/collections.server";
import { eventTiming } from "~/content/event-item";
import { readCollection } from "~/content/load.server";
import { eventSchedule, scheduleInstants } from "~/lib/event-dates";
import type { EventEnd } from "./rebuild-reasons.ts";

export function eventEnds(): EventEnd[] {
  return readCollection(checked("events")).map(({ id, data }) => ({
    id,
    title: data.title,
    end: scheduleInstants(eventSchedule(eventTiming(data))).end,
  }));
}
