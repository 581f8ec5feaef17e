import { ApplicationTabs } from "~/components/join/application-tabs";
import { FaqList } from "~/components/join/faq-list";
import { OfferCards } from "~/components/join/offer-cards";
import { OpenPositions } from "~/components/join/open-positions";
import { ImageHero } from "~/components/shared/image-hero";
import { PageSection } from "~/components/shared/page-section";
import { loadJoin } from "~/content/join.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/join";

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

      <PageSection id="offers-title" title={join.offers.title}>
        <OfferCards offers={join.offers.items} />
      </PageSection>

      <PageSection id="positions-title" title={join.positions.title} lead={join.positions.intro} tone="sand">
        <OpenPositions positions={join.openPositions} />
      </PageSection>

      <PageSection id="process-title" title={join.applicationProcess.title}>
        <ApplicationTabs tabs={join.applicationProcess.tabs} label="Application steps" />
      </PageSection>

      <PageSection id="faq-title" title={join.faq.title} tone="sand">
        <FaqList entries={join.faq.entries} />
      </PageSection>
    </>
  );
}
