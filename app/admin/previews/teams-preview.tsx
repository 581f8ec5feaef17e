import { TeamView } from "~/components/teams/team-view";
import { PreviewPage } from "./preview-page";
import type { PreviewProps } from "./preview-props";
import { useRelatedEntry } from "./related-entry";
import { roleTitleFromEntry, teamEntryData, teamFromEntry, teamHeadingsFromEntry } from "./team";
import { usePreviewAssets } from "./use-preview-assets";

/** Where the previews find what a team page takes from other files (the CMS configuration's names). */
export const teamPageSources = {
  /** content/teams.yaml: the section headings every team page shares. */
  headings: { collection: "pages", file: "teams-overview" },
  /** content/roles/<roleId>.md: the role a visitor applies for. */
  roles: "roles",
} as const;

/**
 * A team as /teams/{team} shows it: the page's own view, fed the form's values mapped as
 * the build maps the file, with the shared headings and the role's title read from their
 * own files. Until the headings are read, the hero shows with a note below it.
 */
export default function TeamPreview({ entry, getAsset, getCollection, document }: PreviewProps) {
  const resolveAsset = usePreviewAssets(getAsset);
  const data = teamEntryData(entry);
  const headingsEntry = useRelatedEntry(
    getCollection,
    teamPageSources.headings.collection,
    teamPageSources.headings.file,
  );
  const role = useRelatedEntry(getCollection, teamPageSources.roles, data.roleId);
  const headings = headingsEntry.status === "ready" ? teamHeadingsFromEntry(headingsEntry.entry) : null;
  const roleTitle = role.status === "ready" ? roleTitleFromEntry(role.entry) : undefined;
  const team = teamFromEntry(entry, data, resolveAsset, roleTitle);
  return (
    <PreviewPage document={document} title={team.title}>
      <TeamView
        team={team}
        headings={headings}
        withoutHeadings={
          <p role="status" className="px-4 py-10 text-ink-muted">
            {headingsEntry.status === "failed"
              ? "The section headings of the team pages (content/teams.yaml) could not be read."
              : "Loading the section headings…"}
          </p>
        }
      />
    </PreviewPage>
  );
}
