import { cn } from "~/lib/utils";

const sizes = { sm: "h-10 px-5 text-sm", md: "h-11 px-4" };

/**
 * The look of one choice among several (a filter, an academic year), for a button or a
 * link alike: a pill, filled with the brand colour when it is the chosen one. No colour
 * transition: a visitor sees the choice at once, and axe, run right after a click, reads
 * the final colours rather than a mix.
 */
export function choicePillClass(chosen: boolean, size: keyof typeof sizes = "sm"): string {
  return cn(
    "inline-flex items-center rounded-pill border-2 font-semibold",
    sizes[size],
    chosen ? "border-brand bg-brand text-on-brand" : "border-line bg-card text-ink hover:border-brand hover:text-brand",
  );
}
