/**
 * The recommended host's limits on what one deployment may hold (README, "Deploying"):
 * Cloudflare Pages on its free plan publishes at most 20,000 files of at most 25 MiB each,
 * and reads at most 100 rules from `_headers`, each header at most 2,000 characters
 * (developers.cloudflare.com/pages/platform/limits, checked 2026-11-29). A deployment over
 * any of them is refused by the host after the build; the build checks them first, as its
 * last step, so a build that would be refused fails with a message that says what to do,
 * and the last good build stays published.
 */
import fs from "node:fs";
import path from "node:path";

export const cloudflarePagesFree = {
  name: "Cloudflare Pages (free plan)",
  files: 20_000,
  fileBytes: 25 * 1024 * 1024,
  headerRules: 100,
  headerChars: 2_000,
};

/** The host's own configuration in the published folder: read by the host, not uploaded as files. */
const hostConfigFiles = new Set(["_headers", "_redirects", "_routes.json"]);

/** Every published file under `clientDir`: its path there ('_img/a.jpg') and its size. */
export function publishedFiles(clientDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        files.push({ file: path.relative(clientDir, full).split(path.sep).join("/"), bytes: fs.statSync(full).size });
    }
  };
  walk(clientDir);
  return files.filter(({ file }) => !hostConfigFiles.has(file));
}

const count = (n) => n.toLocaleString("en-GB");
const mebibytes = (bytes) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** The top folders holding most files: where to look when there are too many. */
function busiestFolders(files) {
  const perFolder = new Map();
  for (const { file } of files) {
    const folder = file.includes("/") ? `/${file.slice(0, file.indexOf("/"))}/` : "/ (top level)";
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
  }
  return [...perFolder]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([folder, n]) => `${folder} ${count(n)}`)
    .join(", ");
}

/** The rules of a `_headers` file: each line that starts a path pattern, with the header lines under it. */
function headerRules(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (/^\s/.test(line)) rules.at(-1)?.headers.push(line.trim());
    else rules.push({ pattern: line.trim(), headers: [] });
  }
  return rules;
}

/**
 * What in `clientDir` the host would refuse, one message per problem (empty when it fits),
 * each saying what to do.
 */
export function hostLimitProblems(clientDir, limits = cloudflarePagesFree) {
  const problems = [];
  const files = publishedFiles(clientDir);
  if (files.length > limits.files) {
    problems.push(
      `the site has ${count(files.length)} files, more than the ${count(limits.files)} ${limits.name} publishes ` +
        `(most are in ${busiestFolders(files)}) → remove pictures or pages no longer needed, ` +
        `or move to a plan that allows more (README, "Deploying")`,
    );
  }
  for (const { file, bytes } of files.filter((candidate) => candidate.bytes > limits.fileBytes)) {
    problems.push(
      `${file} is ${mebibytes(bytes)}, more than the ${mebibytes(limits.fileBytes)} ${limits.name} serves per file → ` +
        "make it smaller (a picture: npm run images:shrink), or link to it where it is kept",
    );
  }
  const headersFile = path.join(clientDir, "_headers");
  if (fs.existsSync(headersFile)) {
    const rules = headerRules(fs.readFileSync(headersFile, "utf8"));
    if (rules.length > limits.headerRules) {
      problems.push(
        `_headers has ${rules.length} rules, more than the ${limits.headerRules} ${limits.name} reads → ` +
          "join rules in scripts/host-config.mjs",
      );
    }
    for (const { pattern, headers } of rules) {
      for (const header of headers.filter((line) => line.length > limits.headerChars)) {
        const name = header.slice(0, header.indexOf(":"));
        problems.push(
          `_headers: ${name} of ${pattern} is ${count(header.length)} characters, more than the ` +
            `${count(limits.headerChars)} ${limits.name} accepts → shorten it in scripts/security-headers.mjs`,
        );
      }
    }
  }
  return problems;
}

/** False (and the problems printed) when the host would refuse the output; else one line of how close it is. */
export function checkHostLimits(clientDir, limits = cloudflarePagesFree) {
  const problems = hostLimitProblems(clientDir, limits);
  for (const problem of problems) console.log(`host limits: ${problem}`);
  if (problems.length > 0) return false;
  const files = publishedFiles(clientDir);
  const largest = files.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: "(none)", bytes: 0 });
  console.log(
    `host limits: ${count(files.length)} of ${count(limits.files)} files, the largest ${largest.file} ` +
      `(${mebibytes(largest.bytes)} of ${mebibytes(limits.fileBytes)}): within ${limits.name}'s limits`,
  );
  return true;
}

/** The build's last step (scripts/build.mjs), on the staged output before it is published. */
export function hostLimitsStep(limits = cloudflarePagesFree) {
  return { name: "host limits", run: (stagingDir) => checkHostLimits(path.join(stagingDir, "client"), limits) };
}
