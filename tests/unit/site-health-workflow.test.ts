/**
 * The weekly "Site health" workflow and the pull request's health summary, read back from
 * their YAML: the schedule is Monday morning in Amsterdam in winter and in summer, the
 * token may touch issues and read the code and nothing else, and only the check's own
 * failure (exit status 2) fails the run: its steps are run with a stand-in `npm`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TZDate } from "@date-fns/tz";
import { afterAll, describe, expect, test } from "vitest";
import { parse } from "yaml";

type Step = { id?: string; name?: string; if?: string; run?: string; uses?: string; env?: Record<string, string> };
type Job = {
  "runs-on"?: string;
  container?: unknown;
  permissions?: unknown;
  "continue-on-error"?: boolean;
  name?: string;
  steps: Step[];
};
type Workflow = {
  on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown };
  permissions?: Record<string, string>;
  concurrency?: { group?: string; "cancel-in-progress"?: boolean };
  jobs: Record<string, Job>;
};

const read = (file: string) => parse(fs.readFileSync(path.join(".github/workflows", file), "utf8")) as Workflow;
const health = read("site-health.yml");
const [job, ...otherJobs] = Object.values(health.jobs);

const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-health-workflow-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("the schedule", () => {
  const crons = health.on.schedule?.map((entry) => entry.cron) ?? [];

  /** Each run of a 'minute hour * * 1' schedule in a week from `monday` (UTC), as Amsterdam time. */
  function runsInAmsterdam(cron: string, monday: string) {
    const [minute, hour, dayOfMonth, month, dayOfWeek] = cron.split(" ");
    expect([dayOfMonth, month], "every week of the year").toEqual(["*", "*"]);
    const start = new Date(`${monday}T00:00:00Z`);
    return [0, 1, 2, 3, 4, 5, 6].flatMap((offset) => {
      const day = new Date(start.getTime() + offset * 86_400_000);
      if (String(day.getUTCDay()) !== dayOfWeek) return [];
      const utc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), Number(hour), Number(minute));
      return [new TZDate(utc, "Europe/Amsterdam")];
    });
  }

  test("runs once a week, on Monday morning in Amsterdam in winter (CET) and in summer (CEST)", () => {
    expect(crons).toHaveLength(1);
    const cron = crons[0] ?? "";
    // A winter week, a summer week, and the weeks right after each clock change.
    for (const monday of ["2027-01-04", "2026-07-06", "2027-03-29", "2026-10-26"]) {
      const runs = runsInAmsterdam(cron, monday);
      expect(runs, `one run in the week of ${monday}`).toHaveLength(1);
      const [run] = runs;
      expect(run?.getDay(), `the week of ${monday}: a Monday in Amsterdam`).toBe(1);
      expect(run?.getHours(), `the week of ${monday}: in the morning in Amsterdam`).toBeGreaterThanOrEqual(6);
      expect(run?.getHours()).toBeLessThan(12);
    }
  });

  test("can also be started by hand, which is also how it is switched back on", () => {
    expect(health.on).toHaveProperty("workflow_dispatch");
  });
});

describe("the token", () => {
  test("may write issues and read the code, and nothing else", () => {
    expect(health.permissions).toEqual({ issues: "write", contents: "read" });
    for (const each of Object.values(health.jobs)) expect(each.permissions).toBeUndefined();
  });

  test("reaches gh through GH_TOKEN, on a runner that has gh, one run at a time", () => {
    expect(otherJobs).toEqual([]);
    expect(job?.container, "GitHub's runner has gh; a container image does not").toBeUndefined();
    const upkeep = job?.steps.find((step) => step.run?.includes("scripts/site-health-issue.ts"));
    expect(upkeep?.env?.GH_TOKEN).toMatch(/^\$\{\{\s*github\.token\s*\}\}$/);
    expect(health.concurrency).toMatchObject({ group: expect.any(String), "cancel-in-progress": false });
  });
});

