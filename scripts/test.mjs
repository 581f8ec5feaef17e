/**
 * `npm test`: every check, in order — lint and format, types, image variants, unit tests, the build,
 * then end-to-end tests on the built site. Prints each runner's summary and a final
 * 'N passed, N failed' line totalled over the runners; exits non-zero on any failure.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const reports = fs.mkdtempSync(path.join(os.tmpdir(), "sr-test-"));
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");

const steps = [
  { name: "lint and format", command: "npx", args: ["biome", "check", "."] },
  { name: "typecheck", command: "npm", args: ["run", "typecheck"] },
  // Loaders read the image manifest, so the unit tests need it; the build reuses it.
  { name: "image variants", command: "npm", args: ["run", "images"] },
  {
    name: "unit tests",
    command: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  },
  { name: "build", command: "npm", args: ["run", "build"] },
  {
    name: "end-to-end tests",
    command: "npx",
    args: ["playwright", "test"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  },
];

let failedStep = null;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
const playwright = readJson(playwrightReport);
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
if (failedStep && failed === 0) failed = 1;

console.log(`\nvitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : "not run"}`);
console.log(
  `playwright: ${playwright ? `${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed, ${playwright.stats.flaky} flaky` : "not run"}`,
);
if (failedStep) console.log(`failed step: ${failedStep}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
