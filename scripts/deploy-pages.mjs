#!/usr/bin/env node
/**
 * Uploads a finished build to Cloudflare Pages with Wrangler's Direct Upload (the Deploy
 * workflow, .github/workflows/deploy.yml; README, "Deploying"). The build is made before,
 * by `npm run build` on GitHub's runners, so Cloudflare builds nothing: its monthly build
 * quota is not used, and the image variants and cards are kept between runs by the
 * workflow's cache. The branch decides the kind of deployment: the project's production
 * branch (main) is the site, any other branch a preview at an address of its own.
 *
 *   node scripts/deploy-pages.mjs --project <name> --branch <branch> --commit <sha> [--dir build/client] [--output <file>]
 *   env: CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID (read by Wrangler)
 *
 * Prints the deployment's address; with --output also appends `url=<address>` to that
 * file ($GITHUB_OUTPUT), for the commit status that /admin's "View Preview" reads.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

/** Wrangler, pinned: run with npx at deploy time only, so it is not in every install of the project. */
export const wranglerVersion = "4.164.0";

/** Wrangler's arguments for one upload. */
export function wranglerArguments({ dir, project, branch, commit }) {
  return [
    "--yes",
    `wrangler@${wranglerVersion}`,
    "pages",
    "deploy",
    dir,
    `--project-name=${project}`,
    `--branch=${branch}`,
    `--commit-hash=${commit}`,
  ];
}

/**
 * The deployment Wrangler reports in its output file (WRANGLER_OUTPUT_FILE_PATH): one JSON
 * record per line, the `pages-deploy-detailed` one with the deployment's own address.
 */
export function deployedPages(ndjson) {
  const record = ndjson
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line))
    .findLast((entry) => entry.type === "pages-deploy-detailed");
  if (!record?.url) throw new Error("Wrangler reported no deployment address (no pages-deploy-detailed record)");
  return { url: record.url, alias: record.alias ?? null, environment: record.environment };
}

function main() {
  const { values } = parseArgs({
    options: {
      project: { type: "string" },
      branch: { type: "string" },
      commit: { type: "string" },
      dir: { type: "string", default: "build/client" },
      output: { type: "string" },
    },
  });
  for (const name of ["project", "branch", "commit"]) {
    if (!values[name]) throw new Error(`--${name} is required`);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-pages-"));
  try {
    const outputFile = path.join(work, "wrangler-output.ndjson");
    const upload = spawnSync("npx", wranglerArguments(values), {
      stdio: "inherit",
      env: { ...process.env, WRANGLER_OUTPUT_FILE_PATH: outputFile },
    });
    if (upload.status !== 0) throw new Error(`wrangler pages deploy failed (exit status ${upload.status})`);
    const deployed = deployedPages(fs.readFileSync(outputFile, "utf8"));
    console.log(
      `deploy: ${deployed.environment} deployment at ${deployed.url}${deployed.alias ? ` (${deployed.alias})` : ""}`,
    );
    if (values.output) fs.appendFileSync(values.output, `url=${deployed.url}\n`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
