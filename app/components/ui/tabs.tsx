import { Tabs as TabsPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * Radix Tabs in shadcn's style: the WAI-ARIA tabs pattern (arrow keys move between tabs
 * and wrap, Home/End jump to the ends, the panel follows focus). Every panel is rendered
 * so its text is in the prerendered HTML; without JavaScript (`scripting: none`) all
 * panels show and the tab row, which could not work, is hidden.
 */
export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-6", className)} {...props} />;
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        "flex w-full flex-wrap gap-2 rounded-card border border-line bg-sand p-1.5 [@media(scripting:none)]:hidden",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "min-h-11 flex-1 rounded-pill px-4 text-sm font-semibold text-ink transition-colors hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-[state=active]:bg-brand data-[state=active]:text-on-brand sm:text-base",
        className,
      )}
      {...props}
    />
  );
}

/** Always mounted (`forceMount`), so inactive panels are hidden by CSS rather than left out of the HTML. */
export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      forceMount
      data-slot="tabs-content"
      className={cn(
        "rounded-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand [@media(scripting:enabled)]:data-[state=inactive]:hidden",
        className,
      )}
      {...props}
    />
  );
}
