import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Navigation state for a control that changes the page it sits on (the Board's year
 * select): after that navigation focus stays on the control, as it would for a filter.
 */
export const keepFocusState = { keepFocus: true } as const;

function keepsFocus(state: unknown): boolean {
  return typeof state === "object" && state !== null && "keepFocus" in state && state.keepFocus === true;
}

/**
 * After a client-side navigation, move focus to the main region so keyboard and
 * screen-reader users start at the new page's content instead of the old link.
 * The first render is left alone: the browser handles a full page load.
 */
export function useFocusMainOnNavigate(mainId: string) {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Back and forward restore an entry: its state says how it was reached, not this visit.
    if (navigationType !== "POP" && keepsFocus(state)) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, state, navigationType, mainId]);
}
