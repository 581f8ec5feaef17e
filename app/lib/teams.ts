/**
 * Which team pages exist, known in the browser without a request (see roles.ts for why).
 */
import { slugsFromPaths } from "./content-slugs";

// Only the keys (paths) are used; the lazy importers are never called.
const teamFiles = import.meta.glob("/content/teams/*.md", { query: "?raw", import: "default" });

/** Every team slug, e.g. 'marketing'. */
export const teamSlugs: readonly string[] = slugsFromPaths(Object.keys(teamFiles));

export function isTeamSlug(slug: string | undefined): slug is string {
  return slug !== undefined && teamSlugs.includes(slug);
}
