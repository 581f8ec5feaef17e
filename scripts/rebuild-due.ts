/**
 * `npm run rebuild:due`: would a build made now differ from the last one? The daily
 * workflow (.github/workflows/daily-rebuild.yml) asks this before it starts the host's
 * build, so the host builds only on the days the site changes (an event turning past, a
 * new year), not every day (README, "Checks and the daily rebuild").
 *
 *   --until <ISO instant>  the build that may be made (default: now)
 *   --since <ISO instant>  the last build (default: 30 hours before --until: the previous
 *                          daily run, with room for GitHub starting scheduled runs late)
 *   --output <file>        also append `due=true` or `due=false` to this file ($GITHUB_OUTPUT)
 *
 * Prints why (or that nothing changes) and exits 0; 2 when it could not decide (bad
 * arguments, content it cannot read).
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { eventEnds } from "./daily-rebuild/event-ends.ts";
import { rebuildReasons } from "./daily-rebuild/rebuild-reasons.ts";

const defaultLookbackHours = 30;

function instant(option: string, value: string | undefined, fallback: Date): Date {
  if (value === undefined) return fallback;
  const parsed = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(parsed.getTime())) {
    throw new Error(`--${option} ${value}: not an instant → write it as e.g. 2026-12-01T03:30:00Z`);
  }
  return parsed;
}

function main(): void {
  const { values } = parseArgs({
    options: { since: { type: "string" }, until: { type: "string" }, output: { type: "string" } },
  });
  const until = instant("until", values.until, new Date());
  const since = instant("since", values.since, new Date(until.getTime() - defaultLookbackHours * 3_600_000));
  const reasons = rebuildReasons(eventEnds(), { since, until });
  const window = `between ${since.toISOString()} and ${until.toISOString()}`;
  if (reasons.length === 0) {
    console.log(`No rebuild needed: nothing on the site changes ${window}.`);
  } else {
    console.log(`Rebuild due: ${reasons.length} change(s) ${window}:`);
    for (const reason of reasons) console.log(`  - ${reason}`);
  }
  if (values.output) fs.appendFileSync(values.output, `due=${reasons.length > 0}\n`);
}

try {
  main();
} catch (error) {
  console.error(`rebuild:due could not decide: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
