import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { securityHeaders } from "../scripts/security-headers.mjs";
import { httpRequest, type RawRequest } from "../tests/fixtures/http-request";
import { rawSocketRequest, readRawAnswer } from "../tests/fixtures/raw-socket-request";
import { createFixtureBuild, type FixtureBuild, markerText } from "../tests/fixtures/server-build";
import { createSiteServer } from "./site-server.mjs";

let fixture: FixtureBuild;
let server: http.Server;
let port: number;
const logged: string[] = [];

const get = (pathname: string, headers: Record<string, string> = {}) => httpRequest(port, { path: pathname, headers });
const send = (request: RawRequest) => httpRequest(port, request);

const asset = "/assets/app-1a2b.js";
const image = "/og-image.jpg";
const immutable = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=0, must-revalidate";
const expectedSecurityHeaders = Object.entries(securityHeaders()).map(([name, value]) => [name.toLowerCase(), value]);

function expectSecurityHeaders(headers: http.IncomingHttpHeaders) {
  for (const [name, value] of expectedSecurityHeaders) expect(headers[name as string], name).toBe(value);
}

async function expectStillServing() {
  const home = await get("/");
  expect(home.status).toBe(200);
  expect(home.body.equals(fixture.file("/index.html"))).toBe(true);
}

beforeAll(async () => {
  fixture = createFixtureBuild();
  // Modified an hour ago: a Last-Modified date is then a strong validator for If-Range.
  const anHourAgo = new Date(Date.now() - 3_600_000);
  fs.utimesSync(path.join(fixture.root, image), anHourAgo, anHourAgo);
  server = createSiteServer({ root: fixture.root, log: (line) => logged.push(line) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fixture.remove();
});

describe("ranges (RFC 9110 §14)", () => {
  test("Range: bytes=5-1 answers the whole file with 200, and the server keeps serving", async () => {
    const response = await get(image, { Range: "bytes=5-1" });
    expect(response.status).toBe(200);
    expect(response.body.equals(fixture.file(image))).toBe(true);
    expect(response.headers["content-range"]).toBeUndefined();
    await expectStillServing();
  });

  test("HEAD with a bad range describes the whole file, and the server keeps serving", async () => {
    const response = await send({ method: "HEAD", path: image, headers: { Range: "bytes=5-1" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-length"]).toBe("5000");
    expect(response.body.length).toBe(0);
    await expectStillServing();
  });

  test("HEAD ignores a valid range: ranges are defined for GET only", async () => {
    const response = await send({ method: "HEAD", path: image, headers: { Range: "bytes=0-9" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-length"]).toBe("5000");
  });

  test("bytes=-10 answers the last 10 bytes", async () => {
    const response = await get(image, { Range: "bytes=-10" });
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toBe("bytes 4990-4999/5000");
    expect(response.headers["content-length"]).toBe("10");
    expect(response.body.equals(fixture.file(image).subarray(4990))).toBe(true);
  });

  test("bytes=0-0 answers the first byte only", async () => {
    const response = await get(image, { Range: "bytes=0-0" });
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toBe("bytes 0-0/5000");
    expect(response.body.equals(fixture.file(image).subarray(0, 1))).toBe(true);
  });

  test("bytes=4000- answers from byte 4000 to the end; a last position past the end is cut", async () => {
    const open = await get(image, { Range: "bytes=4000-" });
    expect(open.status).toBe(206);
    expect(open.headers["content-range"]).toBe("bytes 4000-4999/5000");
    expect(open.body.equals(fixture.file(image).subarray(4000))).toBe(true);
    const past = await get(image, { Range: "bytes=4990-9999" });
    expect(past.headers["content-range"]).toBe("bytes 4990-4999/5000");
    expect(past.body.length).toBe(10);
  });

  test.each([
    ["another unit", "items=0-5"],
    ["two ranges", "bytes=0-1,4-5"],
    ["a malformed range", "bytes=abc"],
  ])("%s (%s) answers the whole file with 200", async (_, range) => {
    const response = await get(image, { Range: range });
    expect(response.status).toBe(200);
    expect(response.body.equals(fixture.file(image))).toBe(true);
  });

  test.each(["bytes=5000-", "bytes=-0", "bytes=99999999999999999999-"])(
    "%s is unsatisfiable: 416 with Content-Range bytes */size",
    async (range) => {
      const response = await get(image, { Range: range });
      expect(response.status).toBe(416);
      expect(response.headers["content-range"]).toBe("bytes */5000");
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expectSecurityHeaders(response.headers);
    },
  );

  test("a range of a compressed response counts bytes of the compressed file", async () => {
    const response = await get(asset, { Range: "bytes=0-9", "Accept-Encoding": "br" });
    expect(response.status).toBe(206);
    expect(response.headers["content-encoding"]).toBe("br");
    const brotli = fixture.file(`${asset}.br`);
    expect(response.headers["content-range"]).toBe(`bytes 0-9/${brotli.length}`);
    expect(response.body.equals(brotli.subarray(0, 10))).toBe(true);
  });

  test("If-Range with the current ETag answers the range; with another ETag the whole file", async () => {
    const { headers } = await get(image);
    const etag = String(headers.etag);
    const matching = await get(image, { Range: "bytes=0-9", "If-Range": etag });
    expect(matching.status).toBe(206);
    expect(matching.body.length).toBe(10);
    const stale = await get(image, { Range: "bytes=0-9", "If-Range": '"an-older-version"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(fixture.file(image))).toBe(true);
    const weak = await get(image, { Range: "bytes=0-9", "If-Range": `W/${etag}` });
    expect(weak.status).toBe(200);
  });

  test("If-Range with the Last-Modified date answers the range; with another date the whole file", async () => {
    const { headers } = await get(image);
    const lastModified = String(headers["last-modified"]);
    const matching = await get(image, { Range: "bytes=0-9", "If-Range": lastModified });
    expect(matching.status).toBe(206);
    const older = await get(image, { Range: "bytes=0-9", "If-Range": "Sun, 06 Nov 1994 08:49:37 GMT" });
    expect(older.status).toBe(200);
    expect(older.body.length).toBe(5000);
  });
});

describe("methods", () => {
  test.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "FOO"])(
    "%s answers 405 with Allow: GET, HEAD and no page",
    async (method) => {
      for (const pathname of ["/", "/about", "/no-such-page"]) {
        const response = await send({ method, path: pathname });
        expect(response.status, `${method} ${pathname}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD");
        expect(response.body.toString()).toBe("Method Not Allowed\n");
        expectSecurityHeaders(response.headers);
      }
    },
  );

  test("a request with a body gets its answer, and the connection serves the next request", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const post = await send({ method: "POST", path: "/", body: "x".repeat(100_000), agent });
      expect(post.status).toBe(405);
      const next = await send({ path: "/", agent });
      expect(next.status).toBe(200);
      expect(next.body.equals(fixture.file("/index.html"))).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  test("HEAD answers the headers of GET without the body", async () => {
    const head = await send({ method: "HEAD", path: "/about", headers: { "Accept-Encoding": "gzip" } });
    const full = await get("/about", { "Accept-Encoding": "gzip" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(full.body.length));
    expect(head.headers.etag).toBe(full.headers.etag);
  });
});

describe("requests node:http cannot read", () => {
  test.each([
    { name: "an unknown method", bytes: "FOO / HTTP/1.1\r\nHost: x\r\n\r\n", status: 405, allow: "GET, HEAD" },
    {
      name: "CONNECT",
      bytes: "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n",
      status: 405,
      allow: "GET, HEAD",
    },
    { name: "a space in the target", bytes: "GET /a b HTTP/1.1\r\nHost: x\r\n\r\n", status: 400 },
    { name: "an unknown HTTP version", bytes: "GET / HTTP/7.1\r\nHost: x\r\n\r\n", status: 400 },
    { name: "a header line without a colon", bytes: "GET / HTTP/1.1\r\nHost: x\r\nno colon\r\n\r\n", status: 400 },
    { name: "HTTP/1.1 without Host", bytes: "GET / HTTP/1.1\r\n\r\n", status: 400 },
    {
      name: "headers over 16 KB",
      bytes: `GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${"a".repeat(20_000)}\r\n\r\n`,
      status: 431,
    },
  ])("$name answers $status with the security headers and closes", async ({ bytes, status, allow }) => {
    const answer = readRawAnswer(await rawSocketRequest(port, bytes));
    expect(answer.status).toBe(status);
    expect(answer.headers.get("connection")).toBe("close");
    expect(answer.headers.get("allow")).toBe(allow);
    for (const [name, value] of expectedSecurityHeaders) expect(answer.headers.get(name as string), name).toBe(value);
    await expectStillServing();
  });
});

describe("not found", () => {
  const notFoundPage = () => fixture.file("/404.html");

  test.each(["/404", "/404/", "/404.html", "/404.data", "/no-such-page", "/about/missing"])(
    "%s answers 404 with the not-found page",
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body.equals(notFoundPage())).toBe(true);
      expectSecurityHeaders(response.headers);
    },
  );

  test.each([
    ["host configuration", "/_headers"],
    ["a dotfile", "/.env"],
    ["a symbolic link", "/linked.txt"],
    ["a precompressed twin", "/index.html.br"],
    ["a folder", "/assets/"],
  ])("%s is not served (%s)", async (_, pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(response.body.includes(markerText)).toBe(false);
  });

  test.each(["/../marker.txt", "/../../marker.txt", "/%2e%2e/marker.txt", "/assets/..%2f..%2fmarker.txt"])(
    "%s does not reach the marker beside the build",
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.body.includes(markerText)).toBe(false);
    },
  );

  test("the 404 page is sent compressed when the client accepts it", async () => {
    const brotli = await get("/no-such-page", { "Accept-Encoding": "gzip, br" });
    expect(brotli.status).toBe(404);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(brotli.body).equals(notFoundPage())).toBe(true);
    const gzip = await get("/no-such-page", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(notFoundPage())).toBe(true);
  });

  test("HEAD on a 404 carries the Content-Length of the page", async () => {
    const response = await send({ method: "HEAD", path: "/no-such-page" });
    expect(response.status).toBe(404);
    expect(response.headers["content-length"]).toBe(String(notFoundPage().length));
    expect(response.body.length).toBe(0);
  });

  test("a 404 under /assets/ is not cached as immutable", async () => {
    const response = await get("/assets/missing-1234.js");
    expect(response.status).toBe(404);
    expect(response.headers["cache-control"]).toBe(revalidate);
  });

  test("a path that is not valid percent-encoded UTF-8 answers 400", async () => {
    const response = await get("/%ff");
    expect(response.status).toBe(400);
    expectSecurityHeaders(response.headers);
  });
});

describe("conditional requests", () => {
  test("a 304 carries ETag, Cache-Control, Vary and every security header", async () => {
    const first = await get("/about", { "Accept-Encoding": "br" });
    const etag = String(first.headers.etag);
    const response = await get("/about", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(response.status).toBe(304);
    expect(response.body.length).toBe(0);
    expect(response.headers.etag).toBe(etag);
    expect(response.headers["cache-control"]).toBe(revalidate);
    expect(response.headers.vary).toBe("Accept-Encoding");
    expectSecurityHeaders(response.headers);
  });

  test("a 304 for an asset keeps the immutable caching", async () => {
    const { headers } = await get(asset);
    const response = await get(asset, { "If-None-Match": String(headers.etag) });
    expect(response.status).toBe(304);
    expect(response.headers["cache-control"]).toBe(immutable);
  });

  test("each encoding has its own ETag: a brotli ETag does not validate the plain file", async () => {
    const brotli = await get("/", { "Accept-Encoding": "br" });
    const plain = await get("/");
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    const response = await get("/", { "If-None-Match": String(brotli.headers.etag) });
    expect(response.status).toBe(200);
  });

  test("If-Modified-Since at the Last-Modified date answers 304, an older date 200", async () => {
    const { headers } = await get(image);
    const notModified = await get(image, { "If-Modified-Since": String(headers["last-modified"]) });
    expect(notModified.status).toBe(304);
    const modified = await get(image, { "If-Modified-Since": "Sun, 06 Nov 1994 08:49:37 GMT" });
    expect(modified.status).toBe(200);
  });

  test("If-Match with another ETag answers 412", async () => {
    const response = await get(image, { "If-Match": '"other"' });
    expect(response.status).toBe(412);
    expectSecurityHeaders(response.headers);
  });
});

describe("encodings", () => {
  test("br;q=0, gzip;q=0 gets the file as is", async () => {
    const response = await get(asset, { "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.equals(fixture.file(asset))).toBe(true);
  });

  test("brotli and gzip decode to the file, with Vary: Accept-Encoding", async () => {
    const brotli = await get(asset, { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(brotli.body).equals(fixture.file(asset))).toBe(true);
    const gzip = await get(asset, { "Accept-Encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(fixture.file(asset))).toBe(true);
  });

  test("without Accept-Encoding the file is sent as is", async () => {
    const response = await get(asset);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.equals(fixture.file(asset))).toBe(true);
  });

  test("a file without precompressed twins has no Vary", async () => {
    const response = await get(image, { "Accept-Encoding": "br" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });
});

describe("content types and caching", () => {
  test.each([
    ["/", "text/html; charset=utf-8"],
    ["/about", "text/html; charset=utf-8"],
    ["/about/", "text/html; charset=utf-8"],
    ["/about/index.html", "text/html; charset=utf-8"],
    ["/about.data", "text/x-script; charset=utf-8"],
    [asset, "text/javascript; charset=utf-8"],
    ["/feed.xml", "application/xml; charset=utf-8"],
    ["/events.ics", "text/calendar; charset=utf-8"],
    ["/site.webmanifest", "application/manifest+json; charset=utf-8"],
    ["/board/2024-2025/members.json", "application/json; charset=utf-8"],
    [image, "image/jpeg"],
    ["/_img/photo-640.webp", "image/webp"],
    ["/favicon.ico", "image/vnd.microsoft.icon"],
    ["/fonts/inter.woff2", "font/woff2"],
    ["/empty.txt", "text/plain; charset=utf-8"],
  ])("%s is %s", async (pathname, type) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe(type);
  });

  test("an empty file answers 200 with Content-Length 0", async () => {
    const response = await get("/empty.txt");
    expect(response.headers["content-length"]).toBe("0");
    expect(response.body.length).toBe(0);
  });

  test.each([
    [asset, immutable],
    ["/_img/photo-640.webp", immutable],
    ["/", revalidate],
    ["/about.data", revalidate],
    [image, revalidate],
  ])("%s: Cache-Control %s", async (pathname, cacheControl) => {
    const response = await get(pathname);
    expect(response.headers["cache-control"]).toBe(cacheControl);
    expectSecurityHeaders(response.headers);
  });

  test("HSTS is sent as scripts/security-headers.mjs sets it for every host, with or without the https option", async () => {
    const response = await get("/");
    expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  test("the query string does not change the file", async () => {
    const response = await get("/about?year=2024#x");
    expect(response.body.equals(fixture.file("/about/index.html"))).toBe(true);
  });
});

describe("errors", () => {
  test("an error inside the handler answers 500 with the error page and a log line; the server keeps serving", async () => {
    const broken = "/board/2024-2025/members.json";
    const file = path.join(fixture.root, broken);
    fs.rmSync(file);
    fs.mkdirSync(file);
    try {
      const response = await get(broken);
      expect(response.status).toBe(500);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body.toString()).toContain("Something went wrong");
      expectSecurityHeaders(response.headers);
      expect(logged.some((line) => line.startsWith(`500 GET ${broken}: `))).toBe(true);
      await expectStillServing();
    } finally {
      fs.rmdirSync(file);
      fs.writeFileSync(file, '{"members":[]}\n');
    }
  });

  test("a file removed after start-up answers 404", async () => {
    const file = path.join(fixture.root, "feed.xml");
    const content = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const response = await get("/feed.xml");
      expect(response.status).toBe(404);
    } finally {
      fs.writeFileSync(file, content);
    }
  });
});
