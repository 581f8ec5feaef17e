/**
 * Performance budgets: the one source read by the budget test and the benchmark.
 * Byte budgets use decimal kilobytes (1 KB = 1000 bytes), the stricter reading of "140 KB".
 */
const KB = 1000;

export const budgets = {
  /** First-load JavaScript per route, gzip -9: scripts, module preloads and their static imports. */
  firstLoadJs: { default: 140 * KB, "/student-support": 150 * KB },
  /**
   * What a route may load beyond a plain page of the site: the feedback form (its fields and
   * the zod rules behind them) costs /student-support at most 10 KB more than /about.
   */
  firstLoadJsOver: { "/student-support": { route: "/about", by: 10 * KB } },
  /** All stylesheets a route links, gzip -9. */
  css: 20 * KB,
  /** Lighthouse category scores (0-100), mobile, simulated throttling. */
  scores: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  /** Lighthouse metrics (median of the runs). */
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
};

/** The first-load JavaScript budget of one route ('/student-support/' counts as '/student-support'). */
export function jsBudgetFor(route) {
  const normalised = route.length > 1 ? route.replace(/\/$/, "") : route;
  return budgets.firstLoadJs[normalised] ?? budgets.firstLoadJs.default;
}

export const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Code that must never be part of a page's first load (ADR 010: search costs nothing until
 * it is used): a text each such module is sure to contain, even minified.
 */
export const onDemandCode = [
  { what: "the search dialog", marker: "data-search-dialog" },
  { what: "the Pagefind loader", marker: "/pagefind/pagefind.js" },
  { what: "the search results", marker: "a[data-result]" },
];
