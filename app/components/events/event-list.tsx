import { FilterButtons } from "~/components/shared/filter-buttons";
import { LazyListItem } from "~/components/ui/lazy-list-item";
import type { EventItem } from "~/content/page-data";
import { useQueryFilter } from "~/hooks/use-query-filter";
import { EventCard } from "./event-card";

const allYears = "all";

/** Events filtered by the year in `?year=` (All by default), newest first as loaded. */
export function EventList({ events, years }: { events: EventItem[]; years: string[] }) {
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
              <EventCard event={event} priority={year === allYears && index === 0} />
            </LazyListItem>
          ))}
        </ul>
      )}
    </div>
  );
}
