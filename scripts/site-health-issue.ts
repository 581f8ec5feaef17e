/**
 * `tsx scripts/site-health-issue.ts <report.json>`: the weekly workflow's second step. Reads
 * the report `npm run check:health -- --json` wrote and keeps the "Site health" issue in
 * step with it (scripts/site-health/health-issue.ts), through `gh` and the workflow's token.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { type HealthReport, summaryMarkdown } from "../app/lib/site-health-report";
import { guideSection, updateHealthIssue } from "./site-health/health-issue";

const [file] = parseArgs({ allowPositionals: true }).positionals;
if (!file) throw new Error("Usage: tsx scripts/site-health-issue.ts <report.json from npm run check:health -- --json>");
const report = JSON.parse(fs.readFileSync(file, "utf8")) as HealthReport;
if (!Array.isArray(report.findings) || (report.status !== "ok" && report.status !== "attention")) {
  throw new Error(`${file} is not a health report (npm run check:health -- --json)`);
}

// The guide on GitHub, on the branch the workflow runs on (GitHub's own variables in a workflow).
const {
  GITHUB_SERVER_URL: server = "https://github.com",
  GITHUB_REPOSITORY: repository,
  GITHUB_REF_NAME: branch,
} = process.env;
const guideUrl = repository
  ? `${server}/${repository}/blob/${branch ?? "main"}/EDITORS-GUIDE.md#${guideSection}`
  : undefined;
updateHealthIssue(report, guideUrl ? { guideUrl } : {});

// The run's page on GitHub shows the same report.
if (process.env.GITHUB_STEP_SUMMARY) {
  fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${summaryMarkdown(report)}\n`);
}
