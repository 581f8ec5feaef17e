/**
 * What every server of the built site must answer, path by path: `npm start`, nginx with
 * the generated snippet (tests/e2e/delivery.spec.ts) and the `_headers` file of Netlify
 * and Cloudflare Pages (tests/unit/headers-file.test.ts) are all held to this one table.
 *
 * The values are written out here on purpose, not imported from scripts/: the table is
 * the contract, so weakening the shared header source weakens every server at once and
 * fails every check of it.
 */
import fs from "node:fs";
import path from "node:path";

/** Sent with every response, whatever its status. */
export const expectedSecurityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
};

/**
 * /admin, the CMS page and its files, adds these (ADR 011): an opener policy that lets the
 * sign-in popup report back, and noindex. Its CSP is a <meta> of its page.
 */
export const expectedAdminHeaders: Readonly<Record<string, string>> = {
  "cross-origin-opener-policy": "same-origin-allow-popups",
  "x-robots-tag": "noindex",
};

/** The headers a response to `pathname` carries, whatever its status. */
export function expectedHeadersFor(pathname: string): Readonly<Record<string, string>> {
  const admin = pathname === "/admin" || pathname.startsWith("/admin/");
  return admin ? { ...expectedSecurityHeaders, ...expectedAdminHeaders } : expectedSecurityHeaders;
}

export const expectedCacheControl = {
  /** Hashed files: their name changes when their content does. */
  immutable: "public, max-age=31536000, immutable",
  /** Everything else, the not-found page included: the browser asks again every time. */
  revalidate: "public, max-age=0, must-revalidate",
  /** Answers that are no file of the site (a refused method): nothing to keep. */
  noStore: "no-store",
} as const;

/**
 * The <meta> CSP of every page, apart from `script-src`, which is 'self' plus the sha256
 * of each of the page's own inline scripts.
 */
export const expectedPagePolicy: Readonly<Record<string, string>> = {
  "default-src": "'self'",
  "img-src": "'self' data: blob:",
  "font-src": "'self'",
  "style-src": "'self' 'unsafe-inline'",
  "connect-src": "'self'",
  "manifest-src": "'self'",
  "form-action": "'self' mailto:",
  "object-src": "'none'",
  "base-uri": "'self'",
};

/** Media types of text, which must name their charset (UTF-8). */
export const textMediaTypes: readonly string[] = [
  "text/html",
  "text/css",
  "text/javascript",
  "text/x-script",
  "application/json",
  "application/manifest+json",
  "application/xml",
  "text/plain",
  "text/calendar",
];

/** The methods a static site answers; anything else is 405 with this Allow header. */
export const allowedMethods = "GET, HEAD";

/**
 * - negotiated: the build wrote .br and .gz twins, and the server must pick one by
 *   Accept-Encoding (brotli where the server can, gzip otherwise), with Vary.
 * - none: sent as stored, whatever the client accepts.
 * - as-built: small files get no twins; negotiated when the build wrote twins, else none.
 */
export type Compression = "negotiated" | "none" | "as-built";

/**
 * - page: the built HTML of that path, with the page CSP in a <meta>;
 * - not-found: the built 404.html;
 * - file: the built file of that path;
 * - cms-page: the built /admin/index.html (the CMS page, with its own <meta> CSP).
 */
export type Body = "page" | "not-found" | "file" | "cms-page" | "any";

export type PathExpectation = {
  /** Shown in the test title. */
  name: string;
  /** The request path; for rows with `pick`, an example of the kind of path it picks. */
  path: string;
  /** Picks the path from the build, for files whose names come from content or hashes. */
  pick?: (site: BuiltSite) => string;
  method?: "GET" | "HEAD" | "POST" | "PUT" | "DELETE" | "OPTIONS";
  status: 200 | 404 | 405;
  /** Media type, without parameters; text types must also say charset=utf-8. */
  type?: string;
  cache: keyof typeof expectedCacheControl;
  compression: Compression;
  body: Body;
};

/** The files of a build, to pick paths whose names the table cannot know. */
export type BuiltSite = { client: string; files: readonly string[]; pages: readonly string[] };

