import type * as React from "react";
import { lazy, Suspense, useId, useState } from "react";
import { ChevronDown } from "~/components/ui/icons";
import { selectTriggerClassName } from "~/components/ui/select-styles";

// Radix Select (with its positioning and focus code) weighs about 30 KB gzip, more
// than the rest of the page's own code. The page first draws a look-alike trigger and
// loads Radix when the visitor points at, focuses or activates it.
const loadYearListbox = () => import("./year-listbox");
const YearListbox = lazy(() => loadYearListbox().then((module) => ({ default: module.YearListbox })));

/** Keys that open a select list, as in Radix and native selects. */
const openKeys = new Set([" ", "Enter", "ArrowDown", "ArrowUp"]);

/** The academic-year picker of /board, newest year first. */
export function BoardYearSelect({
  years,
  value,
  onChange,
}: {
  years: readonly string[];
  value: string;
  onChange: (year: string) => void;
}) {
  const triggerId = useId();
  // False until the visitor activates the trigger; from then on the Radix select is used.
  const [activated, setActivated] = useState(false);

  const placeholder = (
    <PlaceholderTrigger
      id={triggerId}
      value={value}
      onActivate={() => {
        void loadYearListbox();
        setActivated(true);
      }}
    />
  );

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={triggerId} className="text-sm font-semibold text-ink-muted">
        Academic year
      </label>
      {activated ? (
        <Suspense fallback={placeholder}>
          <YearListbox triggerId={triggerId} years={years} value={value} onChange={onChange} defaultOpen />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** Looks and announces like the closed Radix trigger; activating it opens the real select. */
function PlaceholderTrigger({ id, value, onActivate }: { id: string; value: string; onActivate: () => void }) {
  function handleKeyDown(event: React.KeyboardEvent) {
    if (!openKeys.has(event.key)) return;
    event.preventDefault();
    onActivate();
  }
  return (
    <button
      id={id}
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      className={selectTriggerClassName}
      onPointerEnter={loadYearListbox}
      onFocus={loadYearListbox}
      onClick={onActivate}
      onKeyDown={handleKeyDown}
    >
      <span>{value}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
    </button>
  );
}
