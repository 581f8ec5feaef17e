/**
 * Conditional requests (RFC 9110 §13): which answer a GET or HEAD gets when it carries
 * validators, evaluated in the order of §13.2.2. The validators are the file's strong
 * ETag and its Last-Modified time in whole seconds.
 */
import { parseHttpDate } from "./http-date.mjs";

/** A quoted entity-tag, optionally weak (`W/"…"`); its characters are etagc (§8.8.3). */
const entityTag = /(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"/g;

/**
 * Reads an If-Match / If-None-Match value: `*`, or a list of entity-tags. Parts that are
 * not entity-tags are skipped, so a damaged list can only match less, never more.
 */
export function parseEntityTagList(value) {
  if (typeof value !== "string") return { any: false, tags: [] };
  if (value.trim() === "*") return { any: true, tags: [] };
  const tags = [...value.matchAll(entityTag)].map((match) => ({ weak: Boolean(match[1]), opaque: match[2] }));
  return { any: false, tags };
}

/** Reads a single entity-tag (the form If-Range carries), or null. */
export function parseEntityTag(value) {
  const match = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/.exec(value);
  return match ? { weak: Boolean(match[1]), opaque: match[2] } : null;
}

/** `"opaque"` for a strong ETag header value. */
export function formatEntityTag(opaque) {
  return `"${opaque}"`;
}

const strongMatch = (list, opaque) => list.any || list.tags.some((tag) => !tag.weak && tag.opaque === opaque);
const weakMatch = (list, opaque) => list.any || list.tags.some((tag) => tag.opaque === opaque);

/**
 * The outcome of the preconditions for a GET or HEAD of an existing file:
 * "proceed", "not-modified" (304) or "precondition-failed" (412).
 * @param {Record<string, string | string[] | undefined>} headers  the request headers
 * @param {{ etag: string, lastModified: number }} validators  ETag opaque value, Last-Modified in seconds
 */
export function evaluatePreconditions(headers, { etag, lastModified }) {
  const ifMatch = headers["if-match"];
  if (typeof ifMatch === "string") {
    if (!strongMatch(parseEntityTagList(ifMatch), etag)) return "precondition-failed";
  } else {
    const since = parseHttpDate(headers["if-unmodified-since"]);
    if (since !== null && lastModified > since) return "precondition-failed";
  }
  const ifNoneMatch = headers["if-none-match"];
  if (typeof ifNoneMatch === "string") {
    return weakMatch(parseEntityTagList(ifNoneMatch), etag) ? "not-modified" : "proceed";
  }
  const since = parseHttpDate(headers["if-modified-since"]);
  if (since !== null && lastModified <= since) return "not-modified";
  return "proceed";
}

/**
 * Whether a Range request may be answered with a part (§13.1.5): true without If-Range;
 * with it, only when its validator matches strongly. A date is a strong validator only
 * when it names a modification at least one second before the response (§8.8.2.2).
 * @param {string | undefined} ifRange  the If-Range header
 * @param {{ etag: string, lastModified: number, now: number }} validators  seconds for the times
 */
export function rangeAllowed(ifRange, { etag, lastModified, now }) {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) {
    const tag = parseEntityTag(value);
    return tag !== null && !tag.weak && tag.opaque === etag;
  }
  const date = parseHttpDate(value);
  return date !== null && date === lastModified && now - lastModified >= 1;
}
