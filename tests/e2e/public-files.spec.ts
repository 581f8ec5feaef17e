/**
 * Everything in build/client is public: whatever lands there, any visitor can fetch. So
 * every file must be of a kind the site means to publish. A new kind (a search index, a
 * new feed) is added here on purpose, one entry at a time; anything else fails the test:
 * source maps, configuration, READMEs, content sources, manifests other than the web
 * manifest.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { readBuiltSite } from "../delivery-contract";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");

const slug = "[a-z0-9]+(?:-[a-z0-9]+)*";
const hashed = "[\\w.-]+-[\\w-]{8}";

/** Every kind of public file, by path. */
const publicKinds: readonly { kind: string; pattern: RegExp }[] = [
  { kind: "page", pattern: new RegExp(`^/(?:${slug}/)*index\\.html$`) },
  { kind: "not-found page", pattern: /^\/404\.html$/ },
  { kind: "page data", pattern: new RegExp(`^/(?:${slug}/)*(?:${slug}|_root)\\.data$`) },
  { kind: "hashed script or stylesheet", pattern: new RegExp(`^/assets/${hashed}\\.(?:js|css)$`) },
  { kind: "font", pattern: new RegExp(`^/assets/${hashed}\\.woff2$`) },
  { kind: "image variant", pattern: new RegExp(`^/_img/${slug}-[0-9a-f]{10}-\\d+\\.(?:avif|webp)$`) },
  { kind: "image original", pattern: new RegExp(`^/_img/${slug}-[0-9a-f]{10}\\.(?:jpe?g|png|webp|avif)$`) },
  { kind: "feed", pattern: /^\/blog\/rss\.xml$/ },
  { kind: "sitemap", pattern: /^\/sitemap\.xml$/ },
  { kind: "robots", pattern: /^\/robots\.txt$/ },
  { kind: "calendar", pattern: new RegExp(`^/events(?:/${slug}/calendar)?\\.ics$`) },
  { kind: "board year", pattern: /^\/board\/\d{4}-\d{4}\/members\.json$/ },
  {
    kind: "favicon",
    pattern:
      /^\/(?:favicon\.ico|favicon\.svg|favicon-32x32\.png|apple-touch-icon\.png|icon-(?:192|512|maskable-512)\.png)$/,
  },
  { kind: "web manifest", pattern: /^\/site\.webmanifest$/ },
  { kind: "social image", pattern: /^\/og-image\.jpg$/ },
  // The site search (scripts/search-index.ts): Pagefind's script, worker and entry file, its
  // WebAssembly per language, and the index files, named by their hash.
  { kind: "search script", pattern: /^\/pagefind\/pagefind(?:-worker)?\.js$/ },
  { kind: "search entry", pattern: /^\/pagefind\/pagefind-entry\.json$/ },
  // What results show before their fragments load (ADR 013).
  { kind: "search record summaries", pattern: /^\/pagefind\/site-records\.json$/ },
  { kind: "search WebAssembly", pattern: /^\/pagefind\/wasm\.[a-z-]+\.pagefind$/ },
  {
    kind: "search index file",
    pattern:
      /^\/pagefind\/(?:pagefind\.[a-z-]+_[0-9a-f]+\.pf_meta|index\/[a-z-]+_[0-9a-f]+\.pf_index|fragment\/[a-z-]+_[0-9a-f]+\.pf_fragment|filter\/[a-z-]+_[0-9a-f]+\.pf_filter)$/,
  },
  // The one host file: Netlify and Cloudflare Pages read it here and do not serve it.
  { kind: "host headers file", pattern: /^\/_headers$/ },
  // /admin, the CMS (Decap): its page, its hashed scripts, the previews' stylesheet and the
  // site's font files it hands to the preview, and its image encoders.
  { kind: "CMS page", pattern: /^\/admin\/index\.html$/ },
  { kind: "CMS script or stylesheet", pattern: new RegExp(`^/admin/assets/${hashed}\\.(?:js|css)$`) },
  { kind: "CMS font", pattern: new RegExp(`^/admin/assets/${hashed}\\.woff2$`) },
  { kind: "CMS image encoder", pattern: new RegExp(`^/admin/assets/${hashed}\\.wasm$`) },
];

/** Text kinds the build precompresses: their .br and .gz twins are public too. */
const compressible = /\.(?:html|data|js|css|json|xml|txt|ics|svg|webmanifest|wasm)$/;

function kindOf(file: string, files: ReadonlySet<string>): string | null {
  const twin = /^(.*)\.(?:br|gz)$/.exec(file);
  if (twin?.[1]) {
    const original = twin[1];
    return files.has(original) && compressible.test(original) && kindOf(original, files) ? "compressed twin" : null;
  }
  return publicKinds.find(({ pattern }) => pattern.test(file))?.kind ?? null;
}

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("build/client holds only files of a public kind", () => {
  const site = readBuiltSite(buildDir);
  const files = new Set(site.files);
  // Enough of the site to show the listing is real, not an empty folder passing vacuously.
  for (const required of ["/index.html", "/404.html", "/_headers", "/sitemap.xml"]) expect(files).toContain(required);
  expect(site.files.length).toBeGreaterThan(50);

  const unexpected = site.files.filter((file) => kindOf(file, files) === null);
  expect(unexpected, "files of no public kind in build/client").toEqual([]);
});

test("host configuration other than _headers is written beside build/client, not inside it", () => {
  expect(fs.existsSync(path.join(buildDir, "nginx.conf"))).toBe(true);
  expect(fs.existsSync(path.join(buildDir, "client", "nginx.conf"))).toBe(false);
});

test("no script carries a content source: no Markdown front matter, no text of a content file", () => {
  const site = readBuiltSite(buildDir);
  const scripts = site.files.filter((file) => /^\/assets\/.*\.js$/.test(file));
  expect(scripts.length).toBeGreaterThan(5);
  // A content file's opening as it would appear in a bundle: raw, or escaped in a string.
  const openings = markdownFiles(contentDir).map((file) => {
    const opening = fs.readFileSync(file, "utf8").trimStart().slice(0, 80);
    return { file: path.relative(contentDir, file), raw: opening, escaped: JSON.stringify(opening).slice(1, -1) };
  });
  expect(openings.length, `Markdown files in ${contentDir}`).toBeGreaterThan(0);

  const leaks: string[] = [];
  for (const script of scripts) {
    const text = fs.readFileSync(path.join(site.client, script), "utf8");
    if (/---(?:\\n|\n)[A-Za-z][\w-]*:/.test(text)) leaks.push(`${script}: Markdown front matter`);
    for (const { file, raw, escaped } of openings) {
      if (text.includes(raw) || text.includes(escaped)) leaks.push(`${script}: text of content/${file}`);
    }
  }
  expect(leaks).toEqual([]);
});
