import { href, Link } from "react-router";
import { Container } from "~/components/ui/container";
import { ArrowLeft } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import type { EventItem } from "~/content/page-data";
import { notIndexedMark } from "~/lib/search-marks";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { RegisterAction, showsPastEventBadge } from "./event-card";
import { EventFacts } from "./event-facts";
import { ShareButton } from "./share-button";
import { useStillUpcoming } from "./use-still-upcoming";

/**
 * An event's own page: what its card on /events shows, larger, with the same Register, Add
 * to Calendar and Share, and the way back to every event. Whether it is over is checked
 * again in the browser (useStillUpcoming), so a page built before the event ended shows
 * it as past.
 */
export function EventDetail({ event, shareUrl }: { event: EventItem; shareUrl: string }) {
  const upcoming = useStillUpcoming(event.upcoming, event.endsAt);
  return (
    <article className="pb-20">
      <Container width="article" className="pt-10 sm:pt-14">
        <Link
          to={href("/events")}
          {...notIndexedMark}
          className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All events
        </Link>
        <header className="mt-8">
          {showsPastEventBadge(upcoming, event) ? (
            <p className="mb-4 inline-block rounded-pill bg-night px-3 py-1 text-xs font-semibold text-white">
              Past Event
            </p>
          ) : null}
          <h1 className="text-title font-extrabold tracking-tight">{event.title}</h1>
          <EventFacts event={event} className="mt-6 text-lg" />
          <div {...notIndexedMark} className="mt-8 flex flex-wrap items-center gap-2">
            <RegisterAction event={event} upcoming={upcoming} />
            <AddToCalendarButton event={event} />
            <ShareButton title={event.title} url={shareUrl} />
          </div>
        </header>
        <Picture
          image={event.image}
          alt={event.imageAlt}
          // The Container's width (56rem) less its padding at each breakpoint, as an article's picture.
          sizes="(min-width: 1024px) 52rem, (min-width: 896px) 53rem, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
          priority
          className="mt-10 block aspect-[16/9] overflow-hidden rounded-card bg-sand shadow-card"
          imgClassName="size-full object-cover"
        />
        {event.descriptionHtml ? (
          <div
            className="prose-content mx-auto mt-12"
            // Rendered from Markdown at build time with raw HTML escaped (markdown.server.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time HTML
            dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
          />
        ) : null}
      </Container>
    </article>
  );
}
