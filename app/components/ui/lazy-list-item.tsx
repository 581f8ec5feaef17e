import { type ComponentProps, Suspense } from "react";
import { cn } from "~/lib/utils";

/**
 * A card in a grid list that costs the page's first moments nothing it does not show:
 * - the browser lays it out and paints it only near the viewport (`render-when-visible`;
 *   pass the card's height as `[--placeholder-height:…]` in `className`). A skipped item
 *   clips what it paints to its own box, so the item reaches 0.75rem into the grid gap on
 *   every side and pads the card back into place: the card's shadow and focus ring keep
 *   that room. Lists using it need a gap of 1.5rem;
 * - React hydrates it after the page, in short tasks of its own: a Suspense boundary met
 *   while hydrating is left as its prerendered HTML and hydrated at idle priority, one
 *   boundary at a time with room for input in between (a click on a card not yet hydrated
 *   hydrates that card at once and is then delivered). Without it, a year's 30 event cards
 *   hydrate in one long task (ADR 056). Nothing inside suspends, so the HTML is whole.
 */
export function LazyListItem({ className, children, ...props }: ComponentProps<"li">) {
  return (
    <li className={cn("render-when-visible -m-3 p-3", className)} {...props}>
      <Suspense>{children}</Suspense>
    </li>
  );
}
