import { FilterButtons } from "~/components/shared/filter-buttons";
import { LazyListItem } from "~/components/ui/lazy-list-item";
import type { EventItem } from "~/content/page-data";
import { useQueryFilter } from "~/hooks/use-query-filter";
import { EventCard } from "./event-card";

const allYears = "all";

/**
 * Events filtered by the year in `?year=` (All by default), newest first as loaded. The
 * first card's image loads with high priority (`priorityFirst`) unless others come first.
 */
export function EventList({
  events,
  years,
  headingLevel = 2,
  priorityFirst = true,
}: {
  events: EventItem[];
  years: string[];
  /** The cards' heading level: 3 under a section's h2. */
  headingLevel?: 2 | 3;
  priorityFirst?: boolean;
}) {
  const [year, setYear] = useQueryFilter("year", [allYears, ...years], allYears);
  const visible = year === allYears ? events : events.filter((event) => event.year === year);
  const options = [{ value: allYears, label: "All" }, ...years.map((value) => ({ value, label: value }))];

  return (
    <div>
      <FilterButtons label="Filter events by year" options={options} value={year} onChange={setYear} />
      <p aria-live="polite" className="sr-only">
        {visible.length === 1 ? "1 event shown" : `${visible.length} events shown`}
      </p>
      {visible.length === 0 ? (
        <p className="mt-10 text-lg text-ink-muted">No events found for this year.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((event, index) => (
            <LazyListItem key={event.id} className="flex [--placeholder-height:34rem]">
              <EventCard
                event={event}
                headingLevel={headingLevel}
                priority={priorityFirst && year === allYears && index === 0}
              />
            </LazyListItem>
          ))}
        </ul>
      )}
    </div>
  );
}
