import { useEffect, useId, useRef, useState } from "react";
import { NativeSelect } from "~/components/ui/native-select";

/**
 * The academic-year picker of the Board pages, newest year first: choosing a year opens
 * its page (`onChange`). It needs script, so it is hidden under `scripting: none`, where
 * BoardYearLinks lists the years as links instead.
 */
export function BoardYearSelect({
  years,
  value,
  onChange,
}: {
  years: readonly string[];
  value: string;
  onChange: (year: string) => void;
}) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  // The visitor's choice shows at once. `value` follows only once the address has changed;
  // a select bound to it would snap back to the old year until then and swallow a quick
  // second arrow key. Years the visitor chose that `value` has not reached yet are
  // `pending`: `value` passing through them is not a change from elsewhere.
  const [choice, setChoice] = useState(value);
  const [pending, setPending] = useState<readonly string[]>([]);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    const reached = pending.indexOf(value);
    if (reached === -1) setChoice(value);
    setPending(pending.slice(reached + 1));
  }

  function choose(year: string) {
    setChoice(year);
    setPending((years) => [...years, year]);
    onChange(year);
  }

  // A native select can be changed before the page hydrates; React keeps what the visitor
  // chose, so apply that year once, instead of showing one year and listing another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found at hydration matters
  useEffect(() => {
    const chosen = selectRef.current?.value;
    if (chosen && chosen !== value) choose(chosen);
  }, []);

  return (
    <div className="flex flex-col gap-2 [@media(scripting:none)]:hidden">
      <label htmlFor={id} className="text-sm font-semibold text-ink-muted">
        Academic year
      </label>
      <NativeSelect
        ref={selectRef}
        id={id}
        variant="pill"
        value={choice}
        onChange={(event) => choose(event.target.value)}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
