import { NavLink } from "react-router";
import { mainNavigation } from "~/config/navigation";
import { cn } from "~/lib/utils";
import { TeamsDisclosure } from "./teams-disclosure";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-sand hover:text-brand",
    isActive ? "text-brand" : "text-ink",
  );

/** The menu from the md breakpoint up; 'Teams' opens a dropdown of the team pages. */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-0.5 lg:gap-1">
        {mainNavigation.map((item) => (
          <li key={item.path}>
            {"subItems" in item ? (
              <TeamsDisclosure item={item} />
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
