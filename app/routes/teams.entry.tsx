import { data, href } from "react-router";
import { JsonLdScript } from "~/components/seo/json-ld-script";
import { TeamView } from "~/components/teams/team-view";
import { findTeam, loadTeamsPage } from "~/content/teams.server";
import { isTeamSlug } from "~/lib/teams";
import { breadcrumbJsonLd, serializeJsonLd } from "~/seo/json-ld";
import { pageMeta, pageTitle } from "~/seo/page-meta";
import type { Route } from "./+types/teams.entry";

export function loader({ params }: Route.LoaderArgs) {
  const team = findTeam(params.id);
  if (!team) throw data(null, { status: 404 });
  const jsonLd = breadcrumbJsonLd([
    { name: "Teams", path: href("/teams") },
    { name: team.title, path: href("/teams/:id", { id: team.slug }) },
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
  if (!isTeamSlug(params.id)) throw data(null, { status: 404 });
  return serverLoader();
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];
  const { team } = loaderData;
  return pageMeta({ title: team.title, description: team.tagline, path: `/teams/${team.slug}` });
}

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TeamView team={loaderData.team} headings={loaderData.headings} />
      <JsonLdScript json={loaderData.jsonLd} />
    </>
  );
}
