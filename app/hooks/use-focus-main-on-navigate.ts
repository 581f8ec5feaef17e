import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, move focus to the main region so keyboard and
 * screen-reader users start at the new page's content instead of the old link.
 * The first render is left alone: the browser handles a full page load.
 */
export function useFocusMainOnNavigate(mainId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
