#!/usr/bin/env node
/**
 * The search benchmark (targets: ADR 013), a measurement and not a test: the built site served by
 * server.mjs, Playwright driving the system Chromium with 4× CPU slowdown, 150 ms round
 * trip and 1.6 Mbit/s (Chrome DevTools Protocol), a cold cache for every run (a new
 * browser context). Each run opens the search dialog with Ctrl+K on `/` and types a query
 * once the dialog is visible; it reports the median of the runs for
 * - results: from the field's input event to the frame that draws the first result (and
 *   to the one that draws the first highlighted excerpt), timed in the page, when typed as
 *   soon as the dialog opened (Pagefind still loading) and when typed after it settled;
 * - bytes: everything transferred from opening the dialog to the results of one query
 *   (the dialog's code, Pagefind's JavaScript and WebAssembly, index and fragments).
 * Targets: first results within 300 ms, under 150 KB transferred.
 *
 *   node scripts/bench-search.mjs [--runs=10] [--query=support]
 *   env: BUILD_DIR (default build; built first when it has no pagefind/), BENCH_PORT (default 4174), CHROME_PATH
 *   `npm run bench -- --search` runs it after the Lighthouse table.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { median } from "./bench/lighthouse.mjs";
import { serveBuild } from "./bench/serve-build.mjs";
import { chromiumFlags, systemChromium } from "./system-chromium.mjs";

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "10" }, query: { type: "string", default: "support" } },
});
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.BENCH_PORT ?? 4174);
const runs = Number(options.runs);
const query = options.query;
const origin = `http://127.0.0.1:${port}`;
const throttling = { cpu: 4, latencyMs: 150, bitsPerSecond: 1.6e6 };
const targets = { resultsMs: 300, bytes: 150_000 };

/** What a request is, for the byte breakdown. */
function kind(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith("/pagefind/fragment/")) return "fragments";
  if (
    pathname.startsWith("/pagefind/index/") ||
    pathname.startsWith("/pagefind/filter/") ||
    pathname.endsWith(".pf_meta")
  )
    return "index";
  if (pathname.includes("wasm")) return "wasm";
  if (pathname.startsWith("/pagefind/")) return "pagefind js";
  return "site js";
}

/**
 * Resolves once no request of the context has been under way for `quietMs`: Playwright's
 * own load states do not see what the search fetches after the page has loaded, nor the
 * requests of Pagefind's web worker.
 */
function networkQuiet(pending, quietMs = 500) {
  return new Promise((resolve) => {
    let quietSince = Date.now();
    const timer = setInterval(() => {
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) {
        clearInterval(timer);
        resolve();
      }
    }, 25);
  });
}

async function oneRun(browser, { settle }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpu });
  // Chromium applies the page's network conditions to its dedicated workers' requests too.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.bitsPerSecond / 8,
    uploadThroughput: throttling.bitsPerSecond / 8,
  });
  // Playwright reports the requests of the page and of its workers (Pagefind searches in one).
  const pending = new Set();
  const bytes = {};
  let counting = false;
  context.on("request", (request) => pending.add(request));
  context.on("requestfailed", (request) => pending.delete(request));
  context.on("requestfinished", async (request) => {
    const counted = counting;
    const sizes = await request.sizes().catch(() => null);
    // A request that finishes as its run's context closes has no response to read any more.
    const response = await request.response().catch(() => null);
    const length = Number(response?.headers()["content-length"] ?? 0);
    pending.delete(request);
    if (!counted || !sizes) return;
    const name = kind(request.url());
    // The body as sent (compressed); for a worker's own script Chromium reports less than
    // arrived, so the server's Content-Length counts when it is larger.
    bytes[name] = (bytes[name] ?? 0) + sizes.responseHeadersSize + Math.max(sizes.responseBodySize, length);
  });

  // Timed in the page, not by Playwright, whose own scripts run under the same 4× slowdown:
  // from the field's input event to the frame that draws the first result, and the first
  // highlighted excerpt.
  await page.addInitScript(() => {
    const times = {};
    window.__searchTimes = times;
    const frame = (name) =>
      requestAnimationFrame(() => {
        times[name] = performance.now();
      });
    document.addEventListener(
      "input",
      () => {
        times.input ??= performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (times.input === undefined) return;
      if (!times.listed && !times.listedMark && document.querySelector('dialog ul[aria-label="Results"] a')) {
        times.listedMark = true;
        frame("listed");
      }
      if (!times.excerpts && !times.excerptsMark && document.querySelector('dialog ul[aria-label="Results"] mark')) {
        times.excerptsMark = true;
        frame("excerpts");
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(`${origin}/`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await networkQuiet(pending);
  counting = true;
  await page.keyboard.press("Control+k");
  const field = page.getByRole("dialog").getByRole("searchbox");
  await field.waitFor();
  if (settle) await networkQuiet(pending);
  await field.fill(query);
  await page.getByRole("dialog").getByRole("list", { name: "Results" }).locator("mark").first().waitFor();
  await networkQuiet(pending);
  const times = await page.evaluate(() => window.__searchTimes);
  await context.close();
  return {
    resultsMs: Math.round(times.listed - times.input),
    excerptsMs: Math.round(times.excerpts - times.input),
    bytes,
  };
}

if (!fs.existsSync(path.join(buildDir, "client", "pagefind"))) {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (result.status !== 0) throw new Error("bench-search: the build failed");
}

const server = await serveBuild({ buildDir, port });
const browser = await chromium.launch({
  executablePath: systemChromium("full", process.env.CHROME_PATH),
  args: [...chromiumFlags],
});
try {
  const immediate = [];
  const settled = [];
  for (let i = 0; i < runs; i++) {
    immediate.push(await oneRun(browser, { settle: false }));
    settled.push(await oneRun(browser, { settle: true }));
  }
  const total = (run) => Object.values(run.bytes).reduce((sum, value) => sum + value, 0);
  const kinds = [...new Set(immediate.flatMap((run) => Object.keys(run.bytes)))].sort();
  const kb = (value) => `${(value / 1000).toFixed(1)} KB`;
  console.log(
    `\nbench-search: '${query}' on ${buildDir}/, ${throttling.cpu}× CPU, ${throttling.latencyMs} ms RTT, ${throttling.bitsPerSecond / 1e6} Mbit/s, cold cache, median of ${runs}`,
  );
  const ms = (runs, key) => `${median(runs.map((run) => run[key]))} ms`;
  console.log(
    `  typed as the dialog opened: first results ${ms(immediate, "resultsMs")}, excerpts ${ms(immediate, "excerptsMs")}`,
  );
  console.log(
    `  typed once Pagefind loaded: first results ${ms(settled, "resultsMs")} (target ≤ ${targets.resultsMs} ms), excerpts ${ms(settled, "excerptsMs")}`,
  );
  console.log(
    `  transferred from opening the dialog to the results: ${kb(median(immediate.map(total)))} (target < ${kb(targets.bytes)})`,
  );
  for (const name of kinds) console.log(`    ${name}: ${kb(median(immediate.map((run) => run.bytes[name] ?? 0)))}`);
} finally {
  await browser.close();
  server.kill();
}
