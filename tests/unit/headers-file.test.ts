/**
 * The `_headers` file Netlify and Cloudflare Pages read, held to the delivery contract
 * (tests/delivery-contract.ts) by reading it back the way those hosts do: every rule whose
 * pattern matches a path applies, and a header set by two matching rules gets both values
 * joined by a comma.
 */
import { describe, expect, test } from "vitest";
import { headersFile } from "../../scripts/host-config.mjs";
import {
  deliveryContract,
  expectedCacheControl,
  expectedHeadersFor,
  expectedSecurityHeaders,
} from "../delivery-contract";

type Rule = { pattern: string; headers: [name: string, value: string][] };

/** Blocks of a path pattern followed by indented `Name: value` lines; `#` starts a comment. */
function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(":");
    if (!rule || separator < 0) throw new Error(`Not a header line under a pattern: ${line}`);
    rule.headers.push([line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** A `*` matches any run of characters, slashes included; everything else literally. */
function matches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(pathname);
}

/** Each header name with the values every matching rule gives it. */
function headersFor(rules: Rule[], pathname: string): Map<string, string[]> {
  const applied = new Map<string, string[]>();
  for (const rule of rules.filter((candidate) => matches(candidate.pattern, pathname))) {
    for (const [name, value] of rule.headers) applied.set(name, [...(applied.get(name) ?? []), value]);
  }
  return applied;
}

/**
 * Both hosts send this Cache-Control for a static file that no rule gives one (Netlify:
 * "Caching overview"; Cloudflare: "Static assets: Headers").
 */
const hostDefaultCacheControl = "public, max-age=0, must-revalidate";

const rules = parseHeadersFile(headersFile());
const paths = [...new Set(deliveryContract.map((row) => row.path))];

describe("_headers for Netlify and Cloudflare Pages", () => {
  test("parses into rules, each with at least one header and no header twice", () => {
    expect(rules.length).toBeGreaterThan(1);
    for (const rule of rules) {
      const names = rule.headers.map(([name]) => name);
      expect(names.length, rule.pattern).toBeGreaterThan(0);
      expect(new Set(names).size, `${rule.pattern} sets a header twice`).toBe(names.length);
    }
  });

  test.each(paths)("%s gets every security header from exactly one rule", (pathname) => {
    const applied = headersFor(rules, pathname);
    for (const [name, value] of Object.entries(expectedHeadersFor(pathname))) {
      // The one exception (ADR 011): /* cannot leave /admin out, so on /admin both rules
      // set the opener policy; the hosts join them into a value browsers read as no policy.
      const expected =
        name === "cross-origin-opener-policy" && value !== expectedSecurityHeaders[name]
          ? [expectedSecurityHeaders[name], value]
          : [value];
      expect(applied.get(name), `${name} on ${pathname}`).toEqual(expected);
    }
  });

  test("/admin's own rules cover the page and its files, and nothing beside /admin", () => {
    for (const pathname of ["/admin", "/admin/", "/admin/assets/main-AbCd1234.js"]) {
      expect(headersFor(rules, pathname).get("x-robots-tag"), pathname).toEqual(["noindex"]);
    }
    for (const pathname of ["/", "/about", "/administration", "/blog/admin"]) {
      expect(headersFor(rules, pathname).get("x-robots-tag"), pathname).toBeUndefined();
      expect(headersFor(rules, pathname).get("cross-origin-opener-policy"), pathname).toEqual(["same-origin"]);
    }
  });

  // Rules match paths, not statuses: what these hosts send with their own 404 and 405
  // answers is theirs to decide, so only the files they serve are checked here.
  const served = deliveryContract.filter((row) => row.status === 200);
  test.each(served.map((row) => [row.path, row.cache] as const))(
    "%s gets Cache-Control '%s' from at most one rule",
    (pathname, cache) => {
      const values = headersFor(rules, pathname).get("cache-control") ?? [hostDefaultCacheControl];
      expect(values, `cache-control on ${pathname}`).toEqual([expectedCacheControl[cache]]);
    },
  );

  test("no two rules that can match the same path set the same header", () => {
    // With only trailing splats, two patterns overlap when one's fixed part starts the other's.
    const fixedPart = (pattern: string) => pattern.replace(/\*$/, "");
    for (const [i, a] of rules.entries()) {
      for (const b of rules.slice(i + 1)) {
        // A pattern without a splat ('/admin') matches its own path only.
        const covers = (wide: string, narrow: string) =>
          wide.endsWith("*") ? fixedPart(narrow).startsWith(fixedPart(wide)) : wide === narrow;
        const overlap = covers(a.pattern, b.pattern) || covers(b.pattern, a.pattern);
        if (!overlap) continue;
        const shared = a.headers
          .map(([name]) => name)
          .filter((name) => b.headers.some(([other]) => other === name))
          // The exception tested above: /admin's opener policy.
          .filter(
            (name) =>
              !(name === "cross-origin-opener-policy" && [a, b].some((rule) => rule.pattern.startsWith("/admin"))),
          );
        expect(shared, `${a.pattern} and ${b.pattern}`).toEqual([]);
      }
    }
  });
});
