#!/usr/bin/env node
/**
 * A/B benchmark for ADR 004: two finished builds of the same content, served side by side,
 * measured with the bench's Lighthouse setup (mobile, simulated throttling, system Chromium),
 * runs interleaved A, B, B, A, A, B … so that the machine's load hits both alike. Prints
 * median and interquartile range per route, variant and metric, and the ADR's rule: a
 * difference counts only when the medians differ by more than the larger of the two IQRs.
 *
 *   BUILD_DIR=.build-a npm run build && DEFER_HYDRATION=off BUILD_DIR=.build-b npm run build
 *   node scripts/ab-hydration.mjs --a=.build-a --b=.build-b [--runs=5] [--routes=/,/blog]
 *   env: AB_PORT (A's port; B uses the next one), CHROME_PATH (default /usr/bin/chromium)
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { lighthouseRun } from "./bench/lighthouse.mjs";
import { serveBuild } from "./bench/serve-build.mjs";
import { formatKb } from "./budgets.mjs";
import { listPages, measurePage } from "./first-load.mjs";

const { values: options } = parseArgs({
  options: {
    a: { type: "string" },
    b: { type: "string" },
    runs: { type: "string", default: "5" },
    routes: { type: "string" },
    out: { type: "string", default: path.join("bench-results", "ab-hydration.json") },
  },
});
const runs = Number(options.runs);
const basePort = Number(process.env.AB_PORT ?? 4220);
const out = options.out;
const variants = ["a", "b"].map((name, index) => {
  const buildDir = options[name];
  if (!buildDir) throw new Error(`ab-hydration: --${name}=<build folder> is required`);
  return { name: name.toUpperCase(), buildDir, clientDir: path.resolve(buildDir, "client"), port: basePort + index };
});

/** The default routes: the five of ADR 004's table, with the first article in the blog's sitemap order. */
function defaultRoutes(clientDir) {
  const article = listPages(clientDir).find((page) => /^\/blog\/[^/]+$/.test(page.route))?.route;
  if (!article) throw new Error("ab-hydration: no article page in the A build");
  return ["/", "/blog", article, "/events", "/student-support"];
}

/** One Lighthouse run (the benchmarks' own, scripts/bench/lighthouse.mjs), reduced to what the A/B compares. */
async function audit(url) {
  const { scores, lcp, tbt } = await lighthouseRun(url, { categories: ["performance"] });
  return { performance: scores.performance, lcp, tbt };
}

/** Quantile by linear interpolation between order statistics (R's type 7). */
function quantile(values, q) {
  const sorted = [...values].sort((x, y) => x - y);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

const summary = (values) => ({ median: quantile(values, 0.5), iqr: quantile(values, 0.75) - quantile(values, 0.25) });

async function main() {
  const routes = options.routes?.split(",") ?? defaultRoutes(variants[0].clientDir);
  const servers = [];
  const samples = {};
  try {
    for (const variant of variants) servers.push(await serveBuild(variant));
    for (let run = 0; run < runs; run += 1) {
      for (const route of routes) {
        // A first on even runs, B first on odd ones: neither always follows the other.
        const order = run % 2 === 0 ? variants : [...variants].reverse();
        for (const variant of order) {
          const result = await audit(`http://127.0.0.1:${variant.port}${route}`);
          samples[route] ??= { A: [], B: [] };
          samples[route][variant.name].push(result);
          process.stderr.write(
            `run ${run + 1}/${runs} ${variant.name} ${route}: LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, perf ${result.performance}\n`,
          );
          fs.mkdirSync(path.dirname(out), { recursive: true });
          fs.writeFileSync(out, `${JSON.stringify(samples, null, 2)}\n`);
        }
      }
    }
  } finally {
    for (const server of servers) server.kill();
  }

  const rows = [];
  for (const route of routes) {
    const page = (variant) => listPages(variant.clientDir).find((candidate) => candidate.route === route);
    const js = Object.fromEntries(
      variants.map((variant) => [variant.name, measurePage(variant.clientDir, page(variant).file).js]),
    );
    const stats = (name, metric) => summary(samples[route][name].map((sample) => sample[metric]));
    const metrics = Object.fromEntries(
      ["lcp", "tbt", "performance"].map((metric) => [metric, { A: stats("A", metric), B: stats("B", metric) }]),
    );
    // Lower is better for both: a metric is decided for the variant whose median is lower
    // by more than the larger IQR.
    const decisive = ["lcp", "tbt"].flatMap((metric) => {
      const { A, B } = metrics[metric];
      if (Math.abs(A.median - B.median) <= Math.max(A.iqr, B.iqr)) return [];
      return [`${metric.toUpperCase()} ${A.median < B.median ? "A" : "B"} better`];
    });
    rows.push({ route, metrics, js, decisive });
  }

  const ms = ({ median, iqr }) => `${Math.round(median)} (${Math.round(iqr)})`;
  const score = ({ median, iqr }) => `${median} (${iqr})`;
  console.log(
    "| Route | LCP ms A | LCP ms B | TBT ms A | TBT ms B | Perf A | Perf B | JS A | JS B | Beyond the larger IQR |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const { route, metrics, js, decisive } of rows) {
    console.log(
      `| ${route} | ${ms(metrics.lcp.A)} | ${ms(metrics.lcp.B)} | ${ms(metrics.tbt.A)} | ${ms(metrics.tbt.B)} | ${score(metrics.performance.A)} | ${score(metrics.performance.B)} | ${formatKb(js.A)} | ${formatKb(js.B)} | ${decisive.join(", ") || "neither"} |`,
    );
  }
  fs.writeFileSync(out, `${JSON.stringify({ samples, rows }, null, 2)}\n`);
}

try {
  await main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
process.exit();
