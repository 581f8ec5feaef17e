/**
 * The decoded path of a request target (RFC 9112 §3.2), used only as a key into the
 * list of the build's files: it is never joined onto a folder, so `..` and encoded
 * slashes can only fail to match. Dot segments are resolved the way a browser resolves
 * them (the WHATWG URL parser), so `/blog/../about` is `/about`.
 *
 * Returns null for a target that names no path on this server (`*`, an authority) or
 * whose percent-encoding does not decode to UTF-8: both answer 400.
 */
const origin = "http://site.invalid";

export function requestPath(target) {
  if (typeof target !== "string") return null;
  let url;
  try {
    if (target.startsWith("/")) url = new URL(origin + target);
    else if (/^https?:\/\//i.test(target)) url = new URL(target);
    else return null;
  } catch {
    return null;
  }
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
}
