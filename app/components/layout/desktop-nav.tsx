import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { NavLink } from "react-router";
import { mainNavigation } from "~/config/navigation";
import { cn } from "~/lib/utils";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium text-ink transition-colors hover:bg-sand hover:text-brand",
    isActive && "text-brand",
  );

/** The menu from the md breakpoint up; 'Teams' opens a dropdown of the team pages. */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-0.5 lg:gap-1">
        {mainNavigation.map((item) => (
          <li key={item.path}>
            {"subItems" in item ? (
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink transition-colors hover:bg-sand hover:text-brand data-[state=open]:bg-sand">
                  {item.title}
                  <ChevronDown aria-hidden="true" className="size-4" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    align="start"
                    sideOffset={8}
                    className="z-50 min-w-60 rounded-card border border-line bg-card p-2 shadow-raised"
                  >
                    <DropdownMenu.Item asChild>
                      <NavLink
                        to={item.path}
                        end
                        className="block rounded-md px-3 py-2 text-sm font-medium text-ink outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-strong"
                      >
                        All teams
                      </NavLink>
                    </DropdownMenu.Item>
                    <DropdownMenu.Separator className="my-1 h-px bg-line" />
                    {item.subItems.map((sub) => (
                      <DropdownMenu.Item key={sub.path} asChild>
                        <NavLink
                          to={sub.path}
                          className="block rounded-md px-3 py-2 text-sm font-medium text-ink outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-strong"
                        >
                          {sub.title}
                        </NavLink>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            ) : (
              <NavLink to={item.path} className={linkClass}>
                {item.title}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
