import { Timeline } from "~/components/about/timeline";
import { ValueCards } from "~/components/about/value-cards";
import { ImageHero } from "~/components/shared/image-hero";
import { PageSection } from "~/components/shared/page-section";
import { Picture } from "~/components/ui/picture";
import { loadAbout } from "~/content/pages.server";
import { pageMeta } from "~/seo/page-meta";
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

      <PageSection
        id="mission-title"
        title={mission.title}
        media={
          <Picture
            image={mission.image}
            alt={mission.imageAlt}
            sizes="(min-width: 1024px) 36rem, 100vw"
            className="block overflow-hidden rounded-card shadow-card"
            imgClassName="h-auto w-full"
          />
        }
      >
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-muted">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="journey-title" title={timeline.title} tone="sand">
        <Timeline entries={timeline.entries} />
      </PageSection>

      <PageSection id="values-title" title={values.title}>
        <ValueCards values={values.items} />
      </PageSection>
    </>
  );
}
