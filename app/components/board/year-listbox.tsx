import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";

/**
 * The interactive year select (Radix). Loaded on demand by BoardYearSelect, and
 * mounted already open because it replaces the placeholder the visitor just activated.
 */
export function YearListbox({
  triggerId,
  years,
  value,
  onChange,
  defaultOpen,
}: {
  triggerId: string;
  years: readonly string[];
  value: string;
  onChange: (year: string) => void;
  defaultOpen: boolean;
}) {
  return (
    <Select value={value} onValueChange={onChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={triggerId}>
        <SelectValue>{value}</SelectValue>
      </SelectTrigger>
      {/* Like a native select: the list opens over the trigger and uses the window's height. */}
      <SelectContent position="item-aligned">
        {years.map((year) => (
          <SelectItem key={year} value={year}>
            {year}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
