/**
 * What the published folder (build/client) holds besides the site itself, and which
 * kinds of file it publishes. Read by the host configuration (host-config.mjs) and
 * available to `npm start` (server.mjs), so every server treats the same files the same way.
 */

/**
 * Files a static host reads from the published folder but never serves: Netlify and
 * Cloudflare Pages look for `_headers` there. Every server of ours answers them like an
 * unknown path (404 with the not-found page).
 */
export const hostOnlyFiles = ["_headers"];

/**
 * Extensions of every kind of file the build publishes. Their Content-Type is the one
 * `npm start` sends (server/content-types.mjs); the nginx snippet types exactly these.
 */
export const publishedExtensions = [
  "html",
  "css",
  "js",
  "data",
  "json",
  "webmanifest",
  "xml",
  "txt",
  "ics",
  "svg",
  "png",
  "jpg",
  "jpeg",
  "webp",
  "avif",
  "ico",
  "woff2",
  // The site search's index under /pagefind/ (scripts/search-index.ts).
  "pagefind",
  "pf_meta",
  "pf_index",
  "pf_fragment",
  "pf_filter",
  // /admin (Decap CMS): its image encoders, loaded by the CMS page only.
  "wasm",
];