/**
 * Whether a step's `if` holds once the check step has set `status`: the expressions used
 * here are comparisons of that output joined by && and ||, which read the same in JavaScript.
 */
function runsWhen(step: Step, status: string): boolean {
  if (!step.if) return true;
  const expression = step.if
    .replace(/steps\.check\.outputs\.status/g, JSON.stringify(status))
    .replace(/'([^']*)'/g, (_, text: string) => JSON.stringify(text));
  expect(expression, "only comparisons of the check's status").toMatch(/^[\s"\d=!&|()]+$/);
  return Function(`return (${expression.replace(/==/g, "===").replace(/!===/g, "!==")});`)() as boolean;
}

/** Runs a step's script as GitHub does (bash -eo pipefail), with `npm` answering `exitCode`. */
function runScript(script: string, exitCode: number) {
  const dir = fs.mkdtempSync(path.join(work, "run-"));
  const bin = path.join(dir, "bin");
  fs.mkdirSync(bin);
  fs.writeFileSync(path.join(bin, "npm"), `#!/bin/sh\necho '{"status":"stand-in"}'\nexit ${exitCode}\n`, {
    mode: 0o755,
  });
  const output = path.join(dir, "output");
  fs.writeFileSync(output, "");
  const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}`, GITHUB_OUTPUT: output, STATUS: String(exitCode) },
  });
  return { status: result.status, output: fs.readFileSync(output, "utf8") };
}

describe("the run fails only when the check itself failed (exit status 2)", () => {
  const steps = job?.steps ?? [];
  const check = steps.find((step) => step.id === "check");
  const after = steps.slice(steps.indexOf(check as Step) + 1);

  test.each([0, 1, 2])("npm run check:health exiting %i", (exitCode) => {
    expect(check?.run).toMatch(/npm run --silent check:health -- --json > health\.json/);
    const ran = runScript(check?.run ?? "exit 99", exitCode);
    expect(ran.status, "the check step itself never fails").toBe(0);
    expect(ran.output).toBe(`status=${exitCode}\n`);
    const isUpkeep = (step: Step) => step.run?.includes("scripts/site-health-issue.ts") === true;
    // The upkeep may fail for reasons of its own (GitHub down); every other step that runs is tried.
    const failing = after.filter(
      (step) => !isUpkeep(step) && runsWhen(step, String(exitCode)) && runScript(step.run ?? "", 0).status !== 0,
    );
    const upkeep = after.filter((step) => isUpkeep(step) && runsWhen(step, String(exitCode)));
    expect(failing.map((step) => step.name)).toEqual(exitCode === 2 ? ["Fail when the check itself failed"] : []);
    expect(upkeep).toHaveLength(exitCode === 2 ? 0 : 1);
  });

  test("no step or job is allowed to fail quietly", () => {
    expect(job?.["continue-on-error"]).toBeUndefined();
  });
});

describe("the pull request's checks", () => {
  const checks = read("checks.yml");
  const runsHealth = (step: Step) => /\bnpm run\b[^\n]*\bcheck:health\b/.test(step.run ?? "");
  const [jobId, healthJob] = Object.entries(checks.jobs).find(([, each]) => each.steps.some(runsHealth)) ?? [];
  const step = healthJob?.steps.find(runsHealth) as (Step & { "continue-on-error"?: boolean }) | undefined;

  test("show the health summary in a job of its own that never fails the pull request", () => {
    expect(jobId).toBeDefined();
    expect(jobId).not.toBe("test");
    expect(healthJob?.name).toMatch(/informational/);
    expect(step?.["continue-on-error"]).toBe(true);
    expect(step?.run).toMatch(/check:health -- --markdown/);
    expect(step?.run).toMatch(/>> "\$GITHUB_STEP_SUMMARY"/);
    const later = healthJob?.steps.slice((healthJob?.steps.indexOf(step as Step) ?? 0) + 1) ?? [];
    expect(later).toEqual([]);
  });
});
