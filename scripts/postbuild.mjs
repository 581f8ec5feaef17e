/**
 * After the prerender (React Router's `buildEnd` hook, react-router.config.ts): turns the
 * prerendered output into a folder any static host can serve.
 * 1. The prerendered /404 page becomes 404.html (hosts answer unknown paths with it).
 * 2. Each page loads its JavaScript after the page itself (see defer-hydration.mjs).
 * 3. Each HTML page gets a <meta> Content-Security-Policy with the hashes of its own
 *    inline scripts (see security-headers.mjs).
 * 4. Host configuration is written from the same header source: _headers in the
 *    published folder (where Netlify and Cloudflare read it), nginx.conf beside it.
 * 5. Text files are precompressed (.br, .gz; precompress.mjs) so the server sends them without work.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { deferHydration, deferredBootstrapStart } from "./defer-hydration.mjs";
import { writeHostConfig } from "./host-config.mjs";
import { precompressCache, precompressFolder } from "./precompress.mjs";
import { pageCsp } from "./security-headers.mjs";

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function moveNotFoundPage(client) {
  const prerendered = path.join(client, "404", "index.html");
  if (!fs.existsSync(prerendered)) throw new Error("The /404 page was not prerendered");
  fs.copyFileSync(prerendered, path.join(client, "404.html"));
  // /404 itself is not a page: remove its folder and data so it, too, answers 404.
  fs.rmSync(path.join(client, "404"), { recursive: true, force: true });
  fs.rmSync(path.join(client, "404.data"), { force: true });
  // Every route is prerendered, so the SPA fallback is never needed.
  fs.rmSync(path.join(client, "__spa-fallback.html"), { force: true });
}

/** Files (feeds, sitemap, calendars, board years) get a .data twin from the prerender that nothing requests. */
function removeResourceDataFiles(files) {
  for (const file of files) {
    if (/\.(xml|txt|ics|json)\.data$/.test(file)) fs.rmSync(file);
  }
}

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** sha256 (base64) of every executable inline script in an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? "";
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.push(
      crypto
        .createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64"),
    );
  }
  return hashes;
}

function loadScriptsAfterContent(file) {
  const html = fs.readFileSync(file, "utf8");
  if (!html.includes(deferredBootstrapStart)) fs.writeFileSync(file, deferHydration(html, file));
}

function addContentSecurityPolicy(file) {
  const html = fs.readFileSync(file, "utf8");
  if (html.includes('http-equiv="Content-Security-Policy"')) return;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageCsp(inlineScriptHashes(html))}"/>`;
  const withMeta = html.replace(/<meta charSet="utf-8"\/>/i, (charset) => `${charset}${meta}`);
  if (withMeta === html) throw new Error(`No <meta charset> to place the CSP after in ${file}`);
  fs.writeFileSync(file, withMeta);
}

/** Finishes the build in `buildDir` (its client/ folder); returns the summary line. */
export function finishBuild(buildDir) {
  const client = path.join(buildDir, "client");
  moveNotFoundPage(client);
  removeResourceDataFiles(walk(client));
  const pages = walk(client).filter((file) => file.endsWith(".html"));
  for (const file of pages) {
    // DEFER_HYDRATION=off keeps React Router's own bootstrap (the B build of ADR 004's A/B).
    if (process.env.DEFER_HYDRATION !== "off") loadScriptsAfterContent(file);
    addContentSecurityPolicy(file);
  }
  writeHostConfig(buildDir);
  precompressFolder(client, { skipFolders: ["_img"], cacheDir: precompressCache() });
  return `postbuild: ${pages.length} HTML pages secured and precompressed`;
}
