import type * as React from "react";
import { cn } from "~/lib/utils";

/** A form label; pair it with a control through `htmlFor` (Field does this). */
export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor; the control lives elsewhere
  return <label className={cn("block text-sm font-semibold text-ink", className)} {...props} />;
}
