/**
 * Answers one request for the built site, as a static host does: GET and HEAD of the
 * build's files, precompressed encodings, conditional and range requests, the
 * not-found page with 404, and the security and caching headers on every answer.
 * Any error inside becomes a 500 with an error page and one log line; the server
 * keeps serving.
 */
import fs from "node:fs/promises";
import { pipeline } from "node:stream";
import { cacheControl, headersFor, isAdminPath, securityHeaders } from "../scripts/security-headers.mjs";
import { evaluatePreconditions, formatEntityTag, rangeAllowed } from "./conditionals.mjs";
import { chooseEncoding } from "./encodings.mjs";
import { formatHttpDate } from "./http-date.mjs";
import { parseRange } from "./ranges.mjs";
import { requestPath } from "./request-path.mjs";
import { indexSiteFiles } from "./site-files.mjs";

const allowedMethods = "GET, HEAD";
const noStore = "no-store";
const contentEncodingNames = { br: "br", gzip: "gzip" };

const errorPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong · RSM Student Representation</title></head>
<body><h1>Something went wrong</h1><p>This page could not be sent. Please try again in a moment.</p></body></html>
`;

/**
 * @param {{ root: string, log: (line: string) => void }} options
 *   root: the build's client folder; log: where errors are reported
 */
export function createSiteHandler({ root, log }) {
  const site = indexSiteFiles(root);
  const headers = Object.entries(securityHeaders());
  const adminHeaders = Object.entries(headersFor("/admin"));

  // A request body is never read here: node:http discards it after the answer, within
  // the server's request time limit. Closing the connection instead would reset it
  // while the body is still arriving, and the client could lose the answer.
  function startResponse(res, pathname = null) {
    for (const [name, value] of pathname !== null && isAdminPath(pathname) ? adminHeaders : headers) {
      res.setHeader(name, value);
    }
  }

  function sendText(req, res, status, text, extraHeaders = {}) {
    const body = Buffer.from(`${text}\n`);
    res.statusCode = status;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Content-Length", body.length);
    res.setHeader("Cache-Control", noStore);
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Opens the variant the client accepts and sets the headers every answer with it shares. */
  async function openVariant(req, res, resource) {
    const encodings = Object.keys(resource.variants).filter((encoding) => encoding !== "identity");
    const encoding = chooseEncoding(req.headers["accept-encoding"], encodings);
    const file = await fs.open(resource.variants[encoding], "r");
    try {
      const stat = await file.stat();
      if (!stat.isFile()) throw new Error(`${resource.variants[encoding]} is not a file`);
      res.setHeader("Content-Type", resource.type);
      if (encodings.length > 0) res.setHeader("Vary", "Accept-Encoding");
      if (encoding !== "identity") res.setHeader("Content-Encoding", contentEncodingNames[encoding]);
      return { file, stat, encoding };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  /** Sends `length` bytes of the open file from `start`, or only the headers for HEAD. */
  function sendBody(req, res, file, start, length) {
    res.setHeader("Content-Length", length);
    if (req.method === "HEAD" || length === 0) {
      res.end();
      return file.close();
    }
    // A visitor who left before the body started gets none (Node 24's pipeline throws on a
    // closed response instead of reporting it to the callback).
    if (res.destroyed) return file.close();
    const stream = file.createReadStream({ start, end: start + length - 1 });
    pipeline(stream, res, (error) => {
      // A visitor who leaves mid-download closes the stream early; that is no error.
      if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") {
        log(`error ${req.method} ${req.url}: ${error.stack ?? error}`);
      }
    });
  }

  async function sendNotFound(req, res) {
    res.statusCode = 404;
    res.setHeader("Cache-Control", cacheControl(site.notFound.path));
    const { file, stat } = await openVariant(req, res, site.notFound);
    return sendBody(req, res, file, 0, stat.size);
  }

  async function sendResource(req, res, resource) {
    let opened;
    try {
      opened = await openVariant(req, res, resource);
    } catch (error) {
      // Removed since start-up (a rebuild in progress): as unknown as any other path.
      if (error.code === "ENOENT") return sendNotFound(req, res);
      throw error;
    }
    const { file, stat, encoding } = opened;
    const lastModified = Math.floor(stat.mtimeMs / 1000);
    const suffix = encoding === "identity" ? "" : `-${encoding}`;
    const etag = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${suffix}`;
    res.setHeader("Cache-Control", cacheControl(resource.path));
    res.setHeader("ETag", formatEntityTag(etag));
    res.setHeader("Last-Modified", formatHttpDate(lastModified));
    res.setHeader("Accept-Ranges", "bytes");

    const outcome = evaluatePreconditions(req.headers, { etag, lastModified });
    if (outcome !== "proceed") {
      await file.close();
      if (outcome === "precondition-failed") return sendText(req, res, 412, "Precondition Failed");
      for (const name of ["Content-Type", "Content-Encoding", "Accept-Ranges"]) res.removeHeader(name);
      res.statusCode = 304;
      return res.end();
    }

    // Ranges are defined for GET only (RFC 9110 §14.2): HEAD describes the whole file.
    const now = Math.floor(Date.now() / 1000);
    const range =
      req.method === "GET" && rangeAllowed(req.headers["if-range"], { etag, lastModified, now })
        ? parseRange(req.headers.range, stat.size)
        : { type: "none" };
    if (range.type === "unsatisfiable") {
      await file.close();
      res.removeHeader("Content-Encoding");
      return sendText(req, res, 416, "Range Not Satisfiable", { "Content-Range": `bytes */${stat.size}` });
    }
    if (range.type === "range") {
      res.statusCode = 206;
      res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${stat.size}`);
      return sendBody(req, res, file, range.start, range.end - range.start + 1);
    }
    res.statusCode = 200;
    return sendBody(req, res, file, 0, stat.size);
  }

  async function respond(req, res) {
    startResponse(res);
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(req, res, 405, "Method Not Allowed", { Allow: allowedMethods });
    }
    const expect = req.headers.expect;
    if (expect !== undefined && expect.toLowerCase() !== "100-continue") {
      return sendText(req, res, 417, "Expectation Failed", { Connection: "close" });
    }
    // HTTP/1.1 requires Host (RFC 9112 §3.2).
    const missingHost = req.httpVersion === "1.1" && req.headers.host === undefined;
    const pathname = requestPath(req.url);
    if (pathname === null || missingHost) return sendText(req, res, 400, "Bad Request", { Connection: "close" });
    // /admin (the CMS) has headers of its own (scripts/security-headers.mjs).
    startResponse(res, pathname);
    const resource = site.resources.get(pathname);
    return resource ? sendResource(req, res, resource) : sendNotFound(req, res);
  }

  function fail(req, res, error) {
    log(`500 ${req.method} ${req.url}: ${error?.stack ?? error}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    startResponse(res);
    const body = Buffer.from(errorPage);
    res.statusCode = 500;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", body.length);
    res.setHeader("Cache-Control", noStore);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return async function handleRequest(req, res) {
    try {
      await respond(req, res);
    } catch (error) {
      fail(req, res, error);
    }
  };
}
