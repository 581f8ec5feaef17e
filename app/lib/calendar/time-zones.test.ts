/**
 * The calendar tests again, in child processes with other TZ settings. Those tests
 * compare against absolute values (UTC instants, Amsterdam days), so passing in every
 * zone means the results are identical whatever the machine's or visitor's zone.
 * Part of the ordinary `npx vitest run`; the parent process runs them in its own zone.
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";

const childFlag = "CALENDAR_TIME_ZONE_CHILD";
const zones = ["Europe/Amsterdam", "America/New_York"];
const testFiles = [
  "app/lib/event-dates.test.ts",
  "app/lib/calendar/google-calendar.test.ts",
  "app/lib/calendar/ics.server.test.ts",
];

function runVitest(timeZone: string): Promise<{ code: number | null; output: string }> {
  const vitest = path.resolve("node_modules/vitest/vitest.mjs");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vitest, "run", ...testFiles], {
      env: { ...process.env, TZ: timeZone, [childFlag]: "1", FORCE_COLOR: "0", NO_COLOR: "1" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

test.skipIf(process.env[childFlag])(
  `the date and calendar tests pass with TZ=${zones.join(" and TZ=")}`,
  async () => {
    const runs = await Promise.all(zones.map(async (zone) => ({ zone, ...(await runVitest(zone)) })));
    for (const run of runs) {
      expect(run.code, `TZ=${run.zone}:\n${run.output}`).toBe(0);
      expect(run.output).toMatch(/Tests\s+\d+ passed/);
    }
  },
  180_000,
);

test("TZ set for a child process changes its local time (the mechanism the runs above rely on)", () => {
  const expectedOffsets: Record<string, number> = { "Europe/Amsterdam": -60, "America/New_York": 300 };
  const offsets = Object.fromEntries(
    zones.map((zone) => {
      const child = spawnSync(
        process.execPath,
        ["--eval", 'process.stdout.write(String(new Date("2025-01-15T12:00:00Z").getTimezoneOffset()))'],
        { encoding: "utf8", env: { ...process.env, TZ: zone } },
      );
      return [zone, Number(child.stdout)];
    }),
  );
  expect(offsets).toEqual(expectedOffsets);
});
