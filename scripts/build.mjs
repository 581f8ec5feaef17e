#!/usr/bin/env node
/**
 * `npm run build`: the content check, the image variants, the react-router build with its
 * prerender, the search index of the prerendered pages (search-index.ts) and the post-build
 * (404 page, CSP, host config, compression), in that order,
 * into a staging folder. `<BUILD_DIR>/client` (default build/client) is replaced only when
 * every step succeeded; a failed build leaves the last good one untouched and exits 1.
 *
 * The content check goes first and fails fast: on a content mistake its list of problems
 * is the last thing printed, with nothing after it.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { stagedBuild } from "./staged-build.mjs";

const require = createRequire(import.meta.url);
const reactRouterCli = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.js");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

/** A step that runs a Node script; the build steps that write output get the staging folder as BUILD_DIR. */
const nodeStep = (name, args, { writesBuild = false } = {}) => ({
  name,
  run: (stagingDir) => {
    const env = writesBuild ? { ...process.env, BUILD_DIR: stagingDir } : process.env;
    return spawnSync(process.execPath, args, { stdio: "inherit", env }).status === 0;
  },
});

const result = await stagedBuild({
  buildDir,
  steps: [
    nodeStep("content check", ["--import", "tsx", "scripts/check-content.ts"]),
    nodeStep("image variants", ["scripts/images.mjs"]),
    nodeStep("react-router build", [reactRouterCli, "build"], { writesBuild: true }),
    nodeStep("search index", ["--import", "tsx", "scripts/search-index.ts"], { writesBuild: true }),
    nodeStep("post-build", ["scripts/postbuild.mjs"], { writesBuild: true }),
  ],
});

if (result.ok) {
  console.log(`build: published ${path.relative(process.cwd(), path.join(buildDir, "client")) || "."}`);
} else {
  // After a content problem the check's list stays the last thing on screen.
  if (result.failedStep !== "content check") {
    console.log(`build: stopped at the ${result.failedStep} step; the previous build is unchanged`);
  }
  process.exitCode = 1;
}
