import { Timeline } from "~/components/about/timeline";
import { ValueCards } from "~/components/about/value-cards";
import { ImageHero } from "~/components/shared/image-hero";
import { SectionHeading } from "~/components/shared/section-heading";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import { loadAbout } from "~/content/pages.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export function loader() {
  return { about: loadAbout() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: loaderData.about.hero.title, description: loaderData.about.hero.subtitle, path: "/about" });
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { hero, mission, timeline, values } = loaderData.about;
  return (
    <>
      <ImageHero title={hero.title} lead={hero.subtitle} image={hero.image} imageAlt={hero.imageAlt} />

      <section aria-labelledby="mission-title" className="py-20">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="mission-title" title={mission.title} />
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-muted">
              {mission.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <Picture
            image={mission.image}
            alt={mission.imageAlt}
            sizes="(min-width: 1024px) 36rem, 100vw"
            className="block overflow-hidden rounded-card shadow-card"
            imgClassName="h-auto w-full"
          />
        </Container>
      </section>

      <section aria-labelledby="journey-title" className="bg-sand py-20">
        <Container>
          <SectionHeading id="journey-title" title={timeline.title} />
          <Timeline entries={timeline.entries} />
        </Container>
      </section>

      <section aria-labelledby="values-title" className="py-20">
        <Container>
          <SectionHeading id="values-title" title={values.title} />
          <ValueCards values={values.items} />
        </Container>
      </section>
    </>
  );
}
