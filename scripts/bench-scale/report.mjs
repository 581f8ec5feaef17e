/** The benchmark's tables, in Markdown, ready for docs/performance-log.md. */

const seconds = (ms) => (ms === null ? "—" : `${(ms / 1000).toFixed(1)} s`);
const share = (ms, total) => (ms === null ? "(in the next step)" : `${Math.round((ms / total) * 100)} %`);
const kb = (bytes) => (bytes === undefined || bytes === null ? "—" : `${(bytes / 1000).toFixed(1)} KB`);
const mb = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const table = (head, rows) =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

const cpu = (run) => (run.cpuSeconds === null ? "" : `, ${run.cpuSeconds.toFixed(0)} s CPU`);

export function buildTable({ cold, warm }) {
  const median = warm.median;
  const reference = cold ?? median;
  const rows = reference.steps.map((step, index) => {
    const warmStep = median.steps[index];
    const coldCells = cold ? [seconds(step.ms), share(step.ms, cold.ms)] : ["not run", ""];
    return [step.name, ...coldCells, seconds(warmStep?.ms ?? null), share(warmStep?.ms ?? null, median.ms)];
  });
  rows.push(["**total**", cold ? `**${seconds(cold.ms)}**` : "", "", `**${seconds(median.ms)}**`, ""]);
  return [
    (cold
      ? `Cold build (empty \`.generated/\`, as a host's fresh machine): **${seconds(cold.ms)}** wall${cpu(cold)}. `
      : "") +
      `Warm rebuild after one changed title (\`.generated/\` kept), median of ${warm.runs.length}: **${seconds(median.ms)}** wall${cpu(median)} ` +
      `(${warm.runs.map((run) => `${seconds(run.ms)}${cpu(run)}`).join("; ")}).`,
    "",
    table(["step", "cold", "share", "warm (median run)", "share"], rows),
  ].join("\n");
}

export function weightTable(output, cache) {
  const pageRow = ({ page, html, data }) => [page, kb(html?.raw), kb(html?.gzip), kb(data?.raw), kb(data?.gzip)];
  const rows = [
    ...output.listings.map(pageRow),
    ...output.others.map(pageRow),
    [
      `heaviest of ${output.entryCount} entry pages (HTML): ${output.heaviestEntryHtml?.page}`,
      ...pageRow(output.heaviestEntryHtml).slice(1),
    ],
    [
      `heaviest of ${output.entryCount} entry pages (.data): ${output.heaviestEntryData?.page}`,
      ...pageRow(output.heaviestEntryData).slice(1),
    ],
  ];
  const files = output.feeds.map(({ file, raw, gzip }) => [file, kb(raw), kb(gzip)]);
  return [
    "Listing pages (from the sitemap: the pages at or under a collection's address that are not an entry), then the other pages:",
    "",
    table(["page", "HTML", "HTML gz", ".data", ".data gz"], rows),
    "",
    table(["file", "raw", "gzip"], files),
    "",
    `Search index: \`pagefind/\` ${output.searchIndex.files} files, ${mb(output.searchIndex.bytes)}. ` +
      `Output: ${output.output.files.toLocaleString("en-GB")} files (Cloudflare Pages' free plan takes 20,000), ` +
      `the largest ${output.output.largest.file} (${mb(output.output.largest.bytes)}). ` +
      `Cache \`.generated/\`: ${mb(cache.bytes)} in ${cache.files.toLocaleString("en-GB")} file names (each file counted once).`,
  ].join("\n");
}

export function lighthouseTable(rows, runs) {
  return [
    `Lighthouse on the listing pages (mobile, simulated throttling, median of ${runs}):`,
    "",
    table(
      ["page", "performance", "FCP", "LCP", "TBT", "CLS"],
      rows.map(({ page, result }) => [
        page,
        String(result.scores.performance),
        seconds(result.fcp),
        seconds(result.lcp),
        `${Math.round(result.tbt)} ms`,
        result.cls.toFixed(3),
      ]),
    ),
  ].join("\n");
}
