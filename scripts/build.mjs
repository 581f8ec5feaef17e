#!/usr/bin/env node
/**
 * `npm run build`: the content check, then `react-router build` into a staging folder.
 * React Router's build hosts the other steps: the image variants where the client build
 * starts (scripts/images/vite-plugin.mjs), the prerender, then in its `buildEnd` hook
 * (react-router.config.ts) the search index (search-index.ts) and the post-build (404
 * page, CSP, host config, compression: postbuild.mjs). `<BUILD_DIR>/client` (default build/client) is replaced only when
 * every step succeeded; a failed build leaves the last good one untouched and exits 1.
 *
 * /admin (Decap CMS, vite.admin.config.ts) is built last, into client/admin, after the
 * post-build step: the CMS page is not a prerendered page and gets none of its treatment
 * (it is sent with headers of its own, ADR 011); its text files are precompressed here.
 *
 * BUILD_ADMIN=0 leaves /admin out: for the tests that build content only to read its
 * public pages (the growth test, the real-CMS spec, `npm test`'s build of the fixture
 * content), where it would add a third of the build's time; `npm test`'s build of the
 * shipped content, which the /admin specs read, includes it.
 *
 * The last step checks the output against the recommended host's limits (files, file size,
 * `_headers`; host-limits.mjs), so a build the host would refuse fails before it is published.
 *
 * The content check goes first and fails fast: on a content mistake its list of problems
 * is the last thing printed, with nothing after it.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { hostLimitsStep } from "./host-limits.mjs";
import { precompressCache, precompressFolder, pruneTwinCache } from "./precompress.mjs";
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

const viteCli = path.join(path.dirname(require.resolve("vite/package.json")), "bin", "vite.js");

/**
 * /admin's text files get .br and .gz twins as the site's do, with brotli at quality 9,
 * not 11: on Decap's 6 MB bundle 11 costs a quarter of the /admin build for a tenth fewer
 * bytes, on a page only editors open (ADR 011).
 */
const adminBrotliQuality = 9;

const adminStep = {
  name: "admin build",
  run: (stagingDir) => {
    const outDir = path.join(stagingDir, "client", "admin");
    const env = { ...process.env, ADMIN_OUT_DIR: outDir };
    const built = spawnSync(
      process.execPath,
      [viteCli, "build", "--config", "vite.admin.config.ts", "--logLevel", "warn"],
      {
        stdio: "inherit",
        env,
      },
    );
    if (built.status !== 0) return false;
    precompressFolder(outDir, { brotliQuality: adminBrotliQuality, cacheDir: precompressCache() });
    return true;
  },
};

/** BUILD_ADMIN=0: no /admin (see above). */
const withAdmin = process.env.BUILD_ADMIN !== "0";

const result = await stagedBuild({
  buildDir,
  steps: [
    nodeStep("content check", ["--import", "tsx", "scripts/check-content.ts"]),
    nodeStep("react-router build", [reactRouterCli, "build"], { writesBuild: true }),
    ...(withAdmin ? [adminStep] : []),
    // Once every folder has linked its .br and .gz twins: cached twins no build links any more go.
    {
      name: "tidy the compressed files' cache",
      run: () => {
        pruneTwinCache(precompressCache());
        return true;
      },
    },
    // Last, on everything that would be published: what the recommended host refuses fails here.
    hostLimitsStep(),
  ],
});

if (result.ok) {
  const withoutAdmin = withAdmin ? "" : " (without /admin: BUILD_ADMIN=0)";
  console.log(`build: published ${path.relative(process.cwd(), path.join(buildDir, "client")) || "."}${withoutAdmin}`);
} else {
  // After a content problem the check's list stays the last thing on screen.
  if (result.failedStep !== "content check") {
    console.log(`build: stopped at the ${result.failedStep} step; the previous build is unchanged`);
  }
  process.exitCode = 1;
}
