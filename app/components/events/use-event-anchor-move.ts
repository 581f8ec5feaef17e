import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { eventOfCardAnchor, eventPagePath } from "~/lib/event-paths";

/**
 * /events#event-{id}, the address of an event's card that older links and bookmarks keep,
 * for an event this page no longer carries (it moved to its year's page, ADR 052): leads to
 * the event's own page instead, in place of the history entry. Once the page has hydrated,
 * and whenever the fragment changes; a card on the page keeps its anchor, where the browser
 * has already scrolled.
 */
export function useEventAnchorMove() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const id = eventOfCardAnchor(hash);
    if (id === null || document.getElementById(hash.slice(1))) return;
    void navigate(eventPagePath(id), { replace: true });
  }, [hash, navigate]);
}
