import { PageHeader } from "~/components/layout/page-header";
import { TeamCards } from "~/components/teams/team-cards";
import { Container } from "~/components/ui/container";
import { loadTeamSummaries } from "~/content/teams.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";

const title = "Our Teams";
const lead =
  "Four teams keep Student Representation running. Find out what each one does, then pick the one that fits you.";

export function loader() {
  return { teams: loadTeamSummaries() };
}

export function meta() {
  return pageMeta({ title, description: lead, path: "/teams" });
}

export default function TeamsIndexRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container className="py-16">
        <TeamCards teams={loaderData.teams} />
      </Container>
    </>
  );
}
