/**
 * The look of a select's trigger, in a file without Radix so a page can draw the
 * trigger before the Radix code has loaded (see components/board/board-year-select.tsx).
 */
export const selectTriggerClassName =
  "inline-flex h-11 min-w-44 items-center justify-between gap-3 rounded-pill border-2 border-line bg-card px-5 text-base font-semibold text-ink transition-colors hover:border-brand data-[state=open]:border-brand disabled:cursor-not-allowed disabled:opacity-60";
