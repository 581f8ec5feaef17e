import { type KeyboardEvent, useId, useRef } from "react";
import { NavLink } from "react-router";
import { ChevronDown } from "~/components/ui/icons";
import type { NavGroup } from "~/config/navigation";
import { usePopoverOpen } from "~/hooks/use-popover-open";
import { cn } from "~/lib/utils";

/**
 * The desktop 'Teams' dropdown: a button that opens a popover list of ordinary links
 * (the WAI disclosure pattern for site navigation, not an ARIA menu), so it works before
 * hydration and without JavaScript. The browser closes it on Escape or a click elsewhere,
 * returns focus to the button and exposes the button's expanded state (once hydrated,
 * `aria-expanded` states it too); CSS anchor positioning places it under the button.
 * Once hydrated, arrow keys move between the links, tabbing away closes it, and so does
 * choosing a link (a client-side navigation keeps the page).
 */
export function TeamsDisclosure({ item }: { item: NavGroup }) {
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const close = () => listRef.current?.hidePopover();
  const open = usePopoverOpen(listRef);

  function focusLink(offset: number) {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      current === -1 ? (offset > 0 ? 0 : links.length - 1) : (current + offset + links.length) % links.length;
    links[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const list = listRef.current;
    if (list && !list.matches(":popover-open")) list.showPopover();
    focusLink(event.key === "ArrowDown" ? 1 : -1);
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "block rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-soft hover:text-brand-strong focus-visible:bg-brand-soft",
      isActive ? "text-brand" : "text-ink",
    );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates key and focus events of the button and links inside it
    <div
      ref={containerRef}
      className="group/teams"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      {/* The anchor name ties the list's position to this button; the site has one such group. */}
      <button
        type="button"
        popoverTarget={listId}
        aria-expanded={open}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink transition-colors [anchor-name:--teams-menu] hover:bg-sand hover:text-brand group-has-[:popover-open]/teams:bg-sand"
      >
        {item.title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-has-[:popover-open]/teams:rotate-180"
        />
      </button>
      <ul
        id={listId}
        ref={listRef}
        popover="auto"
        className="inset-auto top-[anchor(bottom)] left-[anchor(left)] m-0 mt-2 min-w-60 rounded-card border border-line bg-card p-2 text-ink shadow-raised [position-anchor:--teams-menu]"
      >
        <li>
          <NavLink to={item.path} end onClick={close} className={linkClass}>
            All teams
          </NavLink>
        </li>
        <li aria-hidden="true" className="my-1 h-px bg-line" />
        {item.subItems.map((sub) => (
          <li key={sub.path}>
            <NavLink to={sub.path} onClick={close} className={linkClass}>
              {sub.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
