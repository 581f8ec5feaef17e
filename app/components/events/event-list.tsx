import { ArchiveLinks } from "~/components/shared/archive-links";
import { ArchiveLoadNotice } from "~/components/shared/archive-load-notice";
import { FilterButtons } from "~/components/shared/filter-buttons";
import type { EventItem, EventsYearData } from "~/content/page-data";
import { useArchivePage } from "~/hooks/use-archive-page";
import { useQueryFilter } from "~/hooks/use-query-filter";
import { eventsYearPath } from "~/lib/event-paths";
import { withPageItems } from "~/lib/listing-pages";
import { EventGrid } from "./event-grid";

const allYears = "all";

/**
 * Events filtered by the year in `?year=` (All by default), newest first as loaded. A year
 * in `archiveYears` has more events than the page carries: its events come from its own
 * page (/events/year/2019), which the filter loads, and which the links below the list lead
 * to without JavaScript (ADR 052). The first card's image loads with high priority
 * (`priorityFirst`) unless others come first.
 */
export function EventList({
  events,
  years,
  archiveYears = [],
  headingLevel = 2,
  priorityFirst = true,
}: {
  events: EventItem[];
  years: string[];
  /** The years with a page of their own, newest first. */
  archiveYears?: readonly string[];
  /** The cards' heading level: 3 under a section's h2. */
  headingLevel?: 2 | 3;
  priorityFirst?: boolean;
}) {
  const [year, setYear] = useQueryFilter("year", [allYears, ...years], allYears);
  const yearPage = year !== allYears && archiveYears.includes(year) ? eventsYearPath(year) : null;
  const load = useArchivePage<EventsYearData>(yearPage);
  const ofYear = year === allYears ? events : events.filter((event) => event.year === year);
  const visible = load.state === "loaded" ? withPageItems(ofYear, load.data.events) : ofYear;
  // Until a year's page is in (or when it did not arrive), an empty list is no answer yet.
  const settled = load.state === "none" || load.state === "loaded";
  const options = [{ value: allYears, label: "All" }, ...years.map((value) => ({ value, label: value }))];

  return (
    <div>
      <FilterButtons label="Filter events by year" options={options} value={year} onChange={setYear} />
      <p aria-live="polite" className="sr-only">
        {load.state === "loading"
          ? `Loading the events of ${year}`
          : visible.length === 1
            ? "1 event shown"
            : `${visible.length} events shown`}
      </p>
      {visible.length > 0 ? (
        <EventGrid
          events={visible}
          headingLevel={headingLevel}
          priorityFirst={priorityFirst && year === allYears}
          className="mt-8"
        />
      ) : settled ? (
        <p className="mt-10 text-lg text-ink-muted">No events found for this year.</p>
      ) : null}
      {yearPage ? <ArchiveLoadNotice load={load} what={`the events of ${year}`} path={yearPage} /> : null}
      <ArchiveLinks
        title="Older events"
        text="Each of these years has a page with all of its events."
        headingLevel={headingLevel}
        links={archiveYears.map((archived) => ({ label: archived, to: eventsYearPath(archived) }))}
      />
    </div>
  );
}
