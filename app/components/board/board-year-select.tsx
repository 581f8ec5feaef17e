import { useId } from "react";
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
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink-muted">
        Academic year
      </label>
      <NativeSelect id={id} variant="pill" value={value} onChange={(event) => onChange(event.target.value)}>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
