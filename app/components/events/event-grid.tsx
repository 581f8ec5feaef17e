import { LazyListItem } from "~/components/ui/lazy-list-item";
import type { EventItem } from "~/content/page-data";
import { cn } from "~/lib/utils";
import { EventCard } from "./event-card";

/**
 * Event cards in the listing's grid: /events's past events and a year's page. Each card is
 * drawn only near the viewport (LazyListItem); the first card's image loads with high
 * priority when `priorityFirst` (the page's largest paint).
 */
export function EventGrid({
  events,
  headingLevel,
  priorityFirst,
  className,
}: {
  events: readonly EventItem[];
  headingLevel: 2 | 3;
  priorityFirst: boolean;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {events.map((event, index) => (
        <LazyListItem key={event.id} className="flex [--placeholder-height:34rem]">
          <EventCard event={event} headingLevel={headingLevel} priority={priorityFirst && index === 0} />
        </LazyListItem>
      ))}
    </ul>
  );
}
