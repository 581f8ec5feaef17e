import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { ChevronDown } from "~/components/ui/icons";
import { cn } from "~/lib/utils";
import { controlClassName } from "./input";

const nativeSelectVariants = cva("appearance-none", {
  variants: {
    variant: {
      /** A form field, like Input and Textarea. */
      field: cn(controlClassName, "h-12 pr-11"),
      /** A filter above a list: a pill with bold text. */
      pill: "h-11 w-full min-w-44 cursor-pointer rounded-pill border-2 border-line bg-card pr-11 pl-5 text-base font-semibold text-ink transition-colors hover:border-brand focus-visible:border-brand disabled:cursor-not-allowed disabled:opacity-60",
    },
  },
  defaultVariants: { variant: "field" },
});

/**
 * A native `<select>` in the site's style (shadcn's NativeSelect): the browser draws the
 * option list and gives keyboard, type-ahead and screen-reader support, and it works
 * before hydration. `className` goes to the wrapper; label it with `<label htmlFor>`.
 */
export function NativeSelect({
  className,
  variant,
  ...props
}: React.ComponentProps<"select"> & VariantProps<typeof nativeSelectVariants>) {
  return (
    <div data-slot="native-select" className={cn("relative", className)}>
      <select className={nativeSelectVariants({ variant })} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
