/**
 * Which team pages exist, known in the browser without a request (see roles.ts for why).
 * The list is written into the bundle at build time from content/teams/.
 */
import { teamSlugs } from "virtual:site-content";

export { teamSlugs };

export function isTeamSlug(slug: string | undefined): slug is string {
  return slug !== undefined && teamSlugs.includes(slug);
}
