/**
 * A team file's data as its page's data (/teams/{team}). The build (teams.server.ts)
 * and the /admin preview both map a team with this function; each passes what only it
 * can make or read: the resolved images, the rendered Markdown body and the role that
 * the roleId names (its own file).
 */
import type { ImageAsset } from "./page-data";
import type { TeamFrontmatter } from "./schemas/teams";

export type TeamPageInputs = {
  slug: string;
  /** The role a visitor applies for on this team. */
  role: { id: string; title: string };
  heroImage: ImageAsset;
  image: ImageAsset;
  /** 'What We Do', the Markdown body rendered. */
  whatWeDoHtml: string;
};

export type TeamPageData = Omit<TeamFrontmatter, keyof TeamPageInputs> & TeamPageInputs;

export function teamPage(data: TeamFrontmatter, inputs: TeamPageInputs): TeamPageData {
  return { ...data, ...inputs };
}
