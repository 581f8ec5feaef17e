import { href } from "react-router";
import { EventList } from "~/components/events/event-list";
import { PageHeader } from "~/components/layout/page-header";
import { JsonLdScript } from "~/components/seo/json-ld-script";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CalendarDays } from "~/components/ui/icons";
import { loadEventsPage } from "~/content/events.server";
import { fixedPageTexts } from "~/content/page-texts";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { serializeJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/events";

const { title, lead: subtitle } = fixedPageTexts.events;
const feedPath = href("/events.ics");

export function loader() {
  const { events, years, jsonLd } = loadEventsPage();
  return { events, years, jsonLd: serializeJsonLd(jsonLd) };
}

// The year filter lives in the query string; changing it must not refetch the data.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta() {
  return pageMeta({ title, description: subtitle, path: "/events" });
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "text/calendar", title: "All events (iCalendar)", href: feedPath },
];

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} lead={subtitle}>
        {/* A plain <a>: the feed is a file, not a page for the router. */}
        <a href={feedPath} className={buttonVariants({ variant: "outline", size: "sm", className: "mt-6" })}>
          <CalendarDays aria-hidden="true" />
          Subscribe to all events
        </a>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <EventList events={loaderData.events} years={loaderData.years} />
      </Container>
      <JsonLdScript json={loaderData.jsonLd} />
    </>
  );
}
