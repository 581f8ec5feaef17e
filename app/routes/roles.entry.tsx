import { href, Link, replace } from "react-router";
import { RoleDetails } from "~/components/join/role-details";
import { PageHeader } from "~/components/layout/page-header";
import { JsonLdScript } from "~/components/seo/json-ld-script";
import { SectionHeading } from "~/components/shared/section-heading";
import { ResponsibilityList } from "~/components/teams/responsibility-list";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import { ArrowLeft, ExternalLink as ExternalLinkIcon } from "~/components/ui/icons";
import { links } from "~/config/links";
import { findRole, loadRolePageHeadings } from "~/content/join.server";
import { isRoleId } from "~/lib/roles";
import { breadcrumbJsonLd, serializeJsonLd } from "~/seo/json-ld";
import { pageMeta, pageTitle } from "~/seo/page-meta";
import type { Route } from "./+types/roles.entry";

// An unknown role id silently ends at /join, replacing the bad URL in the history.
const unknownRoleRedirect = () => replace(href("/join"));

export function loader({ params }: Route.LoaderArgs) {
  const role = findRole(params.id);
  if (!role) throw unknownRoleRedirect();
  const jsonLd = breadcrumbJsonLd([
    { name: "Join Us", path: href("/join") },
    { name: role.title, path: href("/join/role/:id", { id: role.id }) },
  ]);
  return { role, headings: loadRolePageHeadings(), jsonLd: serializeJsonLd(jsonLd) };
}

/**
 * Known roles are prerendered, so this only runs on client-side navigation and when an
 * unknown id is opened directly (the host answers with 404.html). An unknown id has no
 * data file: redirect here instead of requesting one, which would log a failed request.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!isRoleId(params.id)) throw unknownRoleRedirect();
  return serverLoader();
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Join Us") }, { name: "robots", content: "noindex" }];
  const { role } = loaderData;
  return pageMeta({ title: role.title, description: role.summary, path: `/join/role/${role.id}` });
}

export default function RoleRoute({ loaderData }: Route.ComponentProps) {
  const { role, headings } = loaderData;
  return (
    <>
      <PageHeader title={role.title} lead={role.summary}>
        <Link
          to={href("/join")}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-brand hover:text-brand-strong"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to all positions
        </Link>
      </PageHeader>

      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_20rem]">
        <div>
          <section aria-labelledby="overview-title">
            <SectionHeading id="overview-title" title={headings.overviewTitle} />
            <div
              className="prose-content mt-6"
              // Rendered from the role's Markdown at build time; raw HTML in content is escaped.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time Markdown output
              dangerouslySetInnerHTML={{ __html: role.overviewHtml }}
            />
          </section>
          <section aria-labelledby="responsibilities-title" className="mt-14">
            <SectionHeading id="responsibilities-title" title={headings.responsibilitiesTitle} />
            <ResponsibilityList items={role.responsibilities} />
          </section>
        </div>
        <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <RoleDetails role={role} />
          <ExternalLink href={links.applicationForm} className={buttonVariants({ size: "lg", className: "w-full" })}>
            Apply Now
            <ExternalLinkIcon aria-hidden="true" />
          </ExternalLink>
        </div>
      </Container>
      <JsonLdScript json={loaderData.jsonLd} />
    </>
  );
}
