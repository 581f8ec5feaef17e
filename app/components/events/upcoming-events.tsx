import type { EventItem } from "~/content/page-data";
import { EventCard } from "./event-card";

/**
 * The events still to come at the top of /events, soonest first; nothing when there are
 * none (the page header says so). The first card's image is the page's largest paint.
 */
export function UpcomingEvents({ events }: { events: EventItem[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-events-title">
      <h2 id="upcoming-events-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        Upcoming events
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event, index) => (
          <li key={event.id} className="flex">
            <EventCard event={event} headingLevel={3} priority={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
