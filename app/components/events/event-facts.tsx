import { CalendarDays, Clock, MapPin } from "~/components/ui/icons";
import type { EventItem } from "~/content/page-data";
import { searchDetailMark, searchMetaMark } from "~/lib/search-marks";
import { cn } from "~/lib/utils";

/** An event's date, time and place, each with its icon and a name for screen readers (the card and the event's page). */
export function EventFacts({
  event,
  className,
}: {
  event: Pick<EventItem, "startDate" | "dateText" | "timeText" | "location">;
  className?: string;
}) {
  const facts = [
    [
      CalendarDays,
      "Date",
      <time key="date" dateTime={event.startDate} {...searchMetaMark("date")} {...searchDetailMark}>
        {event.dateText}
      </time>,
    ],
    [Clock, "Time", event.timeText],
    [
      MapPin,
      "Location",
      <span key="location" {...searchDetailMark}>
        {event.location}
      </span>,
    ],
  ] as const;
  return (
    <dl className={cn("space-y-1.5 text-ink-muted", className)}>
      {facts.map(([Icon, label, value]) => (
        <div key={label} className="flex items-start gap-2">
          <dt>
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
