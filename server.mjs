/**
 * Serves the built site the way a static host or CDN would: precompressed brotli
 * and gzip files, long-lived caching for hashed assets, security headers, and the
 * not-found page with HTTP 404 for unknown paths. Builds first when no build exists.
 *
 *   PORT=8080 node server.mjs      (default port 3000; BUILD_DIR selects another build folder)
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import { cacheControl, securityHeaders } from "./scripts/security-headers.mjs";

const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const port = Number(process.env.PORT ?? 3000);
const notFoundFile = path.join(root, "404.html");

if (!fs.existsSync(notFoundFile)) {
  console.log("No build found: building the site first (npm run build)…");
  execSync("npm run build", { stdio: "inherit" });
}

const headers = securityHeaders({ https: process.env.HTTPS === "1" });

function applyHeaders(res, pathname) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", cacheControl(pathname));
}

const serveStatic = sirv(root, {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: ["html"],
  setHeaders: (res, pathname) => applyHeaders(res, pathname),
});

const notFoundHtml = fs.readFileSync(notFoundFile);

function sendNotFound(req, res) {
  applyHeaders(res, "/404.html");
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(req.method === "HEAD" ? undefined : notFoundHtml);
}

const server = http.createServer((req, res) => {
  // React Router's data files and the SPA fallback are build internals, never pages.
  if (req.url?.startsWith("/__spa-fallback")) return sendNotFound(req, res);
  serveStatic(req, res, () => sendNotFound(req, res));
});

server.listen(port, () => {
  console.log(`RSM Student Representation: http://localhost:${port}`);
});
