/**
 * The link check against servers on 127.0.0.1, one answer per path, with the name lookup
 * answered by the test: every outcome a link can have, read through the health check's
 * own rules (linkFindings), and never a request to the internet.
 */
import type { LookupAddress } from "node:dns";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type LinkResult, linkFindings, linkVerdict } from "../../app/lib/site-health-links";
import { checkLinks, type Lookup } from "./check-links";

let server: http.Server;
let port = 0;
let refusedPort = 0;
/** Requests in flight, in total and per Host header, and the most seen at once. */
const inFlight = { total: 0, maxTotal: 0, byHost: new Map<string, number>(), maxByHost: 0 };

const answers: Record<string, (response: http.ServerResponse) => void> = {
  "/ok": (response) => response.writeHead(200, { "content-type": "text/html" }).end("<p>fine</p>"),
  "/moved": (response) => response.writeHead(301, { location: "/ok" }).end(),
  "/moved-away": (response) => response.writeHead(302, { location: `http://other.test:${port}/ok` }).end(),
  "/moved-to-missing": (response) => response.writeHead(307, { location: "/missing" }).end(),
  "/loop": (response) => response.writeHead(302, { location: "/loop" }).end(),
  "/missing": (response) => response.writeHead(404).end("not found"),
  "/gone": (response) => response.writeHead(410).end(),
  "/forbidden": (response) => response.writeHead(403).end(),
  "/slow-down": (response) => response.writeHead(429, { "retry-after": "60" }).end(),
  "/error": (response) => response.writeHead(500).end(),
  "/browsers-only": (response) => response.writeHead(999).end(),
  "/hang": () => {},
  "/busy": (response) => {
    setTimeout(() => response.writeHead(200).end(), 40);
  },
};

