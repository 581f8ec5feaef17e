/** The health of the events: whether one is coming up (app/lib/site-health.ts, `eventFindings`). */
import { eventFindings, type Finding } from "~/lib/site-health";
import { adminPlace } from "../admin-menu";
import { checked } from "../collections.server";
import { eventTiming } from "../event-item";
import { displayPath, readCollection } from "../load.server";

export function eventHealth(now: Date): Finding[] {
  const events = readCollection(checked("events")).map(({ file, data }) => ({
    ...eventTiming(data),
    title: data.title,
    file: displayPath(file),
  }));
  return eventFindings(events, now, adminPlace("events"));
}
