import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * A card in a grid list that the browser renders only near the viewport
 * (`render-when-visible`; pass the card's height as `[--placeholder-height:…]` in
 * `className`). A skipped item clips what it paints to its own box, so the item reaches
 * 0.75rem into the grid gap on every side and pads the card back into place: the card's
 * shadow and focus ring keep that room. Lists using it need a gap of 1.5rem.
 */
export function LazyListItem({ className, ...props }: ComponentProps<"li">) {
  return <li className={cn("render-when-visible -m-3 p-3", className)} {...props} />;
}
