/**
 * The one navigation tree. Header, mobile menu, footer and the end-to-end tests all
 * read it: a page is added to the menus in config/menus.ts, a team by adding its file
 * to content/teams/ (the team list comes from `virtual:site-content`, in `order`).
 */
import { teamLinks } from "virtual:site-content";
import { menusFor } from "./menus";

export type { NavGroup } from "./menus";
export { joinLink } from "./menus";
export { teamLinks };

export const { mainNavigation, footerColumns } = menusFor(teamLinks);
