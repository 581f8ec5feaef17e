/**
 * Loaders for /teams, the team pages and Home's team tiles: one Markdown file per team in
 * content/teams/, in the order of its `order` field, plus content/teams.yaml for the
 * overview's texts.
 */

import { checked } from "./collections.server";
import { resolveImage } from "./images.server";
import { findRole } from "./join.server";
import { ContentError, displayPath, readSingle } from "./load.server";
import { renderMarkdown } from "./markdown.server";
import type { TeamSummary, TeamTile } from "./page-data";
import { readTeamFiles } from "./team-files.server";
import { teamPage } from "./team-page";

/** The /teams overview: its title and intro (content/teams.yaml). */
export function loadTeamsPage() {
  return readSingle(checked("teams-overview"));
}

/** Every team, with what the /teams cards show. */
export function loadTeamSummaries(): TeamSummary[] {
  return readTeamFiles().map(({ file, id, data }) => ({
    slug: id,
    title: data.title,
    tagline: data.tagline,
    image: resolveImage(file, data.heroImage, "heroImage"),
    imageAlt: data.heroImageAlt,
  }));
}

/** Home's 'What We Do': one tile per team. */
export function loadTeamTiles(): TeamTile[] {
  return readTeamFiles().map(({ file, id, data }) => ({
    slug: id,
    title: data.tileTitle,
    image: resolveImage(file, data.tileImage, "tileImage"),
    imageAlt: data.tileImageAlt,
  }));
}

/** One team page, or undefined when content/teams/<slug>.md does not exist. */
export function findTeam(slug: string) {
  const team = readTeamFiles().find((entry) => entry.id === slug);
  if (!team) return undefined;
  const { file, data, body } = team;
  const role = findRole(data.roleId);
  if (!role) {
    throw new ContentError(
      `Invalid content in ${displayPath(file)}:\n  - field "roleId": no role file content/roles/${data.roleId}.md`,
    );
  }
  // Mapped as the /admin preview maps a team (team-page.ts).
  return teamPage(data, {
    slug,
    role: { id: role.id, title: role.title },
    heroImage: resolveImage(file, data.heroImage, "heroImage"),
    image: resolveImage(file, data.image, "image"),
    whatWeDoHtml: renderMarkdown(body),
  });
}
