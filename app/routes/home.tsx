import { href } from "react-router";
import { LatestArticles } from "~/components/blog/latest-articles";
import { ComingUp } from "~/components/home/coming-up";
import { HomeHero } from "~/components/home/home-hero";
import { withSrText } from "~/components/home/statistic-carousel";
import { TeamTiles, tileRows } from "~/components/home/team-tiles";
import { JsonLdScript } from "~/components/seo/json-ld-script";
import { PageSection } from "~/components/shared/page-section";
import { StayUpToDate } from "~/components/shared/stay-up-to-date";
import { LatestDone } from "~/components/you-said-we-did/latest-done";
import { site } from "~/config/site";
import { latestArticles } from "~/content/blog.server";
import { loadComingUp } from "~/content/events.server";
import { loadHome } from "~/content/home.server";
import { youSaidWeDidTexts } from "~/content/page-texts/you-said-we-did";
import { loadTeamTiles } from "~/content/teams.server";
import { latestDoneItems } from "~/content/you-said-we-did.server";
import { organizationJsonLd, serializeJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/home";

export function loader() {
  const teamTiles = loadTeamTiles();
  const home = loadHome();
  const youSaidWeDid = href("/you-said-we-did");
  // What can be worked out at build time is, here: Home's script then carries neither
  // these rules nor these words (its first-load budget).
  return {
    home: { ...home, statistics: home.statistics.map(withSrText) },
    teamTiles,
    tileRows: tileRows(teamTiles.length),
    latestArticles: {
      blog: href("/blog"),
      articles: latestArticles().map((article) => ({ ...article, link: href("/blog/:id", { id: article.slug }) })),
    },
    comingUp: { link: href("/events"), linkText: "All events", events: loadComingUp() },
    latestDone: {
      title: youSaidWeDidTexts.title,
      lead: "What students raised, and what has changed since.",
      link: youSaidWeDid,
      linkText: "Everything students raised",
      items: latestDoneItems().map((item) => ({ ...item, link: `${youSaidWeDid}#${item.anchor}` })),
    },
    jsonLd: serializeJsonLd(organizationJsonLd()),
    meta: pageMeta({ title: site.name, description: site.description, path: "/" }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return (
    <>
      <HomeHero hero={home.hero} statistics={home.statistics} />

      <PageSection
        id="who-we-are-title"
        title={home.whoWeAre.title}
        containerClassName="grid gap-10 lg:grid-cols-[1fr_1.4fr]"
      >
        <div className="space-y-5 text-lg leading-relaxed text-ink-muted">
          {home.whoWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection
        id="what-we-do-title"
        title={home.whatWeDo.title}
        lead={home.whatWeDo.intro}
        tone="sand"
        style={loaderData.tileRows}
        className="render-when-visible [--placeholder-height:calc(17rem_+_var(--tile-rows-1)*29rem)] md:[--placeholder-height:calc(10rem_+_var(--tile-rows-2)*27.5rem)] lg:[--placeholder-height:calc(10rem_+_var(--tile-rows-4)*19rem)]"
      >
        <TeamTiles tiles={loaderData.teamTiles} />
      </PageSection>

      <ComingUp title={home.comingUp.title} intro={home.comingUp.intro} {...loaderData.comingUp} />

      <LatestDone {...loaderData.latestDone} />

      <LatestArticles title={home.latestArticles.title} {...loaderData.latestArticles} />

      <StayUpToDate title={home.stayUpToDate.title} text={home.stayUpToDate.text} />
      <JsonLdScript json={loaderData.jsonLd} />
    </>
  );
}
