/**
 * `npm test`: every check, in order — lint, format and unused code, types, the content check of the
 * shipped content, unit tests (on the tests' fixture content; the shipped content's image
 * variants are made meanwhile in the background, see shippedImages), a build of the fixture
 * content and one of the shipped content, the growth test (a copy of content/ with one
 * file of every kind added and removed, built for real) beside a build of the archive site,
 * then end-to-end tests on the builds and with the real CMS (every project of playwright.config.ts). Prints each runner's summary and a final 'N passed, N failed' line totalled over
 * the runners; exits non-zero on any failure.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sites } from "../tests/e2e/sites.mjs";
import { freePortsFor } from "./free-ports.mjs";

const reports = fs.mkdtempSync(path.join(os.tmpdir(), "sr-test-"));
const report = (name) => path.join(reports, `${name}.json`);

/** A Vitest run whose results are counted in the final line. */
const vitest = (name, args) => ({
  name,
  command: "npx",
  args: ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report(name)}`],
  vitestReport: report(name),
});

/**
 * A build of one site's content into its own folder. /admin is the same for any content,
 * and its specs run on the shipped build: the fixture build leaves it out (BUILD_ADMIN=0).
 */
const build = (site, { admin }) => ({
  name: `build of ${site.contentDir}/ into ${site.buildDir}/${admin ? "" : " (without /admin)"}`,
  command: "npm",
  args: ["run", "build"],
  env: { CONTENT_DIR: site.contentDir, BUILD_DIR: site.buildDir, BUILD_ADMIN: admin ? "1" : "0" },
});

/**
 * Steps run side by side, each printing its output once it has finished (in order, not
 * interleaved): the two site builds, which read different content into different folders
 * and together keep both cores busy. The unit tests beside them made the step slower than
 * the two one after the other on a fresh clone (166 s against 49 + 103 s), where the
 * image variants are encoded anew.
 */
const together = (...parts) => ({ name: parts.map((part) => part.name).join(" and "), parts });

/** Children still running when `npm test` ends early (a failed step), ended with it. */
const running = new Set();

/** Runs a step with its output held back; resolves to its exit status and output. */
function runHeldBack(step) {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(step.command, step.args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...step.env },
    });
    running.add(child);
    child.on("exit", () => running.delete(child));
    if (step.lowPriority && child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** Runs one step (or a group of steps side by side); returns whether all succeeded. */
async function runStep(step) {
  if (step.started) {
    const result = await step.started;
    console.log(result.output);
    return result.status === 0;
  }
  if (!step.parts) {
    // Chosen just before the step starts, so nothing else has long to take them.
    const ports = await freePortsFor(step.freePorts ?? []);
    const listed = Object.entries(ports).map(([name, port]) => `${name}=${port}`);
    if (listed.length > 0) console.log(`free ports: ${listed.join(" ")}`);
    const env = { ...process.env, ...step.env, ...ports };
    return spawnSync(step.command, step.args, { stdio: "inherit", env }).status === 0;
  }
  const results = await Promise.all(step.parts.map(runHeldBack));
  step.parts.forEach((part, index) => {
    console.log(`\n▷ ${part.name}\n${results[index].output}`);
  });
  return results.every((result) => result.status === 0);
}

/**
 * The archive site (tests/fixtures/archive-site.ts): the fixture content grown past what the
 * listings carry, written and built (without /admin) for archive-pages.spec.ts. Beside the
 * growth test, whose build leaves part of the two cores idle; after the fixture build, whose
 * image variants and cards it reuses (the caches are keyed by the pictures' bytes).
 */
const archiveBuild = {
  name: "archive site, written and built",
  command: process.execPath,
  args: ["--import", "tsx", "tests/fixtures/archive-site.ts", "--build"],
};

/**
 * The image variants of content/, which a fresh clone has none of (640 files: about 45 s of
 * both cores), are made from the start in the background, at the lowest priority: they take
 * what the lint, type and unit steps leave of the two cores, and the build of content/
 * then finds them made (its own image step only encodes what is missing).
 */
const shippedImages = {
  name: `image variants of ${sites.shipped.contentDir}/ (made in the background since the start)`,
  command: process.execPath,
  args: ["scripts/images.mjs"],
  env: { CONTENT_DIR: sites.shipped.contentDir },
  lowPriority: true,
};
shippedImages.started = runHeldBack(shippedImages);

const steps = [
  // `npm run lint` and `npm run typecheck`, with the route types they both need made once
  // (two at once would write the same files): then the two side by side, since the
  // compiler keeps one core busy for most of their time (ADR 012).
  { name: "route types (react-router typegen)", command: "npx", args: ["react-router", "typegen"] },
  together(
    { name: "lint, format and unused code", command: "npm", args: ["run", "lint:code"] },
    { name: "typecheck", command: "npx", args: ["tsc"] },
  ),
  { name: "content check", command: "npm", args: ["run", "check:content"], env: { CONTENT_DIR: "content" } },
  vitest("unit tests", []),
  shippedImages,
  together(build(sites.fixture, { admin: false }), build(sites.shipped, { admin: true })),
  together(vitest("growth test", ["--config", "vitest.growth.config.ts"]), archiveBuild),
  {
    name: "end-to-end tests",
    command: "npx",
    // Every project of playwright.config.ts: both sites, both delivery servers, the real CMS.
    args: ["playwright", "test"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report("playwright") },
    // The servers of the two builds and nginx listen on ports the OS reports free, unless
    // set by hand: a fixed port that something else holds would fail the run. The real
    // CMS takes free ports of its own (tests/e2e/cms/harness.ts).
    freePorts: ["FIXTURE_E2E_PORT", "E2E_PORT", "E2E_NGINX_PORT"],
  },
];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const started = performance.now();
let failedStep = null;
for (const step of steps) {
  const stepStarted = performance.now();
  console.log(`\n▶ ${step.name}`);
  const succeeded = await runStep(step);
  console.log(`◀ ${step.name}: ${((performance.now() - stepStarted) / 1000).toFixed(0)} s`);
  if (!succeeded) {
    failedStep = step.name;
    break;
  }
}

let passed = 0;
let failed = 0;
const summaries = [];
for (const step of steps.flatMap((candidate) => candidate.parts ?? [candidate]).filter((part) => part.vitestReport)) {
  const results = readJson(step.vitestReport);
  summaries.push(
    `${step.name} (vitest): ${results ? `${results.numPassedTests} passed, ${results.numFailedTests} failed` : "not run"}`,
  );
  if (!results) continue;
  passed += results.numPassedTests;
  failed += results.numFailedTests;
}
const playwright = readJson(report("playwright"));
summaries.push(
  `end-to-end tests (playwright): ${playwright ? `${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed, ${playwright.stats.flaky} flaky` : "not run"}`,
);
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
if (failedStep && failed === 0) failed = 1;
for (const child of running) child.kill();
fs.rmSync(reports, { recursive: true, force: true });

console.log("");
for (const summary of summaries) console.log(summary);
if (failedStep) console.log(`failed step: ${failedStep}`);
console.log(`total time: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
