#!/usr/bin/env node
/**
 * `npm run bench:scale`: what ten more years of content cost. In a temporary copy of the
 * project, the shipped content grown by ten years (bench-scale/archive.mjs: some 300 events,
 * 150 articles, 60 "You said, we did" items and ten albums, with 300 distinct photo-like
 * pictures of at most 3000 px made once per seed and kept in the user's cache folder) is
 * built cold (no `.generated/`, as on a host's fresh machine), then rebuilt with
 * `.generated/` kept after one changed title, three times. It reports, as Markdown tables:
 * both builds and each step's share, the cache's size, the HTML and `.data` bytes (raw and
 * gzip) of every listing page found in the sitemap, the search index, `/events.ics` and
 * `/blog/rss.xml`, the output's file count and largest file, and Lighthouse on the listing
 * pages (median of 3, the benchmarks' own runner). A benchmark, not a test: it takes many
 * minutes, longer on a busy machine; its tables go into docs/performance-log.md.
 *
 *   npm run bench:scale [-- --seed=1] [--warm-runs=3] [--runs=3] [--no-lighthouse] [--keep] [--reuse=<copy>]
 *   env: BENCH_PORT (default 4178), CHROME_PATH
 * Writes bench-results/scale.json too; --keep leaves the temporary copy, and --reuse runs
 * the warm rebuilds and the measures again on such a copy (without a cold build), e.g. once
 * the machine is quieter.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { lighthouseRun, median, medianRun } from "./bench/lighthouse.mjs";
import { serveBuild } from "./bench/serve-build.mjs";
import { archiveFolders, growArchive } from "./bench-scale/archive.mjs";
import { timedBuild } from "./bench-scale/build-steps.mjs";
import { classifyPages, folderBytes, measureOutput, sitemapPaths } from "./bench-scale/measure.mjs";
import { benchPictures } from "./bench-scale/pictures.mjs";
import { copyProject } from "./bench-scale/project.mjs";
import { buildTable, lighthouseTable, weightTable } from "./bench-scale/report.mjs";

const { values: options } = parseArgs({
  options: {
    seed: { type: "string", default: "1" },
    "warm-runs": { type: "string", default: "3" },
    runs: { type: "string", default: "3" },
    lighthouse: { type: "boolean", default: true },
    keep: { type: "boolean", default: false },
    reuse: { type: "string" },
  },
  allowNegative: true,
});
const root = path.resolve(import.meta.dirname, "..");
const seed = Number(options.seed);
const port = Number(process.env.BENCH_PORT ?? 4178);
const log = (line) => process.stderr.write(`bench:scale: ${line}\n`);

/** One changed title, as an editor's publish would change it: the first archive event's, a new word each run. */
function changeOneTitle(contentDir, run) {
  const events = path.join(contentDir, archiveFolders.events);
  const first = fs
    .readdirSync(events)
    .filter((name) => name.startsWith("archive-"))
    .sort()[0];
  if (!first) throw new Error("no archive event to change");
  const file = path.join(events, first);
  const text = fs.readFileSync(file, "utf8").replace(/^title: "(.*?)( \(edit \d+\))?"$/m, `title: "$1 (edit ${run})"`);
  fs.writeFileSync(file, text);
}

async function main() {
  const reused = options.reuse ? path.resolve(options.reuse) : null;
  const project = reused ?? copyProject(root);
  log(reused ? `reusing ${project} (no cold build)` : `project copied to ${project}`);
  try {
    const contentDir = path.join(project, "content");
    let written;
    let cold = null;
    if (reused) {
      const count = (folder) =>
        fs.readdirSync(path.join(contentDir, folder)).filter((name) => name.startsWith("archive-")).length;
      written = {
        events: count(archiveFolders.events),
        articles: count(archiveFolders.articles),
        items: count(archiveFolders.items),
        albums: "ten",
      };
    } else {
      const pictures = await benchPictures({ seed, log });
      written = growArchive(contentDir, { pictures, seed });
      log(
        `content grown by ${written.events} events, ${written.articles} articles, ${written.items} items, ${written.albums} albums (${written.photos} photos)`,
      );
      log("cold build…");
      cold = await timedBuild({ cwd: project });
      log(`cold build: ${(cold.ms / 1000).toFixed(1)} s (${cold.cpuSeconds} s CPU)`);
    }
    const runs = [];
    for (let run = 1; run <= Number(options["warm-runs"]); run += 1) {
      changeOneTitle(contentDir, run);
      log(`warm rebuild ${run}…`);
      runs.push(await timedBuild({ cwd: project }));
      log(`warm rebuild ${run}: ${(runs.at(-1).ms / 1000).toFixed(1)} s (${runs.at(-1).cpuSeconds} s CPU)`);
    }
    const middle = median(runs.map((run) => run.ms));
    const warm = { runs, median: runs.reduce((a, b) => (Math.abs(b.ms - middle) < Math.abs(a.ms - middle) ? b : a)) };

    const clientDir = path.join(project, "build", "client");
    const output = measureOutput(clientDir);
    const cache = folderBytes(path.join(project, ".generated"));

    const lighthouse = [];
    if (options.lighthouse) {
      const server = await serveBuild({ buildDir: path.join(project, "build"), port, cwd: project });
      try {
        for (const page of classifyPages(sitemapPaths(clientDir)).listings) {
          const samples = [];
          for (let i = 0; i < Number(options.runs); i += 1) {
            samples.push(await lighthouseRun(`http://127.0.0.1:${port}${page}`, { categories: ["performance"] }));
          }
          lighthouse.push({ page, result: medianRun(samples) });
          log(`Lighthouse ${page} done`);
        }
      } finally {
        server.kill();
      }
    }

    const report = [
      `### bench:scale, seed ${seed}: ${written.events} more events, ${written.articles} articles, ${written.items} items, ${written.albums} albums`,
      "",
      buildTable({ cold, warm }),
      "",
      weightTable(output, cache),
      ...(options.lighthouse ? ["", lighthouseTable(lighthouse, Number(options.runs))] : []),
    ].join("\n");
    console.log(report);
    fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
    const times = ({ ms, cpuSeconds, steps }) => ({ ms, cpuSeconds, steps });
    const json = {
      seed,
      written,
      cold: cold && times(cold),
      warm: warm.runs.map(times),
      output,
      cache,
      lighthouse,
    };
    fs.writeFileSync(path.join(root, "bench-results", "scale.json"), `${JSON.stringify(json, null, 2)}\n`);
  } finally {
    if (options.keep || reused) log(`kept ${project}`);
    else fs.rmSync(project, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench:scale: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
// Lighthouse can leave handles open; the work is done, so leave explicitly.
process.exit();
