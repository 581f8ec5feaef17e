/**
 * /events/year/{year}: every past event of a year that /events does not carry whole (ADR
 * 052), newest first. /events's year filter loads this page's data for that year; its links
 * lead here, and from here to the other years, without JavaScript. The route exists only
 * while some year has such a page (app/routes.ts), so this module takes React Router's
 * general types rather than generated ones.
 */
import {
  type ClientLoaderFunctionArgs,
  data,
  href,
  type LoaderFunctionArgs,
  type MetaArgs,
  useLoaderData,
  useParams,
} from "react-router";
import { EventGrid } from "~/components/events/event-grid";
import { PageHeader } from "~/components/layout/page-header";
import { JsonLdScript } from "~/components/seo/json-ld-script";
import { ArchiveLinks } from "~/components/shared/archive-links";
import { ArchivePageFailed } from "~/components/shared/archive-page-failed";
import { Container } from "~/components/ui/container";
import { loadEventsYear } from "~/content/events.server";
import { eventsYearTexts } from "~/content/page-texts/events";
import { loadArchivePage } from "~/lib/archive-page-loader";
import { eventsYearPath } from "~/lib/event-paths";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { serializeJsonLd } from "~/seo/json-ld";
import { notFoundMeta, pageMeta } from "~/seo/page-meta";

/** Runs at build time for every year's page the prerender lists. */
export function loader({ params }: LoaderFunctionArgs) {
  const page = loadEventsYear(params.year ?? "");
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  const { title, lead } = eventsYearTexts(page.year);
  return {
    ...page,
    title,
    lead,
    jsonLd: serializeJsonLd(page.jsonLd),
    meta: pageMeta({ title, description: lead, path: page.path }),
  };
}

/** In the browser: what the loader sent (its `.data` file), or that it did not arrive (loadArchivePage). */
export function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  return loadArchivePage({ request, serverLoader: () => serverLoader<typeof loader>() });
}

export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta({ loaderData }: MetaArgs<typeof clientLoader>) {
  return loaderData && !("failed" in loaderData) ? loaderData.meta : notFoundMeta();
}

export default function EventsYearRoute() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { year = "" } = useParams();
  if ("failed" in loaderData) return <ArchivePageFailed title={eventsYearTexts(year).title} path={loaderData.path} />;
  const { title, lead, events, archiveYears, path, jsonLd } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container className="py-12 sm:py-16">
        <EventGrid events={events} headingLevel={2} priorityFirst />
        <ArchiveLinks
          title="More events"
          links={[
            { label: "Upcoming and recent", to: href("/events") },
            ...archiveYears.map((archived) => ({ label: archived, to: eventsYearPath(archived) })),
          ]}
          current={path}
        />
      </Container>
      <JsonLdScript json={jsonLd} />
    </>
  );
}
