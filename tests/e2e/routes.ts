/**
 * The page routes of the built site, read from its sitemap (which the build writes
 * from the same list it prerenders), so the sweeps cover every page that exists.
 */
import fs from "node:fs";
import path from "node:path";

export const buildClientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

export function builtPagePaths(): string[] {
  const sitemap = fs.readFileSync(path.join(buildClientDir, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
}
