/**
 * The page routes of a built site, read from its sitemap (which the build writes from
 * the same list it prerenders), so the sweeps cover every page that exists.
 */
import fs from "node:fs";
import path from "node:path";
import { clientDir, type Site } from "./sites.mjs";

export function builtPagePaths(site: Site): string[] {
  const sitemap = fs.readFileSync(path.join(clientDir(site), "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
}
