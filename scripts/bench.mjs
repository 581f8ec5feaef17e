#!/usr/bin/env node
/**
 * `npm run bench`: builds the site, serves it with the production server and runs
 * Lighthouse (mobile, simulated throttling, system Chromium) on every prerendered page,
 * then prints one row per route and exits non-zero when a budget is missed.
 * Lighthouse is a benchmark, not a test: it is slow and its numbers vary a little per run,
 * hence the median of several runs.
 *
 *   node scripts/bench.mjs [--no-build] [--runs=3] [--only=/,/about] [--search]
 *   env: BUILD_DIR (default build), BENCH_PORT (default 4174), CHROME_PATH (default /usr/bin/chromium,
 *   else /usr/bin/chromium-headless-shell)
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { budgets, formatKb, jsBudgetFor } from "./budgets.mjs";
import { listPages, measurePage } from "./first-load.mjs";
import { systemChromium } from "./system-chromium.mjs";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? "true"];
  }),
);
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.resolve(buildDir, "client");
const port = Number(process.env.BENCH_PORT ?? 4174);
const runs = Number(args.get("runs") ?? 3);
const only = args.get("only")?.split(",");
const categories = Object.keys(budgets.scores);
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function build() {
  console.log(`bench: building into ${buildDir}/ …`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (result.status !== 0) throw new Error("bench: the build failed");
}

const answers = (url) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

async function startServer() {
  // Someone else's server on the port would be benchmarked silently instead of this build.
  if (await answers(`http://localhost:${port}/`)) {
    throw new Error(`bench: port ${port} is already in use; set BENCH_PORT to a free port`);
  }
  const server = spawn(process.execPath, ["server.mjs"], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`bench: the server exited (is port ${port} in use?)`);
    if (await answers(`http://localhost:${port}/`)) return server;
    await sleep(200);
  }
  server.kill();
  throw new Error("bench: the server did not answer within 30 s");
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The browser Lighthouse drives: CHROME_PATH, else the full Chromium, else the headless shell. */
const chromePath = systemChromium("full", process.env.CHROME_PATH);

/**
 * One Lighthouse run reduced to the figures we budget. Each run gets a fresh Chrome: a reused
 * instance showed an interstitial instead of the page on its second run.
 */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags,
  });
  try {
    return await auditWith(url, chrome.port);
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse occasionally fails to record a trace on a busy machine (NO_NAVSTART), now
 * and then twice in a row. Each failed attempt is reported, then retried in a new Chrome
 * after a short pause; only a route that fails every attempt stops the bench.
 */
const attempts = 3;

async function auditWithRetry(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt === attempts) throw error;
      process.stderr.write(
        `${error instanceof Error ? error.message : error} — attempt ${attempt} of ${attempts}, retrying\n`,
      );
      await sleep(2000);
    }
  }
}

async function auditWith(url, chromePort) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`bench: Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}:${ref.id}`),
  );
  return {
    scores: Object.fromEntries(categories.map((id) => [id, score(id)])),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    failing,
  };
}

function summarise(route, samples, size) {
  const med = (pick) => median(samples.map(pick));
  return {
    route,
    scores: Object.fromEntries(categories.map((id) => [id, med((s) => s.scores[id])])),
    fcp: med((s) => s.fcp),
    lcp: med((s) => s.lcp),
    tbt: med((s) => s.tbt),
    cls: med((s) => s.cls),
    failing: [...new Set(samples.flatMap((s) => s.failing))],
    ...size,
  };
}

function violations(row) {
  const out = [];
  for (const id of categories) {
    if (row.scores[id] < budgets.scores[id]) out.push(`${id} ${row.scores[id]} < ${budgets.scores[id]}`);
  }
  if (row.lcp > budgets.lcpMs) out.push(`LCP ${Math.round(row.lcp)} ms > ${budgets.lcpMs} ms`);
  if (row.tbt > budgets.tbtMs) out.push(`TBT ${Math.round(row.tbt)} ms > ${budgets.tbtMs} ms`);
  if (row.cls > budgets.cls) out.push(`CLS ${row.cls.toFixed(3)} > ${budgets.cls}`);
  const jsBudget = jsBudgetFor(row.route);
  if (row.js > jsBudget) out.push(`JS ${formatKb(row.js)} > ${formatKb(jsBudget)}`);
  if (row.css > budgets.css) out.push(`CSS ${formatKb(row.css)} > ${formatKb(budgets.css)}`);
  return out;
}

