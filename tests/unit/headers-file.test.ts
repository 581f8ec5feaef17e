/**
 * The `_headers` file Netlify and Cloudflare Pages read, held to the delivery contract
 * (tests/delivery-contract.ts) by reading it back the way those hosts do: every rule whose
 * pattern matches a path applies, and a header set by two matching rules gets both values
 * joined by a comma.
 */
import { describe, expect, test } from "vitest";
import { headersFile } from "../../scripts/host-config.mjs";
import { deliveryContract, expectedCacheControl, expectedSecurityHeaders } from "../delivery-contract";

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
    for (const [name, value] of Object.entries(expectedSecurityHeaders)) {
      expect(applied.get(name), `${name} on ${pathname}`).toEqual([value]);
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
        const overlap =
          fixedPart(a.pattern).startsWith(fixedPart(b.pattern)) ||
          fixedPart(b.pattern).startsWith(fixedPart(a.pattern));
        if (!overlap) continue;
        const shared = a.headers.map(([name]) => name).filter((name) => b.headers.some(([other]) => other === name));
        expect(shared, `${a.pattern} and ${b.pattern}`).toEqual([]);
      }
    }
  });
});
