import { PageHeader } from "~/components/layout/page-header";
import { TeamCards } from "~/components/teams/team-cards";
import { Container } from "~/components/ui/container";
import { loadTeamSummaries, loadTeamsPage } from "~/content/teams.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/teams-overview";

export function loader() {
  return { page: loadTeamsPage(), teams: loadTeamSummaries() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: loaderData.page.title, description: loaderData.page.intro, path: "/teams" });
}

export default function TeamsIndexRoute({ loaderData }: Route.ComponentProps) {
  const { page, teams } = loaderData;
  return (
    <>
      <PageHeader title={page.title} lead={page.intro} />
      <Container className="py-16">
        <TeamCards teams={teams} />
      </Container>
    </>
  );
}
