import { Link } from "react-router";
import { choicePillClass } from "~/components/ui/choice-pill";
import type { YouSaidWeDidItem } from "~/content/page-data";
import { useQueryFilter } from "~/hooks/use-query-filter";
import {
  allFilter,
  filterItems,
  filterKey,
  filterSearch,
  programmeFilters,
  type SaidFilters,
  saidProgrammes,
  saidStatuses,
  statusFilters,
} from "~/lib/you-said-we-did";
import { SaidItem } from "./said-item";

type FilterLink = { value: string; label: string };

const programmeLinks: FilterLink[] = [
  { value: allFilter, label: "All programmes" },
  ...saidProgrammes
    .filter((programme) => programme !== "All programmes")
    .map((p) => ({ value: filterKey(p), label: p })),
];
const statusLinks: FilterLink[] = [
  { value: allFilter, label: "Any status" },
  ...saidStatuses.map((status) => ({ value: filterKey(status), label: status })),
];

/** One row of filter links; each keeps the other filter's choice. */
function FilterRow({
  label,
  links,
  current,
  searchFor,
}: {
  label: string;
  links: FilterLink[];
  current: string;
  searchFor: (value: string) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-2">
        {links.map((link) => {
          const active = link.value === current;
          return (
            <li key={link.value}>
              <Link
                to={{ search: searchFor(link.value) }}
                replace
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={choicePillClass(active)}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The items of /you-said-we-did, newest first, with a filter by programme and one by
 * status. Both are links (`?programme=ba&status=done`) so a choice can be shared; the
 * prerendered HTML lists every item, and without JavaScript the page stays that full list
 * (see useQueryFilter for how a linked choice is applied after hydration).
 */
export function SaidList({ items }: { items: YouSaidWeDidItem[] }) {
  const [programme] = useQueryFilter("programme", programmeFilters, allFilter);
  const [status] = useQueryFilter("status", statusFilters, allFilter);
  const filters: SaidFilters = { programme, status };
  const shown = filterItems(items, filters);

  return (
    <div>
      <div className="space-y-3">
        <FilterRow
          label="Filter by programme"
          links={programmeLinks}
          current={programme}
          searchFor={(value) => filterSearch({ ...filters, programme: value })}
        />
        <FilterRow
          label="Filter by status"
          links={statusLinks}
          current={status}
          searchFor={(value) => filterSearch({ ...filters, status: value })}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {`Showing ${shown.length} of ${items.length} ${items.length === 1 ? "item" : "items"}`}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-10 space-y-6">
          {shown.map((item) => (
            <li key={item.id}>
              <SaidItem item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-card border border-dashed border-line bg-card p-10 text-center text-lg text-ink-muted">
          Nothing here for this choice yet.
        </p>
      )}
    </div>
  );
}
