/**
 * The delivery contract (tests/delivery-contract.ts), checked against the server of the
 * current project: `npm start`, or nginx serving build/client with the generated snippet.
 * Requests are sent raw (tests/e2e/raw-http.ts) so headers and encodings are seen as sent.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import sharp from "sharp";
import {
  allowedMethods,
  deliveryContract,
  expectedCacheControl,
  expectedHeadersFor,
  expectedPagePolicy,
  expectedScriptSources,
  type PathExpectation,
  readBuiltSite,
  textMediaTypes,
} from "../delivery-contract";
import { type DeliveryOptions, npmStartServer } from "./delivery-server";
import { decodedBody, type RawResponse, rawRequest } from "./raw-http";
import { test as browserBase, gotoHydrated } from "./utils";

// Plain HTTP tests open no page; the browser test also fails on any console error (a CSP
// violation among them).
const test = base.extend<DeliveryOptions>({ deliveryServer: [npmStartServer, { option: true }] });
const browserTest = browserBase.extend<DeliveryOptions>({ deliveryServer: [npmStartServer, { option: true }] });

const site = readBuiltSite(process.env.BUILD_DIR ?? "build");

test.beforeEach(({ deliveryServer }) => {
  const reason = deliveryServer.unavailable;
  // On CI a missing server is a failure: .ci/run installs it, so its absence is a broken setup.
  if (reason && process.env.CI) throw new Error(`${deliveryServer.name}: ${reason}`);
  test.skip(reason !== null, `${deliveryServer.name} cannot run here: ${reason}`);
});

/** The built file a row's path is answered with, or null when the body is not a file. */
function servedFile(row: PathExpectation, requestPath: string): string | null {
  if (row.body === "not-found") return "/404.html";
  if (row.body === "page") return requestPath === "/" ? "/index.html" : `${requestPath}/index.html`;
  if (row.body === "file") return requestPath;
  if (row.body === "cms-page") return "/admin/index.html";
  return null;
}

function readBuilt(file: string): Buffer {
  return fs.readFileSync(path.join(site.client, file));
}

function expectHeadersOfEveryResponse(response: RawResponse, row: PathExpectation, requestPath: string) {
  for (const [name, value] of Object.entries(expectedHeadersFor(requestPath))) {
    expect(response.headers[name], name).toBe(value);
  }
  expect(response.headers["cache-control"], "cache-control").toBe(expectedCacheControl[row.cache]);
}

