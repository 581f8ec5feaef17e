import type * as React from "react";
import { ChevronDown } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

/**
 * A disclosure list built on the native <details>/<summary>: keyboard operable,
 * announced as expandable, searchable with find-in-page, and working without
 * JavaScript (no bytes added to the bundle). Several items may be open at once.
 */
export function Accordion({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="accordion" className={cn("divide-y divide-line", className)} {...props} />;
}

export function AccordionItem({ className, ...props }: React.ComponentProps<"details">) {
  return <details data-slot="accordion-item" className={cn("group", className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: React.ComponentProps<"summary">) {
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        "flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-5 text-left text-lg font-semibold transition-colors hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-brand transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
      />
    </summary>
  );
}

export function AccordionContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="accordion-content" className={cn("pb-5 text-ink-muted", className)} {...props} />;
}
