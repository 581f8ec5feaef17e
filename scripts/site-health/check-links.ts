/**
 * Asks each outbound address once, as a visitor's browser would (GET, redirects followed),
 * and records the last answer; what an answer means is app/lib/site-health-links.ts.
 * Polite to the sites it asks: at most `concurrency` requests at once, one at a time per
 * host, each given up after `timeoutMs`. The name lookup is a parameter, so the tests
 * answer it themselves and never reach the internet; by default it is the system's.
 */
import { promises as dns, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LinkAnswer, LinkResult } from "../../app/lib/site-health-links";

/** Looks a host name up: its address, or a rejection with the resolver's error code (ENOTFOUND…). */
export type Lookup = (hostname: string) => Promise<LookupAddress>;

export type LinkCheckOptions = {
  lookup?: Lookup;
  /** Requests in flight at once, over every host. */
  concurrency?: number;
  /** Per request (and per name lookup). */
  timeoutMs?: number;
  /** Redirects followed before giving up. */
  maxRedirects?: number;
  userAgent?: string;
};

const systemLookup: Lookup = (hostname) => dns.lookup(hostname);

/** Lookup errors that mean the name does not exist, rather than that the lookup failed this time. */
const nameDoesNotExist = new Set(["ENOTFOUND", "ENODATA", "EAI_NONAME"]);

/** Runs tasks with at most `concurrency` at once and one at a time per key, in the order asked. */
function politeQueue(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const lastOfHost = new Map<string, Promise<void>>();
  const acquire = async () => {
    if (active < concurrency) {
      active++;
      return;
    }
    // The slot is handed over by release(), never counted twice.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async function run<T>(host: string, task: () => Promise<T>): Promise<T> {
    const before = lastOfHost.get(host) ?? Promise.resolve();
    let done = () => {};
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    lastOfHost.set(
      host,
      before.then(() => mine),
    );
    await before;
    await acquire();
    try {
      return await task();
    } finally {
      release();
      done();
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type Hop = { status: number; location: string | undefined } | { error: string };

/** One GET to an address already looked up; the body is not read. */
function request(url: URL, address: LookupAddress, { timeoutMs, userAgent }: Required<LinkCheckOptions>): Promise<Hop> {
  return new Promise((resolve) => {
    const client = url.protocol === "https:" ? https : http;
    let settled = false;
    const finish = (hop: Hop) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(hop);
      req.destroy();
    };
    const req = client.request(
      url,
      {
        method: "GET",
        headers: { "user-agent": userAgent, accept: "text/html,*/*;q=0.8" },
        // The address is the one already looked up; the host name still goes to the
        // server (Host header, TLS server name) as in a browser.
        lookup: (_hostname, options, callback) => {
          if ((options as { all?: boolean }).all) callback(null, [address] as never);
          else callback(null, address.address, address.family);
        },
      },
      (response) => {
        const location = response.headers.location;
        finish({ status: response.statusCode ?? 0, location });
        response.destroy();
      },
    );
    const timer = setTimeout(
      () =>
        finish({
          error: `no answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`,
        }),
      timeoutMs,
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === "ECONNREFUSED"
          ? "the server refused the connection"
          : error.code === "ECONNRESET"
            ? "the server closed the connection"
            : `the connection failed (${error.code ?? error.message})`;
      finish({ error: reason });
    });
    req.end();
  });
}

/**
 * Every address's last answer, in the order given (duplicates are asked once). Never
 * rejects: a failure is an answer.
 */
export async function checkLinks(urls: readonly string[], options: LinkCheckOptions = {}): Promise<LinkResult[]> {
  const settings: Required<LinkCheckOptions> = {
    lookup: options.lookup ?? systemLookup,
    concurrency: options.concurrency ?? 4,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRedirects: options.maxRedirects ?? 5,
    userAgent: options.userAgent ?? "Mozilla/5.0 (compatible; site-health-check; links of a student organisation)",
  };
  const queue = politeQueue(settings.concurrency);
  const lookups = new Map<string, Promise<LookupAddress>>();
  const lookUp = (host: string) => {
    let found = lookups.get(host);
    if (!found) {
      found = withTimeout(settings.lookup(host), settings.timeoutMs, "ETIMEOUT");
      lookups.set(host, found);
    }
    return found;
  };

  async function check(url: string): Promise<LinkResult> {
    let current = new URL(url);
    let resolved = false;
    for (let hop = 0; hop <= settings.maxRedirects; hop++) {
      const host = current.hostname.replace(/^\[|\]$/g, "");
      let address: LookupAddress;
      try {
        address = await lookUp(host);
        resolved = true;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        const answer: LinkAnswer = { kind: "lookup-failed", host, permanent: nameDoesNotExist.has(code) };
        return { url, answer, resolved };
      }
      const target = current;
      const result = await queue(host, () => request(target, address, settings));
      if ("error" in result) return { url, answer: { kind: "no-answer", reason: result.error }, resolved };
      const next = result.status >= 300 && result.status < 400 && result.location;
      if (!next) return { url, answer: { kind: "status", status: result.status, finalUrl: current.href }, resolved };
      current = new URL(next, current);
      if (current.protocol !== "http:" && current.protocol !== "https:") {
        return { url, answer: { kind: "no-answer", reason: `it redirects to ${current.protocol} address` }, resolved };
      }
    }
    return {
      url,
      answer: { kind: "no-answer", reason: `more than ${settings.maxRedirects} redirects` },
      resolved,
    };
  }

  const unique = [...new Set(urls)];
  return Promise.all(unique.map(check));
}
