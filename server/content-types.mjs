/**
 * Content-Type by file extension, for every kind of file the build writes. A kind not
 * listed is sent as application/octet-stream: with `X-Content-Type-Options: nosniff`
 * no browser runs or renders it as something else.
 */
const types = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  // React Router's route data (turbo-stream), the type its own server sends for the same
  // URLs. Its client decodes the body whatever the type; not a JavaScript type, so
  // nosniff stops a `<script src>` from running it.
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/vnd.microsoft.icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
  // Decap's image encoders (/admin only).
  ".wasm": "application/wasm",
};

export const fallbackContentType = "application/octet-stream";

/** The Content-Type for a file name (case-insensitive extension). */
export function contentType(fileName) {
  const dot = fileName.lastIndexOf(".");
  const slash = fileName.lastIndexOf("/");
  if (dot <= slash + 1) return fallbackContentType;
  return types[fileName.slice(dot).toLowerCase()] ?? fallbackContentType;
}