function expectContentType(response: RawResponse, type: string) {
  const [mediaType, ...parameters] = (response.headers["content-type"] ?? "").split(";").map((part) => part.trim());
  expect(mediaType?.toLowerCase(), "content-type").toBe(type);
  if (textMediaTypes.includes(type)) {
    expect(
      parameters.map((p) => p.toLowerCase().replace(/"/g, "")),
      "charset",
    ).toContain("charset=utf-8");
  }
}

const varies = (response: RawResponse) =>
  (response.headers.vary ?? "")
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .includes("accept-encoding");

/** sha256 of every executable inline script, computed here rather than trusting the build's own list. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(match[1] ?? "")) continue;
    hashes.push(
      `'sha256-${crypto
        .createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return hashes;
}

function expectPageCsp(html: string) {
  const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/gi)];
  expect(metas, "one CSP <meta>").toHaveLength(1);
  const directives = new Map(
    (metas[0]?.[1] ?? "").split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const scriptSrc = directives.get("script-src") ?? [];
  directives.delete("script-src");
  expect(Object.fromEntries([...directives].map(([name, values]) => [name, values.join(" ")]))).toEqual(
    expectedPagePolicy,
  );
  expect(scriptSrc.slice(0, expectedScriptSources.length)).toEqual(expectedScriptSources);
  expect(scriptSrc.slice(expectedScriptSources.length).sort()).toEqual(inlineScriptHashes(html).sort());
}

for (const row of deliveryContract) {
  const method = row.method ?? "GET";
  test(`${row.name}: ${method} ${row.path} → ${row.status}`, async ({ baseURL, deliveryServer }) => {
    const requestPath = row.pick ? row.pick(site) : row.path;
    const request = (headers: Record<string, string> = {}) =>
      rawRequest(baseURL ?? "", requestPath, { method, headers });
    const file = servedFile(row, requestPath);
    const negotiated =
      row.compression === "negotiated" ||
      (row.compression === "as-built" && file !== null && site.files.includes(`${file}.br`));

    const preferred = await request({ "Accept-Encoding": "br, gzip" });
    expect(preferred.status, "status").toBe(row.status);
    expectHeadersOfEveryResponse(preferred, row, requestPath);
    if (row.type) expectContentType(preferred, row.type);
    if (row.status === 405) expect(preferred.headers.allow, "allow").toBe(allowedMethods);
    if (row.status === 405) return;

    const encoding = deliveryServer.brotli ? "br" : "gzip";
    expect(preferred.headers["content-encoding"], "content-encoding for 'br, gzip'").toBe(
      negotiated ? encoding : undefined,
    );
    if (negotiated) expect(varies(preferred), "Vary: Accept-Encoding").toBe(true);

    if (method === "HEAD") {
      expect(preferred.body.length, "HEAD has no body").toBe(0);
      const get = await rawRequest(baseURL ?? "", requestPath, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(preferred.headers["content-length"], "HEAD announces the GET's length").toBe(
        get.headers["content-length"] ?? String(get.body.length),
      );
      return;
    }

    if (file) expect(decodedBody(preferred).equals(readBuilt(file)), `body is the built ${file}`).toBe(true);
    expect(Number(preferred.headers["content-length"]), "content-length").toBe(preferred.body.length);
    if (row.body === "page" || row.body === "not-found") expectPageCsp(decodedBody(preferred).toString("utf8"));

    if (negotiated) {
      const gzip = await request({ "Accept-Encoding": "gzip" });
      expect(gzip.headers["content-encoding"], "content-encoding for 'gzip'").toBe("gzip");
      for (const accepted of [undefined, "br;q=0, gzip;q=0", "identity"]) {
        const plain = await request(accepted ? { "Accept-Encoding": accepted } : {});
        expect(plain.headers["content-encoding"], `content-encoding for '${accepted ?? "(none)"}'`).toBeUndefined();
        expect(varies(plain), `Vary: Accept-Encoding for '${accepted ?? "(none)"}'`).toBe(true);
        if (file) expect(plain.body.equals(readBuilt(file)), "identity body").toBe(true);
      }
      if (deliveryServer.brotli) {
        const noBrotli = await request({ "Accept-Encoding": "br;q=0, gzip" });
        expect(noBrotli.headers["content-encoding"], "content-encoding for 'br;q=0, gzip'").toBe("gzip");
      }
    }

    if (row.status !== 200) return;
    // A browser revalidating its copy gets 304 with everything a cache needs to keep it.
    const etag = preferred.headers.etag;
    expect(etag, "etag").toMatch(/^(W\/)?"[^"]+"$/);
    const revalidated = await request({ "Accept-Encoding": "br, gzip", "If-None-Match": etag ?? "" });
    expect(revalidated.status, "status of a revalidation").toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag, "etag on 304").toBe(etag);
    expectHeadersOfEveryResponse(revalidated, row, requestPath);
    if (negotiated) expect(varies(revalidated), "Vary on 304").toBe(true);
  });
}

test("every page and the not-found page carry their CSP <meta>", async ({ baseURL }) => {
  const paths = [...site.pages, "/no-such-page"];
  expect(paths.length, "pages in the sitemap").toBeGreaterThan(10);
  for (const pagePath of paths) {
    const response = await rawRequest(baseURL ?? "", pagePath);
    expect([200, 404], pagePath).toContain(response.status);
    await test.step(pagePath, () => expectPageCsp(response.body.toString("utf8")));
  }
});

browserTest(
  "the site runs in the browser: hydration, client navigation, no CSP or console errors",
  async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  },
);

/** The content of a page's <meta property="…"> as sent, its escapes undone. */
function metaProperty(html: string, property: string): string | null {
  const found = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? null : decodeEntities(found);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

test("every event's and article's link preview, as sent: its title, one line, and its card (1200 × 630 JPEG within 300 KB)", async ({
  baseURL,
}) => {
  const pages = site.pages.filter((page) => /^\/(events|blog)\/[^/]+$/.test(page));
  for (const pagePath of pages) {
    await test.step(pagePath, async () => {
      const response = await rawRequest(baseURL ?? "", pagePath, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.status).toBe(200);
      const html = decodedBody(response).toString("utf8");
      const heading = /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
      expect(metaProperty(html, "og:title")).toBe(decodeEntities(heading ?? ""));
      if (pagePath.startsWith("/events/")) {
        // One line of parts: when, and where (the words are date-text.ts's, which
        // event-page.spec.ts holds to the table of expected strings).
        expect(metaProperty(html, "og:description")).toMatch(/^[^\n·]+( · [^\n·]+)+$/);
      }
      expect([metaProperty(html, "og:image:width"), metaProperty(html, "og:image:height")]).toEqual(["1200", "630"]);
      expect(metaProperty(html, "og:image:alt")).toContain(decodeEntities(heading ?? ""));
      const image = new URL(metaProperty(html, "og:image") ?? "").pathname;
      expect(image).toMatch(/^\/_img\/card-(event|article)-[\w-]+-[0-9a-f]{10}\.jpg$/);
      const card = await rawRequest(baseURL ?? "", image);
      expect(card.status).toBe(200);
      expect(card.headers["content-type"]).toBe("image/jpeg");
      expect(card.headers["cache-control"]).toBe(expectedCacheControl.immutable);
      expect(card.body.length).toBeLessThanOrEqual(300 * 1024);
      const { width, height, format } = await sharp(card.body).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
    });
  }
  // The shipped content has articles at the least; each page above was checked.
  expect(pages.length).toBeGreaterThan(0);
});
