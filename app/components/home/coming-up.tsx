import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { EventFacts } from "~/components/events/event-facts";
import { SectionHeading } from "~/components/shared/section-heading";
import { Container } from "~/components/ui/container";
import type { EventItem } from "~/content/page-data";
import { comingUpAt, lastEndBy } from "~/lib/coming-up";
import { searchCardMark } from "~/lib/search-marks";

/** What Home shows of an upcoming event, and `link`: its card on /events (its anchor). */
export type ComingUpEvent = Pick<
  EventItem,
  "id" | "title" | "dateText" | "timeText" | "startDate" | "location" | "endsAt"
> & {
  link: string;
};

function onTabShown(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

const builtAnswer = () => -Infinity;

/**
 * Home's 'Coming up' (its title and intro from home.yaml): the next three events, soonest
 * first, each linking to its card on /events. `events` are those upcoming when the site
 * was built, soonest first. The page is built and hydrates with the build's answer (the
 * server snapshot), so the HTML matches; right after hydration, and whenever the tab comes
 * back into view, the visitor's clock drops the events that have ended since (the section
 * sits below the first screen, so nothing in view moves), and the section is left out when
 * none is left.
 */
export function ComingUp({
  title,
  intro,
  link,
  linkText,
  events,
}: {
  title: string;
  intro?: string;
  /** /events, and the words of the link to it. */
  link: string;
  linkText: string;
  events: ComingUpEvent[];
}) {
  const passed = useSyncExternalStore(onTabShown, () => lastEndBy(events, Date.now()), builtAnswer);
  const next = comingUpAt(events, passed);
  if (next.length === 0) return null;
  return (
    <section aria-labelledby="coming-up-title" className="py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="coming-up-title" title={title} lead={intro} />
          <Link to={link} className="font-semibold text-brand underline-offset-4 hover:underline">
            {linkText}
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {next.map((event) => (
            <li key={event.id}>
              <article
                aria-labelledby={`coming-up-${event.id}`}
                {...searchCardMark}
                className="relative flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card"
              >
                <h3 id={`coming-up-${event.id}`} className="text-xl leading-snug font-bold">
                  {/* The whole card is the link's target area; its name is the title alone. */}
                  <Link
                    to={event.link}
                    className="underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:text-brand hover:underline"
                  >
                    {event.title}
                  </Link>
                </h3>
                <EventFacts event={event} className="mt-3" />
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
