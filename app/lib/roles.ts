/**
 * Which role pages exist, known in the browser without a request. The build prerenders
 * one page per file in content/roles/, so an unknown id can be sent to /join before
 * React Router asks for a data file that does not exist (a 404 the browser logs as an
 * error).
 */
import { slugsFromPaths } from "./content-slugs";

// Vite lists the files at build time. Only the keys (paths) are used: the lazy importers
// behind them are never called, so no role text is downloaded by the browser.
const roleFiles = import.meta.glob("/content/roles/*.md", { query: "?raw", import: "default" });

/** Every role id, e.g. 'student-representative'. */
export const roleIds: readonly string[] = slugsFromPaths(Object.keys(roleFiles));

export function isRoleId(id: string | undefined): id is string {
  return id !== undefined && roleIds.includes(id);
}
