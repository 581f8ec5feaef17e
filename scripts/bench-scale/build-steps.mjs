/**
 * `npm run build` timed step by step, from its own output: each step ends at the line it
 * prints (or, for the prerender, at the last page it writes), so the time between two such
 * lines is the step's. A step whose line is missing (a changed message) is counted into the
 * next one and shown as such, never guessed.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The build's steps in order, each with the line that ends it (README, "The build, step by step"). */
export const buildSteps = [
  { name: "content check", end: /^content OK/ },
  { name: "image variants", end: /^images: / },
  { name: "client bundle", end: /^rendering chunks\.\.\./ },
  { name: "social cards", end: /^social cards: / },
  { name: "server bundle", end: /^Prerender \(/ },
  { name: "prerender", end: /^Prerender \(/, last: true },
  { name: "search index", end: /^search index: / },
  { name: "post-build", end: /^postbuild: / },
  { name: "/admin", end: /^host limits: / },
  { name: "host limits, publishing", end: null },
];

const firstFrom = (lines, pattern, from, to = lines.length) => {
  for (let i = from; i < to; i += 1) if (pattern.test(lines[i].text)) return i;
  return -1;
};
const lastBefore = (lines, pattern, from, to) => {
  for (let i = to - 1; i >= from; i -= 1) if (pattern.test(lines[i].text)) return i;
  return -1;
};

/**
 * The milliseconds of each step, from the build's lines (`at`: ms since the build started,
 * `text`: the line) and its total; `ms` is null for a step whose line did not come (its time
 * is in the next step's).
 */
export function stepTimes(lines, totalMs) {
  const trimmed = lines.map(({ at, text }) => ({ at, text: text.trimStart() }));
  const steps = [];
  let cursor = 0;
  let since = 0;
  for (const [index, step] of buildSteps.entries()) {
    let end;
    if (step.end === null) end = null;
    else if (step.last) {
      const next = buildSteps[index + 1]?.end;
      const limit = next ? firstFrom(trimmed, next, cursor) : -1;
      end = lastBefore(trimmed, step.end, cursor, limit === -1 ? trimmed.length : limit);
    } else end = firstFrom(trimmed, step.end, cursor);
    if (end === -1) {
      steps.push({ name: step.name, ms: null });
      continue;
    }
    const at = end === null ? totalMs : trimmed[end].at;
    steps.push({ name: step.name, ms: at - since });
    since = at;
    if (end !== null) cursor = end + 1;
  }
  return steps;
}

/** The CPU seconds (user and system) of a shell's children, from the second line of bash's `times`. */
export function childrenCpuSeconds(timesOutput) {
  const line = timesOutput.trim().split("\n")[1] ?? "";
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  return seconds.length === 2 ? (seconds[0] ?? 0) + (seconds[1] ?? 0) : null;
}

/**
 * Runs `npm run build` in `cwd` (in bash, whose `times` then gives the CPU time of the whole
 * build: on a shared machine the wall time follows the others' load, the CPU time much
 * less); resolves to its wall and CPU time, its steps and its output (thrown when it fails).
 */
export function timedBuild({ cwd, env = {} }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const lines = [];
    let pending = "";
    const timesFile = path.join(os.tmpdir(), `sr-bench-scale-times-${process.pid}-${Date.now()}`);
    const child = spawn("bash", ["-c", 'npm run build; status=$?; times > "$TIMES_FILE"; exit $status'], {
      cwd,
      env: { ...process.env, ...env, TIMES_FILE: timesFile },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const take = (chunk) => {
      const at = performance.now() - started;
      const parts = (pending + chunk.toString()).split("\n");
      pending = parts.pop() ?? "";
      for (const text of parts) lines.push({ at, text });
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", reject);
    child.on("close", (code) => {
      const totalMs = performance.now() - started;
      if (pending) lines.push({ at: totalMs, text: pending });
      const output = lines.map((line) => line.text).join("\n");
      const cpuSeconds = fs.existsSync(timesFile) ? childrenCpuSeconds(fs.readFileSync(timesFile, "utf8")) : null;
      fs.rmSync(timesFile, { force: true });
      if (code !== 0) reject(new Error(`npm run build failed (exit ${code}):\n${output.slice(-3000)}`));
      else resolve({ ms: totalMs, cpuSeconds, steps: stepTimes(lines, totalMs), output });
    });
  });
}
