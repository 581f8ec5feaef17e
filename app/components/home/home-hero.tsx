import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import { joinLink } from "~/config/navigation";
import type { HomeData } from "~/content/page-data";
import { type Statistic, StatisticCarousel } from "./statistic-carousel";

export function HomeHero({ hero, statistics }: { hero: HomeData["hero"]; statistics: Statistic[] }) {
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-night text-white">
      <Picture
        image={hero.image}
        alt={hero.imageAlt}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10"
        imgClassName="size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-night via-night/85 to-night/40" />
      <Container className="pt-20 pb-10 sm:pt-28">
        <p className="text-sm font-semibold tracking-[0.2em] text-white uppercase">{hero.tagline}</p>
        <h1 id="home-title" className="mt-4 max-w-3xl text-display font-extrabold tracking-tight">
          {hero.headline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/90">{hero.intro}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={joinLink.path} className={buttonVariants({ size: "lg" })}>
            {joinLink.title}
          </Link>
          <Link to="/about" className={buttonVariants({ variant: "light", size: "lg" })}>
            About SR
          </Link>
        </div>
      </Container>
      <div className="pb-10">
        <Container>
          <StatisticCarousel statistics={statistics} />
        </Container>
      </div>
    </section>
  );
}
