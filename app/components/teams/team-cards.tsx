import { href, Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import type { TeamSummary } from "~/content/page-data";
import { searchCardMark } from "~/lib/search-marks";

/** The /teams overview: one card per team, linking to its page. */
export function TeamCards({ teams }: { teams: TeamSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {teams.map((team, index) => (
        <li key={team.slug}>
          <Link
            to={href("/teams/:id", { id: team.slug })}
            {...searchCardMark}
            className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-card shadow-card transition-shadow hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
          >
            <Picture
              image={team.image}
              // The card title names the link; the artwork is decorative here.
              alt=""
              sizes="(min-width: 1152px) 34rem, (min-width: 640px) 50vw, 100vw"
              priority={index === 0}
              className="block aspect-[16/9] overflow-hidden bg-sand"
              imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
            />
            <span className="flex flex-1 flex-col gap-2 p-6">
              <span className="text-2xl font-bold group-hover:text-brand">{team.title}</span>
              <span className="text-ink-muted">{team.tagline}</span>
              <span className="mt-auto inline-flex items-center gap-2 pt-3 font-semibold text-brand">
                Meet the team
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
