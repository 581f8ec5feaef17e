/** Loaders for /teams and the team pages: one Markdown file per team in content/teams/. */
import { resolveImage } from "./images.server";
import { findRole } from "./join.server";
import { ContentError, displayPath, listContentFiles, readMarkdown } from "./load.server";
import { renderMarkdown } from "./markdown.server";
import { teamSchema } from "./schemas";

const teamsFolder = "teams";

function readTeamFiles() {
  return listContentFiles(teamsFolder).map((file) => readMarkdown(file, teamSchema));
}

/** Every team in overview order, with what the /teams cards show. */
export function loadTeamSummaries() {
  return readTeamFiles()
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ file, slug, data }) => ({
      slug,
      title: data.title,
      tagline: data.tagline,
      image: resolveImage(file, data.heroImage, "heroImage"),
      imageAlt: data.heroImageAlt,
    }));
}

/** One team page, or undefined when content/teams/<slug>.md does not exist. */
export function findTeam(slug: string) {
  const team = readTeamFiles().find((entry) => entry.slug === slug);
  if (!team) return undefined;
  const { file, data, body } = team;
  const role = findRole(data.roleId);
  if (!role) {
    throw new ContentError(
      `Invalid content in ${displayPath(file)}:\n  - field "roleId": no role file content/roles/${data.roleId}.md`,
    );
  }
  return {
    ...data,
    slug,
    /** The role a visitor applies for on this team. */
    role: { id: role.id, title: role.title },
    heroImage: resolveImage(file, data.heroImage, "heroImage"),
    image: resolveImage(file, data.image, "image"),
    /** 'What We Do', rendered from the Markdown body. */
    whatWeDoHtml: renderMarkdown(body),
  };
}

export type TeamSummary = ReturnType<typeof loadTeamSummaries>[number];
export type TeamPage = NonNullable<ReturnType<typeof findTeam>>;
