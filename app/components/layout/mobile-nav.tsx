import { useId, useState } from "react";
import { Link, NavLink } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { ChevronDown, Menu, X } from "~/components/ui/icons";
import { joinLink, mainNavigation } from "~/config/navigation";
import { cn } from "~/lib/utils";

const itemClass =
  "flex w-full items-center justify-between rounded-md px-3 py-3 text-base font-medium text-ink hover:bg-sand";

/**
 * The menu below md: a toggle opens a vertical list; 'Teams' expands its sub-items
 * (one group at a time, choosing it again collapses); any link closes the menu.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelId = useId();

  function close() {
    setOpen(false);
    setExpanded(null);
  }

  return (
    <div className="md:hidden">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <X aria-hidden="true" className="size-6!" /> : <Menu aria-hidden="true" className="size-6!" />}
      </Button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-card shadow-raised"
      >
        <ul className="flex flex-col gap-1 px-4 py-4">
          {mainNavigation.map((item) => {
            if (!("subItems" in item)) {
              return (
                <li key={item.path}>
                  <NavLink
                    to={item.path}
                    onClick={close}
                    className={({ isActive }) => cn(itemClass, isActive && "text-brand")}
                  >
                    {item.title}
                  </NavLink>
                </li>
              );
            }
            const isExpanded = expanded === item.title;
            const groupId = `${panelId}-${item.path.slice(1)}`;
            return (
              <li key={item.path}>
                <button
                  type="button"
                  className={itemClass}
                  aria-expanded={isExpanded}
                  aria-controls={groupId}
                  onClick={() => setExpanded(isExpanded ? null : item.title)}
                >
                  {item.title}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn("size-5 transition-transform", isExpanded && "rotate-180")}
                  />
                </button>
                <ul id={groupId} hidden={!isExpanded} className="mt-1 ml-3 border-l-2 border-brand-soft pl-3">
                  <li>
                    <Link to={item.path} onClick={close} className={itemClass}>
                      All teams
                    </Link>
                  </li>
                  {item.subItems.map((sub) => (
                    <li key={sub.path}>
                      <NavLink
                        to={sub.path}
                        onClick={close}
                        className={({ isActive }) => cn(itemClass, isActive && "text-brand")}
                      >
                        {sub.title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          <li className="pt-2">
            <Link to={joinLink.path} onClick={close} className={cn(buttonVariants(), "w-full")}>
              {joinLink.title}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
