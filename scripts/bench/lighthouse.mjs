/**
 * One Lighthouse run as the benchmarks take it: mobile, simulated throttling, the system
 * Chromium (the full browser, else the headless shell; CHROME_PATH overrides) with the
 * project's flags, a fresh browser for every run (a reused one showed an interstitial
 * instead of the page on its second run). A benchmark, not a test: slow, and its numbers
 * vary a little per run, hence the median of several.
 */
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, systemChromium } from "../system-chromium.mjs";

/** The median of the values (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One run reduced to the figures the benchmarks report: category scores (0-100), FCP, LCP, TBT, CLS, and the audits that cost points. */
async function runOnce(url, categories) {
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium("full", process.env.CHROME_PATH),
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      failing: categories.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}:${ref.id}`),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART), twice in
 * a row at times: each failed attempt is reported and retried in a new browser after a short
 * pause; only a page that fails three times stops the benchmark.
 */
export async function lighthouseRun(url, { categories = ["performance"] } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, categories);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`${error instanceof Error ? error.message : error} — attempt ${attempt} of 3, retrying\n`);
      await sleep(2000);
    }
  }
}

/** The median of each figure over several runs of one page; the failing audits of any run. */
export function medianRun(samples) {
  const of = (pick) => median(samples.map(pick));
  const categories = Object.keys(samples[0]?.scores ?? {});
  return {
    scores: Object.fromEntries(categories.map((id) => [id, of((sample) => sample.scores[id])])),
    fcp: of((sample) => sample.fcp),
    lcp: of((sample) => sample.lcp),
    tbt: of((sample) => sample.tbt),
    cls: of((sample) => sample.cls),
    failing: [...new Set(samples.flatMap((sample) => sample.failing))],
  };
}
