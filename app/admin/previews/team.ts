/**
 * A team entry of the editor as its page's data, mapped as teams.server.ts maps the file,
 * and what the page takes from other files (the shared section headings, the role's
 * title), read from their entries with their own schemas.
 */
import type { TeamPageHeadings } from "~/components/teams/team-view";
import type { TeamFrontmatter } from "~/content/schemas/teams";
import { type TeamPageData, teamPage } from "~/content/team-page";
import { fileSchemas, folderSchemas } from "../collection-schemas";
import { fileData } from "../form-check";
import { type AssetResolver, entryBody, entryData, entrySlug, type PreviewEntry } from "./entry";
import { resolvePreviewImage } from "./image";
import { renderPreviewMarkdown } from "./markdown";

/** The team's form values, as the build reads the file (entry.ts). */
export function teamEntryData(entry: PreviewEntry): TeamFrontmatter {
  return entryData(folderSchemas.teams, entry);
}

/** The team page of `data` (the entry's values); a role whose title is not known yet shows its id. */
export function teamFromEntry(
  entry: PreviewEntry,
  data: TeamFrontmatter,
  resolveAsset: AssetResolver,
  roleTitle: string | undefined,
): TeamPageData {
  return teamPage(data, {
    slug: entrySlug(entry),
    role: { id: data.roleId, title: roleTitle || data.roleId },
    heroImage: resolvePreviewImage(data.heroImage, resolveAsset),
    image: resolvePreviewImage(data.image, resolveAsset),
    whatWeDoHtml: renderPreviewMarkdown(entryBody(entry)),
  });
}

/** The headings from the teams page's entry; null while any is missing or not valid. */
export function teamHeadingsFromEntry(entry: PreviewEntry): TeamPageHeadings | null {
  const result = fileSchemas.pages["teams-overview"].shape.teamPage.safeParse(fileData(entry).teamPage);
  return result.success ? result.data : null;
}

/** The title of a role's entry; undefined while it has none. */
export function roleTitleFromEntry(entry: PreviewEntry): string | undefined {
  const result = folderSchemas.roles.shape.title.safeParse(fileData(entry).title);
  return result.success ? result.data : undefined;
}
