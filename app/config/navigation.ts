/**
 * The one navigation tree. Header, mobile menu, footer and the e2e smoke test all
 * read it, so a page is added to the menus here and nowhere else.
 */
export type NavLink = { title: string; path: string };
export type NavItem = NavLink & { subItems?: readonly NavLink[] };

export const teamLinks = [
  { title: "Student Representatives", path: "/teams/representatives" },
  { title: "Marketing Team", path: "/teams/marketing" },
  { title: "Events Team", path: "/teams/events" },
  { title: "Student Support Team", path: "/teams/student-support" },
] as const satisfies readonly NavLink[];

export const mainNavigation = [
  { title: "About", path: "/about" },
  { title: "Teams", path: "/teams", subItems: teamLinks },
  { title: "Board", path: "/board" },
  { title: "Student Support", path: "/student-support" },
  { title: "Program", path: "/program" },
  { title: "Blog", path: "/blog" },
  { title: "Events", path: "/events" },
  { title: "Photos", path: "/photos" },
] as const satisfies readonly NavItem[];

export const joinLink = { title: "Join Us", path: "/join" } as const satisfies NavLink;

/** Footer columns (SPEC §2 Shared layout). Connect is built from contact and links. */
export const footerColumns = [
  {
    title: "About Us",
    links: [{ title: "About", path: "/about" }, { title: "Board", path: "/board" }, joinLink],
  },
  { title: "Teams", links: teamLinks },
  {
    title: "Resources",
    links: [
      { title: "Student Support", path: "/student-support" },
      { title: "Program", path: "/program" },
      { title: "Blog", path: "/blog" },
      { title: "Events", path: "/events" },
      { title: "Photos", path: "/photos" },
    ],
  },
] as const satisfies readonly { title: string; links: readonly NavLink[] }[];
