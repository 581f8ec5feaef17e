import { href, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { ArrowRight, CalendarRange, Clock, ExternalLink as ExternalLinkIcon } from "~/components/ui/icons";
import { links } from "~/config/links";
import type { OpenPosition } from "~/content/page-data";
import { searchCardMark } from "~/lib/search-marks";

/** 'Available Positions': the external application form and the roles open right now. */
export function OpenPositions({ positions }: { positions: OpenPosition[] }) {
  return (
    <div className="mt-8 space-y-6">
      <ExternalLink href={links.applicationForm} className={buttonVariants({ size: "lg" })}>
        Apply Now
        <ExternalLinkIcon aria-hidden="true" />
      </ExternalLink>
      <ul className="grid gap-5">
        {positions.map((position) => (
          <li key={position.id}>
            <Link
              to={href("/join/role/:id", { id: position.id })}
              {...searchCardMark}
              className="group flex flex-col gap-3 rounded-card border border-line bg-card p-6 shadow-card transition-shadow hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="space-y-2">
                <span className="block text-sm font-semibold tracking-wide text-brand uppercase">{position.team}</span>
                <span className="block text-xl font-bold group-hover:text-brand">{position.title}</span>
                <span className="block text-ink-muted">{position.summary}</span>
                <span className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarRange aria-hidden="true" className="size-4" />
                    {position.period}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="size-4" />
                    {position.hoursPerWeek}
                  </span>
                </span>
              </span>
              <span className="inline-flex shrink-0 items-center gap-2 font-semibold text-brand">
                View position
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
