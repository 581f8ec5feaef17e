/**
 * What the published folder (build/client) holds besides the site itself, and how its
 * files are typed. Read by the host configuration (host-config.mjs) and available to
 * `npm start` (server.mjs), so every server treats the same files the same way.
 */

/**
 * Files a static host reads from the published folder but never serves: Netlify and
 * Cloudflare Pages look for `_headers` there. Every server of ours answers them like an
 * unknown path (404 with the not-found page).
 */
export const hostOnlyFiles = ["_headers"];

/** True for the URL path of a host-only file, e.g. '/_headers'. */
export function isHostOnlyPath(pathname) {
  return hostOnlyFiles.some((name) => pathname === `/${name}`);
}

/**
 * Media type of every kind of file the build publishes, by extension. `.data` is React
 * Router's page data, which its own server sends as text/x-script.
 */
export const contentTypes = {
  html: "text/html",
  css: "text/css",
  js: "text/javascript",
  data: "text/x-script",
  json: "application/json",
  webmanifest: "application/manifest+json",
  xml: "application/xml",
  txt: "text/plain",
  ics: "text/calendar",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/vnd.microsoft.icon",
  woff2: "font/woff2",
};

/** The media types above that are text: sent with `charset=utf-8`. */
export const textTypes = [
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
