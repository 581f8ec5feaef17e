import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import type { EventItem } from "~/content/page-data";
import { anchorId } from "~/lib/anchors";
import { eventPagePath } from "~/lib/event-paths";
import { searchCardMark } from "~/lib/search-marks";
import { absoluteUrl } from "~/seo/page-meta";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { EventFacts } from "./event-facts";
import { ShareButton } from "./share-button";
import { useStillUpcoming } from "./use-still-upcoming";

/** The 'Past Event' badge shows unless the event is upcoming or the editor hid it. */
export function showsPastEventBadge(upcoming: boolean, event: Pick<EventItem, "hidePastEventTag">): boolean {
  return !upcoming && !event.hidePastEventTag;
}

/**
 * Register: the event's registration form while it is upcoming; a disabled button once it
 * is over (registration closed). An upcoming event without a form yet offers nothing to
 * press, rather than a button that leads nowhere.
 */
export function RegisterAction({ event, upcoming }: { event: EventItem; upcoming: boolean }) {
  if (upcoming && event.registrationUrl) {
    return (
      <ExternalLink href={event.registrationUrl} className={buttonVariants({ size: "sm" })}>
        Register<span className="sr-only">: {event.title}</span>
      </ExternalLink>
    );
  }
  if (upcoming) return null;
  return (
    <Button type="button" size="sm" disabled>
      Register
    </Button>
  );
}

/**
 * An event: image, title (the link to its page), date, time, location, badge, Register,
 * Add to Calendar and Share.
 * Whether it is over is checked again in the browser (useStillUpcoming). Each event is a
 * search record of its own, found at its anchor (#event-…) with its date as shown.
 */
export function EventCard({
  event,
  priority = false,
  headingLevel = 2,
}: {
  event: EventItem;
  priority?: boolean;
  /** 3 when the cards sit under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const titleId = `event-${event.id}-title`;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const upcoming = useStillUpcoming(event.upcoming, event.endsAt);
  return (
    <article
      id={anchorId("event", event.id)}
      {...searchCardMark}
      aria-labelledby={titleId}
      // scroll-mt: a link to the card's anchor (Home's 'Coming up', the search) leaves it clear of the sticky header.
      className="flex scroll-mt-24 flex-col overflow-hidden rounded-card border border-line bg-card shadow-card"
    >
      <div className="relative">
        <Picture
          image={event.image}
          alt={event.imageAlt}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="block aspect-[16/10] overflow-hidden bg-sand"
          imgClassName="h-full w-full object-cover"
        />
        {showsPastEventBadge(upcoming, event) ? (
          <span className="absolute top-3 left-3 rounded-pill bg-night px-3 py-1 text-xs font-semibold text-white">
            Past Event
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading id={titleId} className="text-xl font-bold tracking-tight">
          <Link to={eventPagePath(event.id)} className="underline-offset-4 hover:text-brand hover:underline">
            {event.title}
          </Link>
        </Heading>
        <EventFacts event={event} className="mt-3 text-sm" />
        {event.descriptionHtml ? (
          <div
            className="prose-content mt-3 text-sm text-ink-muted"
            // Rendered from Markdown at build time with raw HTML escaped (markdown.server.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time HTML
            dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
          />
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <RegisterAction event={event} upcoming={upcoming} />
          <AddToCalendarButton event={event} />
          <ShareButton title={event.title} url={absoluteUrl(eventPagePath(event.id))} />
        </div>
      </div>
    </article>
  );
}
