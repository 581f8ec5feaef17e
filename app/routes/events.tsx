import { href } from "react-router";
import { EventList } from "~/components/events/event-list";
import { endedMarks, nothingUpcomingId, UpcomingEvents } from "~/components/events/upcoming-events";
import { useEventAnchorMove } from "~/components/events/use-event-anchor-move";
import { useUpcomingSplit } from "~/components/events/use-upcoming-split";
import { PageHeader } from "~/components/layout/page-header";
import { JsonLdScript } from "~/components/seo/json-ld-script";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CalendarDays } from "~/components/ui/icons";
import { loadEventsPage } from "~/content/events.server";
import { eventsTexts } from "~/content/page-texts/events";
import { notIndexedMark } from "~/lib/search-marks";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { eventYears, splitUpcoming } from "~/lib/upcoming";
import { serializeJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/events";

const feedPath = href("/events.ics");

export function loader() {
  const { events, jsonLd, years, archiveYears } = loadEventsPage();
  // The build's answer (-Infinity: no event has ended since), as the page first renders it.
  const marks = endedMarks(splitUpcoming(events, Number.NEGATIVE_INFINITY).upcoming);
  const { title, lead } = eventsTexts;
  return {
    title,
    lead,
    events,
    years,
    archiveYears,
    marks,
    jsonLd: serializeJsonLd(jsonLd),
    meta: pageMeta({ title, description: lead, path: "/events" }),
  };
}

// The year filter lives in the query string; changing it must not refetch the data.
export const shouldRevalidate = revalidateOnPathChangeOnly;

// Made by the loader at build time, like the title and lead it sends: the page's script carries none of them.
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "text/calendar", title: "All events (iCalendar)", href: feedPath },
];

/**
 * The upcoming events first, soonest first, then the newest past ones under the year
 * filter, newest first: split at build time and again by the visitor's clock
 * (useUpcomingSplit). Older years are on pages of their own (ADR 052), and a link to the
 * card of an event this page does not carry leads to the event's page (useEventAnchorMove).
 */
export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  const { upcoming, rest } = useUpcomingSplit(loaderData.events);
  // An event that ended in the visitor's browser may open a year the build had no past event in.
  const years = eventYears([...rest, ...loaderData.years.map((year) => ({ year }))]);
  useEventAnchorMove();
  return (
    <>
      <PageHeader title={loaderData.title} lead={loaderData.lead}>
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
          {/* A plain <a>: the feed is a file, not a page for the router. */}
          <a href={feedPath} {...notIndexedMark} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <CalendarDays aria-hidden="true" />
            Subscribe to all events
          </a>
          {/* Always in the page, so the script that runs before the first paint can show it. */}
          <p id={nothingUpcomingId} hidden={upcoming.length > 0} className="text-ink-muted">
            No upcoming events right now.
          </p>
        </div>
      </PageHeader>
      <Container className="space-y-16 py-12 sm:py-16">
        <UpcomingEvents events={upcoming} marks={loaderData.marks} />
        <section aria-labelledby="past-events-title">
          <h2 id="past-events-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
            Past events
          </h2>
          <EventList
            events={rest}
            years={years}
            archiveYears={loaderData.archiveYears}
            headingLevel={3}
            priorityFirst={upcoming.length === 0}
          />
        </section>
      </Container>
      <JsonLdScript json={loaderData.jsonLd} />
    </>
  );
}
