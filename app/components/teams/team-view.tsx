import type * as React from "react";
import { ImageHero } from "~/components/shared/image-hero";
import { PageSection } from "~/components/shared/page-section";
import { PictureSection } from "~/components/shared/picture-section";
import type { TeamsPageContent } from "~/content/schemas/teams";
import type { TeamPageData } from "~/content/team-page";
import { JoinTeamCta } from "./join-team-cta";
import { ResponsibilityList } from "./responsibility-list";
import { TeamInfoCards } from "./team-info-cards";

/** The section headings every team page shares (content/teams.yaml `teamPage`). */
export type TeamPageHeadings = TeamsPageContent["teamPage"];

/**
 * A team's page (/teams/{team}): the hero, 'What We Do' from the Markdown body, the
 * responsibilities, the information cards and the band that leads to the team's role.
 * The route renders it from the build's data, the /admin preview from the form; the
 * preview reads the shared headings from their own file, and until they are there
 * (`headings` null) shows `withoutHeadings` below the hero instead of the sections.
 */
export function TeamView({
  team,
  headings,
  withoutHeadings,
}: {
  team: TeamPageData;
  headings: TeamPageHeadings | null;
  withoutHeadings?: React.ReactNode;
}) {
  return (
    <>
      <ImageHero title={team.title} lead={team.tagline} image={team.heroImage} imageAlt={team.heroImageAlt} />
      {headings ? (
        <>
          <PictureSection
            id="what-we-do-title"
            title={headings.whatWeDoTitle}
            image={team.image}
            imageAlt={team.imageAlt}
            sizes="(min-width: 1152px) 34rem, (min-width: 1024px) 50vw, 100vw"
          >
            <div
              className="prose-content mt-6"
              // Rendered from Markdown with raw HTML escaped: at build time (markdown.server.ts),
              // in the /admin preview from the form (admin/previews/markdown.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped Markdown output, see above
              dangerouslySetInnerHTML={{ __html: team.whatWeDoHtml }}
            />
          </PictureSection>
          <PageSection id="responsibilities-title" title={headings.responsibilitiesTitle} tone="sand">
            <ResponsibilityList items={team.responsibilities} />
          </PageSection>
          <PageSection id="additional-information-title" title={headings.additionalInformationTitle}>
            <TeamInfoCards duration={team.duration} timeCommitment={team.timeCommitment} />
          </PageSection>
          <JoinTeamCta title={headings.joinTitle} roleId={team.role.id} roleTitle={team.role.title} />
        </>
      ) : (
        withoutHeadings
      )}
    </>
  );
}
