/**
 * Generators for the server fuzz test: four kinds of hostile or unusual requests
 * against the fixture build (tests/fixtures/server-build.ts).
 */
import fc from "fast-check";

export type Category = "range" | "method" | "path" | "other";

/** An address of the fixture build and the file it serves (null: answers 404). */
export type Target = { address: string; file: string | null };

export type FuzzRequest = {
  category: Category;
  /** "raw": the bytes in `raw` go over a socket as they are; "http": node:http's client sends the rest. */
  transport: "http" | "raw";
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  raw?: string;
  target?: Target;
};

export const targets: Target[] = [
  { address: "/", file: "/index.html" },
  { address: "/about", file: "/about/index.html" },
  { address: "/about/", file: "/about/index.html" },
  { address: "/about.data", file: "/about.data" },
  { address: "/assets/app-1a2b.js", file: "/assets/app-1a2b.js" },
  { address: "/og-image.jpg", file: "/og-image.jpg" },
  { address: "/_img/photo-640.webp", file: "/_img/photo-640.webp" },
  { address: "/empty.txt", file: "/empty.txt" },
  { address: "/no-such-page", file: null },
  { address: "/404.html", file: null },
];

/** Placeholders the sender replaces with the target's current validators. */
export const validatorPlaceholders = ["{etag}", "{weak-etag}", "{last-modified}"] as const;

const target = fc.constantFrom(...targets);
const printable = (maxLength: number) => fc.string({ maxLength });
const latin1Text = (maxLength: number) =>
  fc.string({
    maxLength,
    unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code === 0x7f ? 0x20 : code)),
  });

const position = fc.oneof(
  { weight: 6, arbitrary: fc.nat(7000).map(String) },
  { weight: 2, arbitrary: fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom("0", "00", "007", "4999", "5000", "5001", "9007199254740993") },
);

const rangeSpec = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(position, position).map(([first, last]) => `${first}-${last}`) },
  { weight: 2, arbitrary: position.map((first) => `${first}-`) },
  { weight: 2, arbitrary: position.map((suffix) => `-${suffix}`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "-",
      "--1",
      "1--2",
      "+1-2",
      "1-+2",
      "0x10-0x20",
      "1.5-2",
      " 1-2",
      "1 -2",
      "",
      "a-b",
      "1-2-3",
    ),
  },
  { weight: 1, arbitrary: printable(12) },
);

const separator = fc.constantFrom(",", ", ", " ,", ",,", " , ");

const rangeHeader = fc.oneof(
  { weight: 5, arbitrary: rangeSpec.map((spec) => `bytes=${spec}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.array(rangeSpec, { minLength: 2, maxLength: 6 }), separator)
      .map(([specs, comma]) => `bytes=${specs.join(comma)}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("items", "BYTES", "Bytes", "bytes ", " bytes", "none", "", "bytes\t"), rangeSpec)
      .map(([unit, spec]) => `${unit}=${spec}`),
  },
  { weight: 1, arbitrary: printable(40) },
);

const ifRange = fc.oneof(
  fc.constantFrom(...validatorPlaceholders),
  fc.constantFrom('"stale"', 'W/"stale"', "Sun, 06 Nov 1994 08:49:37 GMT", "yesterday", '"', ""),
  printable(30),
);

const acceptEncoding = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.constantFrom("br", "gzip", "x-gzip", "deflate", "identity", "*", "zstd", "BR", "compress", "x"),
        fc.option(fc.constantFrom("0", "0.0", "0.001", "0.5", "1", "1.000", "2", "-1", "abc", "", "0.0001"), {
          nil: undefined,
        }),
      ),
      { maxLength: 6 },
    )
    .map((codings) => codings.map(([name, q]) => (q === undefined ? name : `${name};q=${q}`)).join(", ")),
  printable(40),
);

export const rangeRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    target,
    method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
    range: rangeHeader,
    ifRange: fc.option(ifRange, { nil: undefined }),
    encoding: fc.option(acceptEncoding, { nil: undefined }),
  })
  .map(({ target, method, range, ifRange, encoding }) => ({
    category: "range",
    transport: "http",
    method,
    path: target.address,
    target,
    headers: {
      Range: range,
      ...(ifRange === undefined ? {} : { "If-Range": ifRange }),
      ...(encoding === undefined ? {} : { "Accept-Encoding": encoding }),
    },
  }));

const otherMethods = [
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "PROPPATCH",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "SEARCH",
  "PURGE",
  "QUERY",
  "FOO",
  "X-CUSTOM",
];

