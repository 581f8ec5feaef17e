import { type SearchType, searchTypes } from "~/lib/search-results";
import { cn } from "~/lib/utils";

type TypeFilterProps =
  | { type: SearchType | null; onTypeChange: (type: SearchType | null) => void; placeholder?: never }
  | { placeholder: true; type?: never; onTypeChange?: never };

/**
 * The filter by type: one pill per type and "All". As a `placeholder` (the /search form
 * before the search has loaded, and without JavaScript, where filtering has nothing to
 * act on) it keeps its place without showing or taking part, so the page does not move
 * when the working filter replaces it.
 */
export function TypeFilter({ type = null, onTypeChange, placeholder }: TypeFilterProps) {
  return (
    <fieldset
      disabled={placeholder}
      aria-hidden={placeholder}
      className={cn("flex flex-wrap items-center gap-1.5", placeholder && "invisible")}
    >
      <legend className="sr-only">Type</legend>
      {[null, ...searchTypes].map((option) => (
        <label
          key={option ?? "all"}
          className="cursor-pointer rounded-pill border border-line px-3 py-1 text-sm font-medium text-ink transition-colors hover:bg-sand has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-strong has-focus-visible:outline-3 has-focus-visible:outline-brand"
        >
          <input
            type="radio"
            name="type"
            value={option ?? ""}
            checked={type === option}
            onChange={() => onTypeChange?.(option)}
            className="sr-only"
          />
          {option ?? "All"}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The line under the form that says what the search is doing ("3 results for …"),
 * announced as it changes. As a `placeholder` it only keeps its place.
 */
export function SearchStatus({ id, children, placeholder }: { id?: string; children?: string; placeholder?: boolean }) {
  return placeholder ? (
    <p aria-hidden="true" className="min-h-5 text-sm" />
  ) : (
    <p id={id} role="status" className="min-h-5 text-sm text-ink-muted">
      {children}
    </p>
  );
}
