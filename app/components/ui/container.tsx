import type * as React from "react";
import { cn } from "~/lib/utils";

const widths = { page: "max-w-6xl", article: "max-w-4xl" };

/** The page's horizontal rhythm: centred, padded, at most 72rem wide (an article's text 56rem). */
export function Container({
  className,
  width = "page",
  ...props
}: React.ComponentProps<"div"> & { width?: keyof typeof widths }) {
  return <div className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", widths[width], className)} {...props} />;
}