/** Routes over their allowance beyond another route (budgets.firstLoadJsOver), when both were measured. */
function relativeMisses(rows) {
  return Object.entries(budgets.firstLoadJsOver).flatMap(([route, { route: plain, by }]) => {
    const [row, plainRow] = [route, plain].map((wanted) => rows.find((candidate) => candidate.route === wanted));
    if (!row || !plainRow || row.js - plainRow.js <= by) return [];
    return [`${route}: JS ${formatKb(row.js - plainRow.js)} more than ${plain} > ${formatKb(by)}`];
  });
}

const columns = [
  ["route", (r) => r.route],
  ["perf", (r) => r.scores.performance],
  ["a11y", (r) => r.scores.accessibility],
  ["bp", (r) => r.scores["best-practices"]],
  ["seo", (r) => r.scores.seo],
  ["FCP", (r) => `${(r.fcp / 1000).toFixed(2)} s`],
  ["LCP", (r) => `${(r.lcp / 1000).toFixed(2)} s`],
  ["TBT", (r) => `${Math.round(r.tbt)} ms`],
  ["CLS", (r) => r.cls.toFixed(3)],
  ["JS gz", (r) => formatKb(r.js)],
  ["CSS gz", (r) => formatKb(r.css)],
  ["HTML gz", (r) => formatKb(r.html)],
];

function printTable(rows) {
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, get]) => String(get(row))))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  for (const [index, line] of cells.entries()) {
    console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "));
    if (index === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
}

/** The worst route for each figure: the summary under the table. */
function printWorst(rows) {
  const worst = (label, value, format, higherIsWorse = true) => {
    const row = rows.reduce((a, b) => ((higherIsWorse ? value(b) > value(a) : value(b) < value(a)) ? b : a));
    return `${label} ${format(value(row))} (${row.route})`;
  };
  console.log(
    [
      ...categories.map((id) => worst(id, (r) => r.scores[id], String, false)),
      worst(
        "LCP",
        (r) => r.lcp,
        (v) => `${(v / 1000).toFixed(2)} s`,
      ),
      worst(
        "TBT",
        (r) => r.tbt,
        (v) => `${Math.round(v)} ms`,
      ),
      worst(
        "CLS",
        (r) => r.cls,
        (v) => v.toFixed(3),
      ),
      worst("JS", (r) => r.js, formatKb),
      worst("CSS", (r) => r.css, formatKb),
    ].join("; "),
  );
}

async function main() {
  if (args.get("build") !== "false" && !args.has("no-build")) build();
  const pages = listPages(clientDir).filter((page) => !only || only.includes(page.route));
  if (pages.length === 0) throw new Error(`bench: no prerendered pages in ${clientDir}`);
  const server = await startServer();
  const rows = [];
  try {
    for (const page of pages) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await auditWithRetry(`http://localhost:${port}${page.route}`));
      const row = summarise(page.route, samples, measurePage(clientDir, page.file));
      rows.push(row);
      process.stderr.write(`bench: ${page.route} done (${rows.length}/${pages.length})\n`);
    }
  } finally {
    server.kill();
  }

  printTable(rows);
  console.log("");
  printWorst(rows);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(path.join("bench-results", "latest.json"), `${JSON.stringify(rows, null, 2)}\n`);

  const misses = [...rows.flatMap((row) => violations(row).map((v) => `${row.route}: ${v}`)), ...relativeMisses(rows)];
  if (misses.length > 0) {
    console.log(`\nbench: ${misses.length} budget(s) missed:\n  ${misses.join("\n  ")}`);
    for (const row of rows.filter((r) => violations(r).length > 0 && r.failing.length > 0)) {
      console.log(`  ${row.route} failing audits: ${row.failing.join(", ")}`);
    }
    process.exitCode = 1;
  } else {
    console.log(`\nbench: all ${rows.length} routes within budget (median of ${runs} run(s) each)`);
  }
}

try {
  await main();
  // `--search`: the search benchmark (scripts/bench-search.mjs) on the same build, once the server above is gone.
  if (args.has("search")) {
    const search = spawnSync(process.execPath, ["scripts/bench-search.mjs"], { stdio: "inherit", env: process.env });
    if (search.status !== 0) process.exitCode = 1;
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
// Lighthouse can leave handles open; the work is done, so leave explicitly.
process.exit();
