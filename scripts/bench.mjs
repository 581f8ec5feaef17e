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
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { lighthouseRun, medianRun } from "./bench/lighthouse.mjs";
import { serveBuild } from "./bench/serve-build.mjs";
import { budgets, formatKb, jsBudgetFor } from "./budgets.mjs";
import { listPages, measurePage } from "./first-load.mjs";

const { values: options } = parseArgs({
  options: {
    build: { type: "boolean", default: true },
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    search: { type: "boolean", default: false },
  },
  allowNegative: true,
});
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.resolve(buildDir, "client");
const port = Number(process.env.BENCH_PORT ?? 4174);
const runs = Number(options.runs);
const only = options.only?.split(",");
const categories = Object.keys(budgets.scores);

function build() {
  console.log(`bench: building into ${buildDir}/ …`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (result.status !== 0) throw new Error("bench: the build failed");
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
  if (options.build) build();
  const pages = listPages(clientDir).filter((page) => !only || only.includes(page.route));
  if (pages.length === 0) throw new Error(`bench: no prerendered pages in ${clientDir}`);
  const server = await serveBuild({ buildDir, port });
  const rows = [];
  try {
    for (const page of pages) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        samples.push(await lighthouseRun(`http://127.0.0.1:${port}${page.route}`, { categories }));
      }
      const row = { route: page.route, ...medianRun(samples), ...measurePage(clientDir, page.file) };
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
  if (options.search) {
    const search = spawnSync(process.execPath, ["scripts/bench-search.mjs"], { stdio: "inherit", env: process.env });
    if (search.status !== 0) process.exitCode = 1;
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
// Lighthouse can leave handles open; the work is done, so leave explicitly.
process.exit();
