/**
 * Loads the accessibility statement (content/accessibility.yaml) for its page. The number
 * of pages it says the tests check is the length of pagePaths(), the list the build
 * prerenders and writes into sitemap.xml: the route sweep (tests/e2e/route-sweep.spec.ts)
 * visits exactly the pages of that sitemap (tests/e2e/routes.ts), so the statement's number
 * and the sweep's cannot drift apart. The review day is written by the site's one writer of
 * dates (date-text.ts), at build time.
 */
import { dayText } from "~/lib/date-text";
import { readIsoDay } from "~/lib/event-fields";
import { checked } from "./collections.server";
import { readSingle } from "./load.server";
import type { AccessibilityStatement } from "./page-data";
import { pagePaths } from "./prerender-paths.server";
import { pageCountMark } from "./schemas/accessibility";

export function loadAccessibilityStatement(): AccessibilityStatement {
  const { lastReviewed, checks, ...statement } = readSingle(checked("accessibility"));
  const reviewed = readIsoDay(lastReviewed);
  // The schema has refused any other spelling of the day.
  if (!reviewed) throw new Error(`accessibility.yaml: lastReviewed ${lastReviewed} is no day`);
  return {
    ...statement,
    checks: { ...checks, intro: checks.intro.replaceAll(pageCountMark, String(pagePaths().length)) },
    lastReviewed: { iso: lastReviewed, text: dayText(reviewed) },
  };
}
