/** The health of 'You said, we did': items stuck, or done without saying what was done. */
import type { CalendarDate } from "~/lib/dates";
import { type Finding, saidFindings } from "~/lib/site-health";
import { adminPlace } from "../admin-menu";
import { checked } from "../collections.server";
import { displayPath, readCollection } from "../load.server";

export function saidItemHealth(today: CalendarDate, limitMonths: number): Finding[] {
  const items = readCollection(checked("you-said-we-did")).map(({ file, data, body }) => ({
    title: data.title,
    file: displayPath(file),
    status: data.status,
    raisedOn: data.raisedOn,
    hasOutcome: body.trim() !== "",
  }));
  return saidFindings(items, today, limitMonths, adminPlace("you-said-we-did"));
}
