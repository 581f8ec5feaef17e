/**
 * `npm run check:health` on the events (tests/helpers/check-health.ts): none coming up is
 * out of date, and an event the check cannot read stops the check itself (exit 2).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { days } from "../tests/date-strings";
import { checkHealth, contentWith, fixture } from "../tests/helpers/check-health";

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
