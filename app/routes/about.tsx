import { Timeline } from "~/components/about/timeline";
import { ValueCards } from "~/components/about/value-cards";
import { ImageHero } from "~/components/shared/image-hero";
import { PageSection } from "~/components/shared/page-section";
import { PictureSection } from "~/components/shared/picture-section";
import { loadAbout } from "~/content/about.server";
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

      <PictureSection
        id="mission-title"
        title={mission.title}
        image={mission.image}
        imageAlt={mission.imageAlt}
        sizes="(min-width: 1024px) 36rem, 100vw"
      >
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-muted">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PictureSection>

      <PageSection id="journey-title" title={timeline.title} tone="sand">
        <Timeline entries={timeline.entries} />
      </PageSection>

      <PageSection id="values-title" title={values.title}>
        <ValueCards values={values.items} />
      </PageSection>
    </>
  );
}
