import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { NavLink } from "react-router";
import { ChevronDown } from "~/components/ui/icons";
import type { NavGroup } from "~/config/navigation";
import { cn } from "~/lib/utils";

/**
 * The desktop 'Teams' dropdown, built as a disclosure (the WAI pattern for site
 * navigation) rather than an ARIA menu: a button with aria-expanded controls a list
 * of ordinary links, so Tab moves through them. Escape closes it and returns focus
 * to the button; clicking elsewhere or tabbing away closes it too. Arrow keys move
 * between the links. It costs a few hundred bytes instead of a menu library.
 */
export function TeamsDisclosure({ item }: { item: NavGroup }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsideClick(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [open]);

  function focusLink(offset: number) {
    const links = Array.from(containerRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      current === -1 ? (offset > 0 ? 0 : links.length - 1) : (current + offset + links.length) % links.length;
    links[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      // Render the list open at once, so each key press moves focus exactly once even
      // when presses come faster than frames.
      if (!open) flushSync(() => setOpen(true));
      focusLink(event.key === "ArrowDown" ? 1 : -1);
    }
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "block rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-soft hover:text-brand-strong focus-visible:bg-brand-soft",
      isActive && "text-brand",
    );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates key and focus events of the button and links inside it
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className={cn(
          "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink transition-colors hover:bg-sand hover:text-brand",
          open && "bg-sand",
        )}
      >
        {item.title}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 min-w-60 rounded-card border border-line bg-card p-2 shadow-raised"
      >
        <li>
          <NavLink to={item.path} end onClick={() => setOpen(false)} className={linkClass}>
            All teams
          </NavLink>
        </li>
        <li aria-hidden="true" className="my-1 h-px bg-line" />
        {item.subItems.map((sub) => (
          <li key={sub.path}>
            <NavLink to={sub.path} onClick={() => setOpen(false)} className={linkClass}>
              {sub.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
