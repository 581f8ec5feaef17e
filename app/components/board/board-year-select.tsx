import { useEffect, useId, useRef } from "react";
import { NativeSelect } from "~/components/ui/native-select";

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
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);

  // A native select can be changed before the page hydrates; React keeps what the visitor
  // chose, so apply that year once, instead of showing one year and listing another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found at hydration matters
  useEffect(() => {
    const chosen = selectRef.current?.value;
    if (chosen && chosen !== value) onChange(chosen);
  }, []);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink-muted">
        Academic year
      </label>
      <NativeSelect
        ref={selectRef}
        id={id}
        variant="pill"
        value={value}
        onChange={(event) => onChange(event.target.value)}
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
