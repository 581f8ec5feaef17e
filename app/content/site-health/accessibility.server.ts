/** The health of the accessibility statement: how long ago the board last reviewed it. */
import path from "node:path";
import type { CalendarDate } from "~/lib/dates";
import { type Finding, statementReviewFindings } from "~/lib/site-health";
import { adminPlace } from "../admin-menu";
import { checked } from "../collections.server";
import { contentRoot, displayPath, readSingle } from "../load.server";

export function statementHealth(today: CalendarDate): Finding[] {
  const collection = checked("accessibility");
  const { lastReviewed } = readSingle(collection);
  const file = displayPath(path.join(contentRoot, collection.files.text));
  return statementReviewFindings({ file, lastReviewed }, today, adminPlace("accessibility"));
}