export const methodRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .record({
        method: fc.constantFrom(...otherMethods),
        target,
        body: fc.option(printable(3000), { nil: undefined }),
      })
      .map(({ method, target, body }) => ({
        category: "method" as const,
        transport: "http" as const,
        method,
        path: target.address,
        headers: {},
        body,
      })),
  },
  {
    // Methods node:http's client will not send as they are: a tunnel and lower-case names.
    weight: 1,
    arbitrary: fc.constantFrom("CONNECT", "get", "Head", "post").map((method) => ({
      category: "method" as const,
      transport: "raw" as const,
      method,
      path: "/",
      headers: {},
      raw:
        method === "CONNECT"
          ? "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n"
          : `${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    })),
  },
);

const pathSegment = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "..",
      ".",
      "%2e%2e",
      "%2E%2E",
      ".%2e",
      "%2e.",
      "..%2f",
      "..%2F..%2F",
      "..%5c",
      "..\\..",
      "%c0%ae%c0%ae",
      "%c0%af",
      "%e0%80%ae",
      "%252e%252e",
      "%00",
      "%0a",
      "marker.txt",
      "build",
      "client",
      "index.html",
      "about",
      "assets",
      "404.html",
      "404",
      "_headers",
      ".env",
      "linked.txt",
      "index.html.br",
      "%ff",
      "%",
      "%zz",
      "~",
      "..;",
      "....//",
      "",
    ),
  },
  { weight: 2, arbitrary: fc.webSegment() },
  {
    weight: 1,
    arbitrary: fc
      .string({ maxLength: 8, unit: "grapheme" })
      .map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ""))),
  },
);

export const pathRequest: fc.Arbitrary<FuzzRequest> = fc
  .oneof(
    {
      weight: 7,
      arbitrary: fc
        .tuple(fc.array(pathSegment, { minLength: 1, maxLength: 12 }), fc.option(printable(20), { nil: undefined }))
        .map(([segments, query]) => `/${segments.join("/")}${query === undefined ? "" : `?${encodeURI(query)}`}`),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom("a/", "../", "%2e%2e%2f", "/", "%c0%ae"), fc.integer({ min: 200, max: 2500 }))
        .map(([unit, times]) => `/${unit.repeat(times)}marker.txt`),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("/../marker.txt", "/../../marker.txt", "/%2e%2e/%2e%2e/marker.txt", "/about/../../marker.txt")
        .map((path) => `http://127.0.0.1${path}`),
    },
  )
  .map((path) => ({
    category: "path" as const,
    transport: "http" as const,
    method: "GET",
    path,
    headers: {},
  }));

const conditionalHeaders = fc.record(
  {
    "If-None-Match": fc.oneof(
      fc.constantFrom(...validatorPlaceholders),
      fc.constantFrom("*", '"a", "b"', 'W/"x"', '"', ""),
      printable(40),
    ),
    "If-Modified-Since": fc.oneof(
      fc.constantFrom("{last-modified}"),
      fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
      printable(30),
    ),
    "If-Match": fc.oneof(fc.constantFrom(...validatorPlaceholders, "*"), printable(30)),
    "If-Unmodified-Since": fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
      printable(30),
    ),
    "Accept-Encoding": acceptEncoding,
  },
  { requiredKeys: [] },
);

const headerName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,30}$/);
const oddHeaders = fc.oneof(
  // One long value, many headers, bytes outside ASCII.
  fc
    .tuple(headerName, printable(50), fc.integer({ min: 20, max: 250 }))
    .map(([name, value, times]) => ({ [`X-${name}`]: value.repeat(times) })),
  fc.dictionary(headerName, printable(60), { maxKeys: 60 }),
  fc.dictionary(headerName, latin1Text(60), { maxKeys: 5 }),
  fc.record({
    Host: fc.oneof(printable(40), fc.constantFrom("", "localhost:99999", "[::1]", "a b")),
    "Content-Length": fc.constantFrom("0", "-1", "abc", "1, 2", "999999999999999999999"),
  }),
  fc.record({ "Transfer-Encoding": fc.constantFrom("chunked", "gzip", "chunked, chunked", "identity", "x") }),
  fc.record({ Connection: fc.constantFrom("upgrade", "close", "keep-alive, Upgrade"), Upgrade: printable(20) }),
  fc.record({ Expect: fc.constantFrom("100-continue", "nonsense") }),
);

/** Whole requests whose bytes break HTTP/1.1 itself. */
const malformedBytes = fc.oneof(
  fc.constantFrom(
    "GET / HTTP/1.1\r\n\r\n",
    "GET / HTTP/1.0\r\n\r\n",
    "GET /\r\n\r\n",
    "GET / HTTP/2.0\r\nHost: x\r\n\r\n",
    "GET  / HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET / HTTP/1.1\nHost: x\n\n",
    "GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\n Folded: continuation\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nX: \u0000\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    "\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET /%00 HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET /../../marker.txt HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET \\..\\..\\marker.txt HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET * HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET example.org:80 HTTP/1.1\r\nHost: x\r\n\r\n",
    "HEAD / HTTP/1.1\r\nHost: x\r\nRange: bytes=5-1\r\n\r\n",
  ),
  fc.string({ maxLength: 200, unit: "binary-ascii" }).map((junk) => `GET /${junk}\r\n\r\n`),
  fc.string({ maxLength: 300, unit: "binary-ascii" }).map((junk) => `GET / HTTP/1.1\r\nHost: x\r\n${junk}\r\n\r\n`),
);

export const otherRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ target, method: fc.constantFrom("GET", "HEAD"), headers: conditionalHeaders })
      .map(({ target, method, headers }) => ({
        category: "other" as const,
        transport: "http" as const,
        method,
        path: target.address,
        target,
        headers,
      })),
  },
  {
    weight: 3,
    arbitrary: fc.record({ target, headers: oddHeaders }).map(({ target, headers }) => ({
      category: "other" as const,
      transport: "http" as const,
      method: "GET",
      path: target.address,
      target,
      headers,
    })),
  },
  {
    weight: 2,
    arbitrary: malformedBytes.map((raw) => ({
      category: "other" as const,
      transport: "raw" as const,
      method: raw.split(" ")[0] ?? "",
      path: "",
      headers: {},
      raw,
    })),
  },
);
