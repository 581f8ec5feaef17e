import { data, href } from "react-router";
import { EventDetail } from "~/components/events/event-detail";
import { JsonLdScript } from "~/components/seo/json-ld-script";
import { loadEventPage } from "~/content/events.server";
import { isNotFoundDocument } from "~/lib/not-found-document";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { notFoundMeta } from "~/seo/page-meta";
import type { Route } from "./+types/events.entry";

/** Runs at build time for every prerendered event id. */
export function loader({ params }: Route.LoaderArgs) {
  const page = loadEventPage(params.id);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return page;
}

/** An unknown id arrives as the prerendered 404.html: answer 404 without requesting its (missing) data, as an article does. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (isNotFoundDocument(request.url)) throw data(null, { status: 404, statusText: "Not Found" });
  return serverLoader();
}

export const shouldRevalidate = revalidateOnPathChangeOnly;

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "text/calendar", title: "All events (iCalendar)", href: href("/events.ics") },
];

// Made by the loader at build time (the card's address, the when-and-where line).
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? loaderData.meta : notFoundMeta();
}

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <EventDetail event={loaderData.event} shareUrl={loaderData.shareUrl} />
      <JsonLdScript json={loaderData.jsonLd} />
    </>
  );
}
