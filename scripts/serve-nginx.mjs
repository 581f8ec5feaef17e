#!/usr/bin/env node
/**
 * Serves an existing build with a real nginx and the generated snippet, in the foreground:
 *
 *   PORT=8081 node scripts/serve-nginx.mjs     (BUILD_DIR, HOST, NGINX_WORKERS as for npm start)
 *
 * The end-to-end tests run the same site through it and through `npm start`.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { findNginx, prepareNginx } from "./nginx-local.mjs";

const nginx = findNginx();
if (!nginx) {
  console.log("nginx is not installed (Debian: apt-get install nginx libnginx-mod-http-brotli-static).");
  process.exit(1);
}

const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 3001);
const { tempDir, args } = prepareNginx({
  nginx,
  buildDir: process.env.BUILD_DIR ?? "build",
  host,
  port,
  workers: Number(process.env.NGINX_WORKERS ?? 1),
});

const child = spawn(nginx.binary, args, { stdio: "inherit" });
console.log(`nginx ${nginx.version} (brotli ${nginx.brotliModule ? "on" : "off: gzip only"}): http://${host}:${port}/`);

// SIGQUIT is nginx's graceful shutdown; the temporary folder goes with it.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill("SIGQUIT"));
child.on("exit", (code, signal) => {
  fs.rmSync(tempDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
