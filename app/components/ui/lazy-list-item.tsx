import type { ComponentProps, CSSProperties } from "react";
import { cn } from "~/lib/utils";

type LazyListItemProps = ComponentProps<"li"> & {
  /** Height to reserve until the item is first rendered, close to the real one. */
  placeholderHeight: string;
};

/**
 * A card in a grid list that the browser renders only near the viewport
 * (`render-when-visible`). A skipped item clips what it paints to its own box, so the
 * item reaches 0.75rem into the grid gap on every side and pads the card back into place:
 * the card's shadow and focus ring keep that room. Lists using it need a gap of 1.5rem.
 */
export function LazyListItem({ placeholderHeight, className, style, ...props }: LazyListItemProps) {
  const placeholder = { "--placeholder-height": placeholderHeight } as CSSProperties;
  return (
    <li className={cn("render-when-visible -m-3 p-3", className)} style={{ ...placeholder, ...style }} {...props} />
  );
}
