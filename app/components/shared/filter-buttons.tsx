import { choicePillClass } from "~/components/ui/choice-pill";
import { notIndexedMark } from "~/lib/search-marks";
import { cn } from "~/lib/utils";

export type FilterOption<Value extends string> = { value: Value; label: string };

/**
 * A row of toggle buttons that filters a list (blog tags, event years, gallery
 * years, chat programmes). Exactly one is pressed; `aria-pressed` tells assistive
 * technology which, and the group is labelled by `label`.
 */
export function FilterButtons<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly FilterOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <fieldset {...notIndexedMark} className={cn("flex flex-wrap items-center gap-2", className)}>
      <legend className="sr-only">{label}</legend>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={choicePillClass(pressed)}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
