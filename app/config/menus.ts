/**
 * The site's menus, built around the list of team pages (which follows content/teams/).
 * Kept free of build-time imports so end-to-end tests can build the same menus;
 * config/navigation.ts binds them to the site's teams.
 */
export type NavLink = { title: string; path: string };
/** A menu entry with sub-pages (Teams). */
export type NavGroup = NavLink & { subItems: readonly NavLink[] };
export type NavItem = NavLink | NavGroup;
export type FooterColumn = { title: string; links: readonly NavLink[] };

export const joinLink = { title: "Join Us", path: "/join" } as const satisfies NavLink;

/** The header and mobile menu (with the teams under 'Teams') and the footer columns. */
export function menusFor(teamLinks: readonly NavLink[]) {
  const mainNavigation: readonly NavItem[] = [
    { title: "About", path: "/about" },
    { title: "Teams", path: "/teams", subItems: teamLinks },
    { title: "Board", path: "/board" },
    { title: "Student Support", path: "/student-support" },
    { title: "Program", path: "/program" },
    { title: "Blog", path: "/blog" },
    { title: "Events", path: "/events" },
    { title: "Photos", path: "/photos" },
  ];

  /** Footer columns: About Us, Teams, Resources. Connect is built from the contact details and links. */
  const footerColumns: readonly FooterColumn[] = [
    {
      title: "About Us",
      links: [
        { title: "About", path: "/about" },
        { title: "Board", path: "/board" },
        joinLink,
        { title: "Accessibility", path: "/accessibility" },
      ],
    },
    { title: "Teams", links: teamLinks },
    {
      title: "Resources",
      links: [
        { title: "Student Support", path: "/student-support" },
        { title: "Find your representative", path: "/representatives" },
        { title: "Program", path: "/program" },
        { title: "Blog", path: "/blog" },
        { title: "Events", path: "/events" },
        { title: "Photos", path: "/photos" },
      ],
    },
  ];

  return { mainNavigation, footerColumns };
}
