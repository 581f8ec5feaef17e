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

/** Headers for every response. HSTS only where the site is served over HTTPS. */
export function securityHeaders({ https = false } = {}) {
  const headers = {
    "Content-Security-Policy": serializePolicy(headerPolicy),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains; preload";
  return headers;
}

/** Hashed build assets never change under the same name; everything else revalidates. */
export function cacheControl(pathname) {
  if (pathname.startsWith("/assets/") || pathname.startsWith("/_img/")) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=0, must-revalidate";
}
