/**
 * The site's HTTP security headers, in one place. `npm start` applies them, and the
 * post-build step writes them into the formats static hosts read (_headers,
 * nginx.conf snippet), so every host serves the same policy.
 *
 * The Content-Security-Policy is split in two:
 * - the header below carries what only a header can enforce (frame-ancestors) and
 *   what holds for every file;
 * - each HTML page carries a <meta> CSP (added after the build) with the sha256
 *   hashes of exactly its own inline scripts, so scripts need no 'unsafe-inline'.
 */

/** Directives every HTML page gets in its <meta> CSP, before the script hashes. */
export const pagePolicy = {
  "default-src": ["'self'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "form-action": ["'self'", "mailto:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
};

/** Directives sent as a header on every response. */
export const headerPolicy = {
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
};

export function serializePolicy(policy) {
  return Object.entries(policy)
    .map(([directive, values]) => `${directive} ${values.join(" ")}`)
    .join("; ");
}

/** The page's <meta> CSP: the shared directives plus hashes of its inline scripts. */
export function pageCsp(scriptHashes) {
  const scriptSrc = ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)];
  return serializePolicy({ ...pagePolicy, "script-src": scriptSrc });
}

/**
 * HTTP Strict Transport Security: the one switch for every host. `npm start`, the
 * Netlify/Cloudflare `_headers` file and the nginx snippet all send exactly this value
 * (browsers ignore the header on plain-HTTP responses, so sending it from a local server
 * does no harm). Set it to `null` to send no HSTS anywhere, for example while the
 * production domain still has parts served over plain HTTP. `preload` is left out on
 * purpose: it only makes sense after submitting the domain to hstspreload.org, and
 * leaving that list takes months.
 */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/** Headers for every response, whatever its status. */
export function securityHeaders() {
  const headers = {
    "Content-Security-Policy": serializePolicy(headerPolicy),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (strictTransportSecurity) headers["Strict-Transport-Security"] = strictTransportSecurity;
  return headers;
}

/** Folders of files whose names carry a content hash: they never change under the same name. */
export const immutablePrefixes = ["/assets/", "/_img/", "/admin/assets/"];

export const immutableCache = "public, max-age=31536000, immutable";
export const revalidateCache = "public, max-age=0, must-revalidate";
/** Answers that are no file at all (405, 400, 500): nothing to keep. */
export const noStoreCache = "no-store";

/** Hashed build assets never change under the same name; everything else revalidates. */
export function cacheControl(pathname) {
  return immutablePrefixes.some((prefix) => pathname.startsWith(prefix)) ? immutableCache : revalidateCache;
}

// ---------------------------------------------------------------- /admin (Decap CMS)

/** The CMS page and its files (ADR 011): /admin, /admin/ and everything under it. */
export function isAdminPath(pathname) {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * The CSP of /admin, in a <meta> of its page as every page of the site has one (the
 * header's frame-ancestors, object-src and base-uri apply as well). It allows what Decap
 * needs and no more; ADR 011 records the measurement: its bundle from this site, its
 * inline styles (emotion), GitHub's API and avatars, images picked in the browser.
 */
export const adminPolicy = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'unsafe-eval'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'", "https://api.github.com"],
  "frame-src": ["'self'", "blob:"],
  "worker-src": ["'self'", "blob:"],
  "manifest-src": ["'none'"],
  "form-action": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
};

/** The <meta> CSP of the /admin page. */
export function adminCsp() {
  return serializePolicy(adminPolicy);
}

/**
 * What /admin is sent besides the headers of every response: an opener policy that lets
 * the GitHub sign-in popup report back (same-origin would cut it off), and noindex for
 * search engines (the page also says so in a <meta>).
 */
export function adminOnlyHeaders() {
  return {
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex",
  };
}

/** Headers for a response to `pathname`: /admin's own, or those of every other path. */
export function headersFor(pathname) {
  return isAdminPath(pathname) ? { ...securityHeaders(), ...adminOnlyHeaders() } : securityHeaders();
}