/** Counts a request of the concurrency test while it is in flight (the others may linger: /hang). */
function countInFlight(request: http.IncomingMessage, response: http.ServerResponse) {
  const host = request.headers.host ?? "";
  inFlight.total++;
  inFlight.maxTotal = Math.max(inFlight.maxTotal, inFlight.total);
  inFlight.byHost.set(host, (inFlight.byHost.get(host) ?? 0) + 1);
  inFlight.maxByHost = Math.max(inFlight.maxByHost, inFlight.byHost.get(host) ?? 0);
  // Counted out when the answer is written: before the client can read it and ask again.
  response.on("finish", () => {
    inFlight.total--;
    inFlight.byHost.set(host, (inFlight.byHost.get(host) ?? 1) - 1);
  });
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const answer = answers[new URL(request.url ?? "/", "http://x").pathname];
    if (answer && request.url?.startsWith("/busy")) countInFlight(request, response);
    if (answer) answer(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  // A port that was just free: nothing listens there, so a connection is refused.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  refusedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Names under .test resolve to this machine, except those in `missing`; every lookup is recorded. */
function fakeLookup(missing: readonly string[] = []): Lookup & { asked: string[] } {
  const asked: string[] = [];
  const lookup = async (hostname: string): Promise<LookupAddress> => {
    asked.push(hostname);
    if (missing.includes(hostname) || !hostname.endsWith(".test")) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    }
    return { address: "127.0.0.1", family: 4 };
  };
  return Object.assign(lookup, { asked });
}

const at = (host: string, path: string, onPort = port) => `http://${host}:${onPort}${path}`;
const fast = { timeoutMs: 300 };

/** Each address's verdict in a run, as the report reads it. */
function verdicts(results: readonly LinkResult[]) {
  const networkSeen = results.some((result) => result.resolved);
  return Object.fromEntries(
    results.map((result) => {
      const verdict = linkVerdict(result.answer, networkSeen);
      return [result.url, verdict === "no-network" ? verdict : verdict.verdict];
    }),
  );
}

test("a 200 and a redirect to a 200 are fine; a 404, a 410 and a redirect to a 404 are broken", async () => {
  const urls = [
    at("site.test", "/ok"),
    at("site.test", "/moved"),
    at("away.test", "/moved-away"),
    at("site.test", "/missing"),
    at("site.test", "/gone"),
    at("site.test", "/moved-to-missing"),
  ];
  const results = await checkLinks(urls, { lookup: fakeLookup(), ...fast });
  expect(verdicts(results)).toEqual({
    [urls[0] ?? ""]: "ok",
    [urls[1] ?? ""]: "ok",
    [urls[2] ?? ""]: "ok",
    [urls[3] ?? ""]: "broken",
    [urls[4] ?? ""]: "broken",
    [urls[5] ?? ""]: "broken",
  });
  expect(results[2]?.answer).toEqual({ kind: "status", status: 200, finalUrl: at("other.test", "/ok") });
});

test("403, 429, 500, LinkedIn's 999, a time-out, a refused connection and a redirect loop could not be checked", async () => {
  const urls = [
    at("site.test", "/forbidden"),
    at("site.test", "/slow-down"),
    at("site.test", "/error"),
    at("linkedin.test", "/browsers-only"),
    at("site.test", "/hang"),
    at("refusing.test", "/", refusedPort),
    at("site.test", "/loop"),
  ];
  const started = Date.now();
  const results = await checkLinks(urls, { lookup: fakeLookup(), ...fast });
  expect(Object.values(verdicts(results))).toEqual(Array(urls.length).fill("unchecked"));
  const reasons = linkFindings(results, () => []).flatMap((finding) => finding.where);
  expect(reasons).toEqual([
    `${urls[0]}: the site refused the check (403)`,
    `${urls[1]}: the site asked to slow down (429)`,
    `${urls[2]}: the site had an error (500)`,
    `${urls[3]}: the site answers only browsers (999)`,
    `${urls[4]}: no answer within 300 ms`,
    `${urls[5]}: the server refused the connection`,
    `${urls[6]}: more than 5 redirects`,
  ]);
  // The time-out is the request's own, not the test's.
  expect(Date.now() - started).toBeLessThan(3000);
});

test("a name that does not resolve is broken when another name resolved in the same run", async () => {
  const urls = [at("site.test", "/ok"), at("nowhere.test", "/ok")];
  const results = await checkLinks(urls, { lookup: fakeLookup(["nowhere.test"]), ...fast });
  expect(verdicts(results)).toEqual({ [urls[0] ?? ""]: "ok", [urls[1] ?? ""]: "broken" });
  const [broken] = linkFindings(results, () => [{ file: "content/site.yaml", line: 3, field: "links.x" }]);
  expect(broken).toMatchObject({
    urgency: "broken",
    problem: `${urls[1]}: the site nowhere.test does not exist (its name does not resolve).`,
    where: ["content/site.yaml:3 (links.x)"],
  });
});

test("when no name resolves (no network), no link is called broken and the run says so once", async () => {
  const urls = [at("nowhere.test", "/a"), at("neither.test", "/b"), "https://www.instagram.com/sr"];
  const lookup = fakeLookup(["nowhere.test", "neither.test"]);
  const results = await checkLinks(urls, { lookup, ...fast });
  expect(Object.values(verdicts(results))).toEqual(["no-network", "no-network", "no-network"]);
  const findings = linkFindings(results, () => []);
  expect(findings).toHaveLength(1);
  expect(findings[0]).toMatchObject({ urgency: "info", kind: "links-not-checked" });
  expect(findings[0]?.problem).toContain("The 3 links to other sites could not be checked: there was no network");
  // Each name is looked up once, however many of its addresses there are.
  expect(lookup.asked.sort()).toEqual(["neither.test", "nowhere.test", "www.instagram.com"]);
});

test("a temporary lookup failure is never called broken", async () => {
  const lookup: Lookup = async (hostname) => {
    if (hostname === "flaky.test") throw Object.assign(new Error("EAI_AGAIN"), { code: "EAI_AGAIN" });
    return { address: "127.0.0.1", family: 4 };
  };
  const urls = [at("site.test", "/ok"), at("flaky.test", "/ok")];
  expect(verdicts(await checkLinks(urls, { lookup, ...fast }))).toEqual({
    [urls[0] ?? ""]: "ok",
    [urls[1] ?? ""]: "unchecked",
  });
});

test("one request at a time per host, several hosts at once, never more than the limit", async () => {
  const hosts = ["a.test", "b.test", "c.test"];
  const urls = hosts.flatMap((host) => [1, 2, 3].map((n) => at(host, `/busy?n=${n}`)));
  inFlight.maxTotal = 0;
  inFlight.maxByHost = 0;
  const results = await checkLinks(urls, { lookup: fakeLookup(), concurrency: 2, timeoutMs: 2000 });
  expect(Object.values(verdicts(results))).toEqual(Array(urls.length).fill("ok"));
  expect(inFlight.maxByHost).toBe(1);
  expect(inFlight.maxTotal).toBe(2);
});

test("an address written twice is asked once", async () => {
  const url = at("site.test", "/ok");
  const results = await checkLinks([url, url], { lookup: fakeLookup(), ...fast });
  expect(results.map((result) => result.url)).toEqual([url]);
});
