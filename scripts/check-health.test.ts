/**
 * `npm run check:health` as the weekly workflow and a board member run it, on copies of
 * the fixture content with a fixed `--today` and without the links (tests/helpers/check-health.ts):
 * the academic year's content, and a healthy site. The events' findings and a check that
 * cannot run: check-health.events.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import type { HealthReport } from "../app/lib/site-health-report";
import { addYear, checkHealth, contentWith } from "../tests/helpers/check-health";

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
