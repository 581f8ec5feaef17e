/**
 * `npm run check:health`: what on the site has gone stale or broken, for the board, from
 * content/ (or CONTENT_DIR) and today's date in Amsterdam. Exit 0: nothing broken or out
 * of date (notes for information aside); 1: something is; 2: the check itself failed.
 * Its answer depends on the date and the network, so it never gates `npm test`, the build
 * or a required check: the weekly workflow keeps the "Site health" issue with it, and
 * each pull request's checks show its summary.
 *
 *   --today YYYY-MM-DD  check as at the start of that day (00:00 in Amsterdam)
 *   --json              the report for machines (the weekly workflow reads it)
 *   --markdown          the report as Markdown (a pull request's check summary)
 *   --no-links          leave the outbound links out (no network needed)
 */
import { parseArgs } from "node:util";
import { contentRoot, displayPath } from "../app/content/content-files";
import { contentFindings, healthSettings, outboundLinks } from "../app/content/site-health.server";
import { parseIsoDate } from "../app/lib/dates";
import { amsterdamDay, amsterdamInstant } from "../app/lib/event-dates";
import { linkFindings } from "../app/lib/site-health-links";
import { healthReport, reportText, summaryMarkdown } from "../app/lib/site-health-report";
import { checkLinks } from "./site-health/check-links";

/** Exit code when the check could not run (bad arguments, content it cannot read). */
const checkFailed = 2;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      today: { type: "string" },
      json: { type: "boolean", default: false },
      markdown: { type: "boolean", default: false },
      "no-links": { type: "boolean", default: false },
    },
  });
  let now = new Date();
  if (values.today !== undefined) {
    if (!parseIsoDate(values.today)) {
      console.error(`--today ${values.today}: not a day → write it as YYYY-MM-DD, e.g. --today 2026-09-01`);
      return checkFailed;
    }
    now = amsterdamInstant(values.today);
  }

  const findings = contentFindings(now);
  const settings = healthSettings();
  if (!values["no-links"]) {
    const { links, samples } = outboundLinks(settings.siteUrl);
    const results = await checkLinks([...links.keys()]);
    findings.push(...linkFindings(results, (url) => links.get(url) ?? [], { samples }));
  }
  const report = healthReport(amsterdamDay(now), findings, settings.owners);

  if (values.json) console.log(JSON.stringify(report, null, 2));
  else if (values.markdown) console.log(summaryMarkdown(report));
  else process.stdout.write(reportText(report, `${displayPath(contentRoot)}/`));
  return report.exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A content mistake (ContentError) already lists every problem with file and line.
    console.error(`The health check itself failed:\n${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = checkFailed;
  },
);
