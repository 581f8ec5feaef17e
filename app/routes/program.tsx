import { PageHeader } from "~/components/layout/page-header";
import { Container } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import { ArrowUpRight } from "~/components/ui/icons";
import { loadProgram } from "~/content/program.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/program";

export function loader() {
  return { program: loadProgram() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: loaderData.program.title, description: loaderData.program.intro, path: "/program" });
}

export default function ProgramRoute({ loaderData }: Route.ComponentProps) {
  const { program } = loaderData;
  return (
    <>
      <PageHeader title={program.title} lead={program.intro} />
      <Container className="grid gap-6 py-16 md:grid-cols-2">
        {program.sections.map((section) => {
          const headingId = `section-${section.title.toLowerCase().replace(/\W+/g, "-")}`;
          return (
            <section
              key={section.title}
              aria-labelledby={headingId}
              className="rounded-card border border-line bg-card p-6 shadow-card"
            >
              <h2 id={headingId} className="text-2xl font-bold">
                {section.title}
              </h2>
              <ul className="mt-4 divide-y divide-line">
                {section.links.map((link) => (
                  <li key={link.url}>
                    <ExternalLink
                      href={link.url}
                      className="group flex items-center justify-between gap-4 py-3 font-medium hover:text-brand"
                    >
                      {link.label}
                      <ArrowUpRight
                        aria-hidden="true"
                        className="size-5 shrink-0 text-brand transition-transform group-hover:-translate-y-0.5"
                      />
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </Container>
    </>
  );
}
