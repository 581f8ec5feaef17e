import { data, href } from "react-router";
import { JsonLdScript } from "~/components/seo/json-ld-script";
import { ImageHero } from "~/components/shared/image-hero";
import { PageSection } from "~/components/shared/page-section";
import { JoinTeamCta } from "~/components/teams/join-team-cta";
import { ResponsibilityList } from "~/components/teams/responsibility-list";
import { TeamInfoCards } from "~/components/teams/team-info-cards";
import { Picture } from "~/components/ui/picture";
import { findTeam, loadTeamsPage } from "~/content/teams.server";
import { isTeamSlug } from "~/lib/teams";
import { breadcrumbJsonLd, serializeJsonLd } from "~/seo/json-ld";
import { pageMeta, pageTitle } from "~/seo/page-meta";
import type { Route } from "./+types/team";

export function loader({ params }: Route.LoaderArgs) {
  const team = findTeam(params.team);
  if (!team) throw data(null, { status: 404 });
  const jsonLd = breadcrumbJsonLd([
    { name: "Teams", path: href("/teams") },
    { name: team.title, path: href("/teams/:team", { team: team.slug }) },
  ]);
  return { team, headings: loadTeamsPage().teamPage, jsonLd: serializeJsonLd(jsonLd) };
}

/**
 * Known teams are prerendered, so this only runs on client-side navigation. An unknown
 * slug (opened directly, the host answers with 404.html) has no data file: answer 404
 * here instead of requesting one, so the root shows the not-found page without a
 * failed request in the console.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!isTeamSlug(params.team)) throw data(null, { status: 404 });
  return serverLoader();
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];
  const { team } = loaderData;
  return pageMeta({ title: team.title, description: team.tagline, path: `/teams/${team.slug}` });
}

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  const { team, headings } = loaderData;
  return (
    <>
      <ImageHero title={team.title} lead={team.tagline} image={team.heroImage} imageAlt={team.heroImageAlt} />

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
          // Rendered from the team's Markdown at build time; raw HTML in content is escaped.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time Markdown output
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
      <JsonLdScript json={loaderData.jsonLd} />
    </>
  );
}
