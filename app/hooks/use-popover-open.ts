import { type RefObject, useEffect, useState } from "react";

/**
 * Whether a popover is open, for `aria-expanded` on the button that toggles it once the
 * page has hydrated. Undefined until then, so the prerendered button carries no
 * `aria-expanded`: before hydration the browser exposes a popovertarget button's expanded
 * state itself, and a "false" written into the HTML would contradict a menu a visitor
 * opened before the page's scripts ran.
 */
export function usePopoverOpen(popover: RefObject<HTMLElement | null>): boolean | undefined {
  const [open, setOpen] = useState<boolean>();
  useEffect(() => {
    const element = popover.current;
    if (!element) return;
    const sync = () => setOpen(element.matches(":popover-open"));
    sync();
    element.addEventListener("toggle", sync);
    return () => element.removeEventListener("toggle", sync);
  }, [popover]);
  return open;
}
