import { ImageHero } from "~/components/shared/image-hero";
import { PageSection } from "~/components/shared/page-section";
import { JoinTeamCta } from "~/components/teams/join-team-cta";
import { ResponsibilityList } from "~/components/teams/responsibility-list";
import { TeamInfoCards } from "~/components/teams/team-info-cards";
import { Picture } from "~/components/ui/picture";
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
 * A team as /teams/{team} shows it (app/routes/teams/team.tsx): the hero, 'What We Do'
 * from the Markdown body, the responsibilities, the information cards and the band that
 * leads to the team's role, with the shared headings and the role's title read from their
 * own files. Until the headings are read, only the hero shows.
 */
export function TeamPreview({ entry, getAsset, getCollection, document }: PreviewProps) {
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
      <ImageHero title={team.title} lead={team.tagline} image={team.heroImage} imageAlt={team.heroImageAlt} />
      {headings ? (
        <>
          <PageSection
            id="what-we-do-title"
            title={headings.whatWeDoTitle}
            media={
              <Picture
                image={team.image}
                alt={team.imageAlt}
                sizes="(min-width: 1152px) 34rem, (min-width: 1024px) 50vw, 100vw"
                className="block overflow-hidden rounded-card shadow-card"
                imgClassName="h-auto w-full"
              />
            }
          >
            <div
              className="prose-content mt-6"
              // Rendered from the form's Markdown with raw HTML escaped, as the build does (markdown.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped Markdown output, see above
              dangerouslySetInnerHTML={{ __html: team.whatWeDoHtml }}
            />
          </PageSection>
          <PageSection id="responsibilities-title" title={headings.responsibilitiesTitle} tone="sand">
            <ResponsibilityList items={team.responsibilities} />
          </PageSection>
          <PageSection id="additional-information-title" title={headings.additionalInformationTitle}>
            <TeamInfoCards duration={team.duration} timeCommitment={team.timeCommitment} />
          </PageSection>
          <JoinTeamCta title={headings.joinTitle} roleId={team.role.id} roleTitle={team.role.title} />
        </>
      ) : (
        <p role="status" className="px-4 py-10 text-ink-muted">
          {headingsEntry.status === "failed"
            ? "The section headings of the team pages (content/teams.yaml) could not be read."
            : "Loading the section headings…"}
        </p>
      )}
    </PreviewPage>
  );
}
