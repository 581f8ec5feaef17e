import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * Shared look of text inputs, text areas and native selects. The border keeps 3:1
 * contrast against the card (WCAG 1.4.11); an invalid control turns brand red. The
 * scroll margin keeps a control that receives focus (e.g. the first invalid field)
 * clear of the sticky header (WCAG 2.4.11), with its label in view.
 */
export const controlClassName =
  "block w-full scroll-mt-32 rounded-xl border-2 border-ink-muted/70 bg-card px-4 text-base text-ink transition-colors placeholder:text-ink-muted hover:border-ink focus-visible:border-brand disabled:opacity-60 aria-invalid:border-brand";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input type={type} className={cn(controlClassName, "h-12", className)} {...props} />;
}
