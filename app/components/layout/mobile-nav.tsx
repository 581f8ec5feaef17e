import { useId, useRef } from "react";
import { Link, NavLink } from "react-router";
import { SearchLink } from "~/components/search/search-launcher";
import { Button, buttonVariants } from "~/components/ui/button";
import { ChevronDown, Menu, X } from "~/components/ui/icons";
import { joinLink, mainNavigation } from "~/config/navigation";
import { usePopoverOpen } from "~/hooks/use-popover-open";
import { cn } from "~/lib/utils";
import { ThemeChoices } from "./theme-control";

const itemBox = "flex w-full items-center rounded-md px-3 py-3 text-base font-medium hover:bg-sand";
const itemClass = cn(itemBox, "text-ink");
const navItemClass = ({ isActive }: { isActive: boolean }) => cn(itemBox, isActive ? "text-brand" : "text-ink");

/**
 * The menu below md, built on the platform so it works before hydration and without
 * JavaScript: the button opens the list as a popover (Escape, a tap outside or the
 * button close it, focus returns to the button, and the browser exposes the button's
 * expanded state; once hydrated, `aria-expanded` states it too), and 'Teams' is a
 * <details> group (one group open at a time). The button's icon and name follow the
 * popover through CSS. Once hydrated, a link also closes the menu, since a client-side
 * navigation keeps the page, and closing the menu collapses its groups. 'Search' (first)
 * leads to /search, or once hydrated opens the header's search dialog.
 */
export function MobileNav({ onSearch }: { onSearch?: () => void }) {
  const panelId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const close = () => panelRef.current?.hidePopover();
  const open = usePopoverOpen(panelRef);

  return (
    <div className="group/mobile-nav md:hidden">
      <Button variant="ghost" size="icon" popoverTarget={panelId} aria-expanded={open}>
        <Menu aria-hidden="true" className="size-6! group-has-[:popover-open]/mobile-nav:hidden" />
        <X aria-hidden="true" className="hidden size-6! group-has-[:popover-open]/mobile-nav:block" />
        <span className="sr-only group-has-[:popover-open]/mobile-nav:hidden">Open menu</span>
        <span className="sr-only hidden group-has-[:popover-open]/mobile-nav:inline">Close menu</span>
      </Button>
      <nav
        id={panelId}
        ref={panelRef}
        popover="auto"
        aria-label="Main"
        onToggle={(event) => {
          if (event.newState !== "closed") return;
          for (const group of event.currentTarget.querySelectorAll("details")) group.open = false;
        }}
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-line bg-card p-0 text-ink shadow-raised md:hidden"
      >
        <ul className="flex flex-col gap-1 px-4 py-4">
          {onSearch ? (
            <li>
              <SearchLink
                onOpen={() => {
                  // Closed first, so focus is back on the menu button and returns there after the search.
                  close();
                  onSearch();
                }}
                className={cn(itemClass, "gap-3 [&_svg]:size-5")}
              >
                Search
              </SearchLink>
            </li>
          ) : null}
          {mainNavigation.map((item) => {
            if (!("subItems" in item)) {
              return (
                <li key={item.path}>
                  <NavLink to={item.path} onClick={close} className={navItemClass}>
                    {item.title}
                  </NavLink>
                </li>
              );
            }
            return (
              <li key={item.path}>
                <details name={`${panelId}-groups`} className="group/menu-group">
                  <summary
                    className={cn(
                      itemClass,
                      "cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden",
                    )}
                  >
                    {item.title}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 transition-transform group-open/menu-group:rotate-180"
                    />
                  </summary>
                  <ul className="mt-1 ml-3 border-l-2 border-brand-soft pl-3">
                    <li>
                      <Link to={item.path} onClick={close} className={itemClass}>
                        All teams
                      </Link>
                    </li>
                    {item.subItems.map((sub) => (
                      <li key={sub.path}>
                        <NavLink to={sub.path} onClick={close} className={navItemClass}>
                          {sub.title}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
          <li className="pt-2">
            <Link to={joinLink.path} onClick={close} className={cn(buttonVariants(), "w-full")}>
              {joinLink.title}
            </Link>
          </li>
          <li className="mt-3 border-t border-line px-3 pt-4 [@media(scripting:none)]:hidden">
            <ThemeChoices />
          </li>
        </ul>
      </nav>
    </div>
  );
}
