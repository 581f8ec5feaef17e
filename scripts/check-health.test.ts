/**
 * `npm run check:health` as the weekly workflow and a board member run it, on copies of
 * the fixture content with a fixed `--today` and without the links (`--no-links`: no
 * test reaches the internet; the link check has its own tests with local servers).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import type { HealthReport } from "../app/lib/site-health-report";
import { days } from "../tests/date-strings";

const fixture = "tests/fixtures/content/site";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-health-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A copy of the fixture content in a folder named 'content', changed by `edit`. */
function contentWith(name: string, edit: (root: string) => void = () => {}): string {
  const root = path.join(work, name, "content");
  fs.cpSync(fixture, root, { recursive: true });
  edit(root);
  return root;
}

function checkHealth(contentDir: string, ...args: string[]) {
  const tsx = path.resolve("node_modules/.bin/tsx");
  return spawnSync(tsx, ["scripts/check-health.ts", "--no-links", ...args], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: contentDir },
  });
}

/** The new academic year's board and representatives, copied from the year before. */
function addYear(root: string, year: string, before: string) {
  for (const folder of ["board", "representatives"]) {
    const text = fs.readFileSync(path.join(root, folder, `${before}.yaml`), "utf8");
    fs.writeFileSync(
      path.join(root, folder, `${year}.yaml`),
      text.replace(`academicYear: ${before}`, `academicYear: ${year}`),
    );
  }
}

test("the board and representatives of the new academic year are missing from 1 September, and the report says where", () => {
  const root = contentWith("new-year");
  const before = checkHealth(root, "--json", "--today", "2026-08-31");
  const after = checkHealth(root, "--json", "--today", "2026-09-01");
  const kinds = (stdout: string) => (JSON.parse(stdout) as HealthReport).findings.map((finding) => finding.kind);
  expect(kinds(before.stdout)).not.toContain("board-year-missing");
  expect(kinds(after.stdout)).toEqual(expect.arrayContaining(["board-year-missing", "representatives-year-missing"]));
  const report = JSON.parse(after.stdout) as HealthReport;
  expect(report.today).toBe("2026-09-01");
  expect(report.exitCode).toBe(1);
  expect(after.status).toBe(1);
  const board = report.findings.find((finding) => finding.kind === "board-year-missing");
  expect(board?.where[0]).toMatch(/content\/board\/2026-2027\.yaml$/);
}, 30_000);

test("with this year's board, no stuck item and an event ahead, only notes remain and the check passes", () => {
  const root = contentWith("healthy", (root) => {
    addYear(root, "2026-2027", "2025-2026");
    // The settings' own limit: the fixture's open items were raised about a year ago.
    const settings = path.join(root, "site.yaml");
    const text = fs.readFileSync(settings, "utf8");
    fs.writeFileSync(settings, text.replace(/^ {2}youSaidWeDidMonths: \d+$/m, "  youSaidWeDidMonths: 18"));
  });
  const run = checkHealth(root, "--json", "--today", "2026-11-28");
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  const report = JSON.parse(run.stdout) as HealthReport;
  expect(report).toMatchObject({ status: "ok", exitCode: 0, counts: { broken: 0, stale: 0 } });
  expect(report.counts.info).toBeGreaterThan(0);
  expect(report.owners).toEqual(["sr-rsm-secretary"]);
}, 30_000);

test("no upcoming event is out of date, naming the last one", () => {
  const root = contentWith("no-events", (root) => {
    for (const file of fs.readdirSync(path.join(root, "events"))) {
      if (file.includes("2099")) fs.rmSync(path.join(root, "events", file));
    }
  });
  const run = checkHealth(root, "--markdown", "--today", "2026-11-28");
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(new RegExp(`^\\*\\*Site health on ${days["2026-11-28"]}: \\d+ things need attention`));
  expect(run.stdout).toContain('No upcoming event: the events page says "No upcoming events right now"');
  // Its date as the site writes dates (date-text.ts), before its file.
  expect(run.stdout).toMatch(/The last one was "[^"]+" on [^(]*\b20\d\d \(content\/events\//);
}, 30_000);

test("exit 2, with the reason, when the check itself cannot run", () => {
  const badDay = checkHealth(fixture, "--today", "28-11-2026");
  expect(badDay.status).toBe(2);
  expect(badDay.stderr).toContain("--today 28-11-2026: not a day → write it as YYYY-MM-DD");
  const root = contentWith("bad-content", (root) => {
    const file = path.join(root, "events", "careers-fair-2099.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^startDate: .*$/m, "startDate: someday"));
  });
  const badContent = checkHealth(root, "--today", "2026-11-28");
  expect(badContent.status).toBe(2);
  expect(badContent.stderr).toContain("The health check itself failed");
  expect(badContent.stderr).toMatch(/careers-fair-2099\.md:\d+ {2}startDate/);
}, 30_000);