export function readBuiltSite(buildDir: string): BuiltSite {
  const client = path.resolve(buildDir, "client");
  const files = fs
    .readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(client, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .sort();
  const sitemap = fs.readFileSync(path.join(client, "sitemap.xml"), "utf8");
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
  return { client, files, pages };
}

/** The first path in the build matching `pattern`; a build without one fails the test. */
export function firstMatching(paths: readonly string[], pattern: RegExp, what: string): string {
  const found = paths.find((candidate) => pattern.test(candidate));
  if (!found) throw new Error(`The build has no ${what} (${pattern})`);
  return found;
}

const page = (name: string, pagePath: string, pick?: PathExpectation["pick"]): PathExpectation => ({
  name,
  path: pagePath,
  pick,
  status: 200,
  type: "text/html",
  cache: "revalidate",
  compression: "negotiated",
  body: "page",
});

const notFound = (name: string, notFoundPath: string): PathExpectation => ({
  name,
  path: notFoundPath,
  status: 404,
  type: "text/html",
  cache: "revalidate",
  compression: "negotiated",
  body: "not-found",
});

const notAllowed = (method: NonNullable<PathExpectation["method"]>, target: string): PathExpectation => ({
  name: `${method} is not allowed`,
  path: target,
  method,
  status: 405,
  cache: "noStore",
  compression: "none",
  body: "any",
});

export const deliveryContract: readonly PathExpectation[] = [
  page("home page", "/"),
  page("about page", "/about"),
  page("blog index", "/blog"),
  page("events page", "/events"),
  page("an article", "/blog/an-article", (site) => firstMatching(site.pages, /^\/blog\/[^/]+$/, "article page")),
  page("a role page", "/join/role/a-role", (site) => firstMatching(site.pages, /^\/join\/role\/[^/]+$/, "role page")),
  { ...page("home page, HEAD", "/"), method: "HEAD" },
  {
    name: "page data",
    path: "/about.data",
    status: 200,
    type: "text/x-script",
    cache: "revalidate",
    compression: "as-built",
    body: "file",
  },
  {
    name: "hashed script",
    path: "/assets/entry.client-AbCd1234.js",
    pick: (site) => firstMatching(site.files, /^\/assets\/entry\.client-[\w-]+\.js$/, "entry script"),
    status: 200,
    type: "text/javascript",
    cache: "immutable",
    compression: "as-built",
    body: "file",
  },
  {
    name: "hashed stylesheet",
    path: "/assets/shared-AbCd1234.css",
    pick: (site) => firstMatching(site.files, /^\/assets\/[\w.-]+\.css$/, "stylesheet"),
    status: 200,
    type: "text/css",
    cache: "immutable",
    compression: "negotiated",
    body: "file",
  },
  {
    name: "font",
    path: "/assets/inter-latin-wght-normal-AbCd1234.woff2",
    pick: (site) => firstMatching(site.files, /^\/assets\/[\w.-]+\.woff2$/, "font"),
    status: 200,
    type: "font/woff2",
    cache: "immutable",
    compression: "none",
    body: "file",
  },
  {
    name: "image variant (AVIF)",
    path: "/_img/photo-0123456789-480.avif",
    pick: (site) => firstMatching(site.files, /^\/_img\/[\w-]+-\d+\.avif$/, "AVIF variant"),
    status: 200,
    type: "image/avif",
    cache: "immutable",
    compression: "none",
    body: "file",
  },
  {
    name: "image variant (WebP)",
    path: "/_img/photo-0123456789-480.webp",
    pick: (site) => firstMatching(site.files, /^\/_img\/[\w-]+-\d+\.webp$/, "WebP variant"),
    status: 200,
    type: "image/webp",
    cache: "immutable",
    compression: "none",
    body: "file",
  },
  {
    name: "image original (download)",
    path: "/_img/photo-0123456789.jpg",
    pick: (site) => firstMatching(site.files, /^\/_img\/[\w-]+-[0-9a-f]{10}\.jpe?g$/, "JPEG original"),
    status: 200,
    type: "image/jpeg",
    cache: "immutable",
    compression: "none",
    body: "file",
  },
  {
    name: "sitemap",
    path: "/sitemap.xml",
    status: 200,
    type: "application/xml",
    cache: "revalidate",
    compression: "as-built",
    body: "file",
  },
  {
    name: "robots.txt",
    path: "/robots.txt",
    status: 200,
    type: "text/plain",
    cache: "revalidate",
    compression: "as-built",
    body: "file",
  },
  {
    name: "blog feed",
    path: "/blog/rss.xml",
    status: 200,
    type: "application/xml",
    cache: "revalidate",
    compression: "as-built",
    body: "file",
  },
  {
    name: "events calendar",
    path: "/events.ics",
    status: 200,
    type: "text/calendar",
    cache: "revalidate",
    compression: "as-built",
    body: "file",
  },
  {
    name: "an event's calendar file",
    path: "/events/an-event/calendar.ics",
    pick: (site) => firstMatching(site.files, /^\/events\/[^/]+\/calendar\.ics$/, "event calendar"),
    status: 200,
    type: "text/calendar",
    cache: "revalidate",
    compression: "as-built",
    body: "file",
  },
  {
    name: "a board year",
    path: "/board/2024-2025/members.json",
    pick: (site) => firstMatching(site.files, /^\/board\/[^/]+\/members\.json$/, "board year"),
    status: 200,
    type: "application/json",
    cache: "revalidate",
    compression: "as-built",
    body: "file",
  },
  {
    name: "web manifest",
    path: "/site.webmanifest",
    status: 200,
    type: "application/manifest+json",
    cache: "revalidate",
    compression: "none",
    body: "file",
  },
  {
    name: "favicon for browsers that ask /favicon.ico",
    path: "/favicon.ico",
    status: 200,
    type: "image/vnd.microsoft.icon",
    cache: "revalidate",
    compression: "none",
    body: "file",
  },
  {
    name: "favicon",
    path: "/favicon.svg",
    status: 200,
    type: "image/svg+xml",
    cache: "revalidate",
    compression: "as-built",
    body: "file",
  },
  {
    name: "social image",
    path: "/og-image.jpg",
    status: 200,
    type: "image/jpeg",
    cache: "revalidate",
    compression: "none",
    body: "file",
  },
  {
    name: "the CMS page",
    path: "/admin/",
    status: 200,
    type: "text/html",
    cache: "revalidate",
    compression: "as-built",
    body: "cms-page",
  },
  {
    name: "the CMS page without its slash",
    path: "/admin",
    status: 200,
    type: "text/html",
    cache: "revalidate",
    compression: "as-built",
    body: "cms-page",
  },
  {
    name: "the CMS script",
    path: "/admin/assets/main-AbCd1234.js",
    pick: (site) => firstMatching(site.files, /^\/admin\/assets\/main-[\w-]+\.js$/, "CMS script"),
    status: 200,
    type: "text/javascript",
    cache: "immutable",
    compression: "negotiated",
    body: "file",
  },
  notFound("unknown page", "/no-such-page"),
  notFound("unknown article", "/blog/no-such-article"),
  { ...notFound("unknown page, HEAD", "/no-such-page"), method: "HEAD" },
  notFound("unknown script under /assets/ (not cached for a year)", "/assets/no-such-file.js"),
  notFound("unknown image under /_img/ (not cached for a year)", "/_img/no-such-image.avif"),
  notFound("the not-found page's own address", "/404"),
  notFound("the not-found page's own address, with a slash", "/404/"),
  notFound("the not-found page's file", "/404.html"),
  notFound("the host headers file", "/_headers"),
  notFound("an nginx configuration", "/nginx.conf"),
  notFound("the SPA fallback", "/__spa-fallback.html"),
  notFound("a hidden file", "/.env"),
  notFound("a source file", "/server.mjs"),
  notFound("the package manifest", "/package.json"),
  notAllowed("POST", "/"),
  notAllowed("PUT", "/assets/entry.client.js"),
  notAllowed("DELETE", "/about"),
  notAllowed("OPTIONS", "/"),
];
