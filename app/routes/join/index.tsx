import { ApplicationTabs } from "~/components/join/application-tabs";
import { FaqList } from "~/components/join/faq-list";
import { OfferCards } from "~/components/join/offer-cards";
import { OpenPositions } from "~/components/join/open-positions";
import { ImageHero } from "~/components/shared/image-hero";
import { SectionHeading } from "~/components/shared/section-heading";
import { Container } from "~/components/ui/container";
import { loadJoin } from "~/content/join.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";

export function loader() {
  return { join: loadJoin() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: loaderData.join.title, description: loaderData.join.intro, path: "/join" });
}

export default function JoinRoute({ loaderData }: Route.ComponentProps) {
  const { join } = loaderData;
  return (
    <>
      <ImageHero title={join.title} lead={join.intro} image={join.heroImage} imageAlt={join.heroImageAlt} />

      <section aria-labelledby="offers-title" className="py-20">
        <Container>
          <SectionHeading id="offers-title" title={join.offers.title} />
          <OfferCards offers={join.offers.items} />
        </Container>
      </section>

      <section aria-labelledby="positions-title" className="bg-sand py-20">
        <Container>
          <SectionHeading id="positions-title" title={join.positions.title} lead={join.positions.intro} />
          <OpenPositions positions={join.openPositions} />
        </Container>
      </section>

      <section aria-labelledby="process-title" className="py-20">
        <Container>
          <SectionHeading id="process-title" title={join.applicationProcess.title} />
          <ApplicationTabs tabs={join.applicationProcess.tabs} label="Application steps" />
        </Container>
      </section>

      <section aria-labelledby="faq-title" className="bg-sand py-20">
        <Container>
          <SectionHeading id="faq-title" title={join.faq.title} />
          <FaqList entries={join.faq.entries} />
        </Container>
      </section>
    </>
  );
}
