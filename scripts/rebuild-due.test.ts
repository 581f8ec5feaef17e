/**
 * `npm run rebuild:due` as the daily workflow runs it, on the tests' fixture content: it
 * says why a rebuild is due, or that none is, and writes `due=…` for the workflow's next job.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "rebuild-due-"));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function run(...args: string[]) {
  const output = path.join(work, "github-output");
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/rebuild-due.ts", ...args, "--output", output],
    {
      encoding: "utf8",
    },
  );
  return { ...result, written: fs.existsSync(output) ? fs.readFileSync(output, "utf8") : "" };
}

test("the morning after an event: due, with the event named; by default it looks 30 hours back", () => {
  // The alumni evening of the fixtures ends at 21:00 in Amsterdam on 21 November 2024.
  const { status, stdout, written } = run("--until", "2024-11-22T03:30:00Z");
  expect(status).toBe(0);
  expect(stdout).toContain("Rebuild due: 1 change(s) between 2024-11-20T21:30:00.000Z and 2024-11-22T03:30:00.000Z");
  expect(stdout).toContain(
    '"Alumni Networking Evening" (alumni-networking-evening-2024) ended at 2024-11-21T20:00:00.000Z',
  );
  expect(written).toBe("due=true\n");
}, 30_000);

test("a morning after a day without an ending event: not due", () => {
  const { status, stdout, written } = run("--since", "2024-11-22T03:30:00Z", "--until", "2024-11-23T03:30:00Z");
  expect(status).toBe(0);
  expect(stdout).toContain("No rebuild needed");
  expect(written).toBe("due=false\n");
}, 30_000);

test("a date it cannot read stops it with exit 2 and no answer for the workflow", () => {
  const { status, stderr, written } = run("--until", "22-11-2024");
  expect(status).toBe(2);
  expect(stderr).toContain("--until 22-11-2024: not an instant");
  expect(written).toBe("");
}, 30_000);
