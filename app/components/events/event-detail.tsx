import { href } from "react-router";
import { DetailPage } from "~/components/shared/detail-page";
import type { EventItem } from "~/content/page-data";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { RegisterAction, showsPastEventBadge } from "./event-card";
import { EventFacts } from "./event-facts";
import { ShareButton } from "./share-button";
import { useStillUpcoming } from "./use-still-upcoming";

/**
 * An event's own page: what its card on /events shows, larger, with the same Register, Add
 * to Calendar and Share, and the way back to every event. Whether it is over is checked
 * again in the browser (useStillUpcoming), so a page built before the event ended shows
 * it as past. The route renders it from the build's data, the /admin preview from the form.
 */
export function EventDetail({ event, shareUrl }: { event: EventItem; shareUrl: string }) {
  const upcoming = useStillUpcoming(event.upcoming, event.endsAt);
  return (
    <DetailPage
      back={{ to: href("/events"), label: "All events" }}
      header={
        <>
          {showsPastEventBadge(upcoming, event) ? (
            <p className="mb-4 inline-block rounded-pill bg-night px-3 py-1 text-xs font-semibold text-on-brand">
              Past Event
            </p>
          ) : null}
          <h1 className="text-title font-extrabold tracking-tight">{event.title}</h1>
          <EventFacts event={event} className="mt-6 text-lg" />
          <div className="mt-8 flex flex-wrap items-center gap-2">
            <RegisterAction event={event} upcoming={upcoming} />
            <AddToCalendarButton event={event} />
            <ShareButton title={event.title} url={shareUrl} />
          </div>
        </>
      }
      image={event.image}
      imageAlt={event.imageAlt}
      html={event.descriptionHtml || null}
    />
  );
}
