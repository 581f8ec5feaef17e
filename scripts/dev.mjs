#!/usr/bin/env node
/**
 * `npm run dev`: the site as editors preview it. Drafts are shown (SHOW_DRAFTS=1, read by
 * app/content/content-files.ts); the content check prints any problems first but does not
 * stop the server, whose pages show the same problems until they are fixed. Arguments
 * are passed on to `react-router dev` (e.g. `npm run dev -- --port 5300`).
 */
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const reactRouterCli = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.js");
const env = { ...process.env, SHOW_DRAFTS: "1" };
const run = (args) => spawnSync(process.execPath, args, { stdio: "inherit", env }).status;

// The image variants are made by the dev server itself (scripts/images/vite-plugin.mjs).
run(["--import", "tsx", "scripts/check-content.ts"]);

const server = spawn(process.execPath, [reactRouterCli, "dev", ...process.argv.slice(2)], { stdio: "inherit", env });
// Stopping this script stops the server too, whoever sends the signal.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
