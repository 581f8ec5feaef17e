/**
 * What a visitor downloads before a prerendered page is interactive, measured from the
 * build output alone (deterministic, no browser): the scripts and module preloads an HTML
 * file references, the modules those import statically, and its stylesheets, each gzip -9.
 * Dynamic import() targets are excluded on purpose: that code loads on demand.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const gzipSize = (data) => zlib.gzipSync(data, { level: 9 }).length;

/**
 * Every page the build prerendered, as route -> index.html path ('/' first, then sorted).
 * /admin (the CMS, built apart from the site) is no prerendered page and is left out.
 */
export function listPages(clientDir) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const adminFolder = dir === clientDir && entry.name === "admin";
        if (entry.name !== "assets" && entry.name !== "_img" && !adminFolder) walk(full);
      } else if (entry.name === "index.html") {
        const route = `/${path.relative(clientDir, dir).split(path.sep).join("/")}`;
        pages.push({ route: route === "/" ? "/" : route, file: full });
      }
    }
  };
  walk(clientDir);
  return pages.sort((a, b) => (a.route === "/" ? -1 : b.route === "/" ? 1 : a.route.localeCompare(b.route)));
}

const attribute = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];
/** Static `import … from "x"`, `import "x"` and `export … from "x"` — not `import("x")`. */
const staticImport = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

/** A quoted script URL inside an inline module script: an import or a preload list entry. */
const moduleUrl = /["']((?:\/|\.\.?\/)[^"']+\.js)["']/g;

function localFile(clientDir, url, base) {
  if (/^(?:[a-z]+:)?\/\//i.test(url)) return null; // another origin: not ours to count
  const resolved = new URL(url, `http://local${base}`).pathname;
  return path.join(clientDir, decodeURIComponent(resolved));
}

/** Bytes of the first load of one HTML file. */
export function measurePage(clientDir, htmlFile) {
  const html = fs.readFileSync(htmlFile, "utf8");
  const base = `/${path.relative(clientDir, htmlFile).split(path.sep).join("/")}`;
  const scripts = new Set();
  const styles = new Set();
  const missing = [];

  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src) scripts.add(localFile(clientDir, src, base));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") scripts.add(localFile(clientDir, href, base));
    if (rel === "stylesheet") styles.add(localFile(clientDir, href, base));
  }
  // The inline module script that hydrates the page names every module it loads (see
  // defer-hydration.mjs): they load with the page, just after its content.
  for (const [tag, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (!/type="module"/.test(tag)) continue;
    for (const [, url] of body.matchAll(moduleUrl)) scripts.add(localFile(clientDir, url, base));
  }
  scripts.delete(null);
  styles.delete(null);

  // Follow static imports, so a chunk that is imported but not preloaded still counts.
  const queue = [...scripts];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!fs.existsSync(file)) continue;
    const code = fs.readFileSync(file, "utf8");
    const fileBase = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    for (const [, url] of code.matchAll(staticImport)) {
      const dep = localFile(clientDir, url, fileBase);
      if (dep && !scripts.has(dep)) {
        scripts.add(dep);
        queue.push(dep);
      }
    }
  }

  const total = (files) =>
    [...files].reduce((sum, file) => {
      if (!fs.existsSync(file)) {
        missing.push(path.relative(clientDir, file));
        return sum;
      }
      return sum + gzipSize(fs.readFileSync(file));
    }, 0);

  return {
    js: total(scripts),
    css: total(styles),
    html: gzipSize(html),
    jsFiles: scripts.size,
    /** Every script and stylesheet of the first load, relative to the client folder. */
    files: [...scripts, ...styles].map((file) => path.relative(clientDir, file).split(path.sep).join("/")),
    missing,
  };
}
