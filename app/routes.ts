import fs from "node:fs";
import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { tsImport } from "tsx/esm/api";
import type { ContentPage } from "./content/content-pages";

// The registry's schemas use the app's `~/` alias, which React Router's loader of this file
// lacks: content-pages.ts is imported through tsx, as react-router.config.ts does.
const { contentPages, routePath } = (await tsImport(
  "./content/content-pages.ts",
  import.meta.url,
)) as typeof import("./content/content-pages");

/**
 * The route module of a content page of the registry (app/content/registry.ts): a
 * collection's listing or single page is routes/<collection>.tsx; an entry's page is
 * routes/<collection>.entry.tsx, or, where that file does not exist, <collection>.tsx
 * again (one module for both, as /board keeps its year select mounted between the years).
 */
function routeModule({ collection, perEntry }: ContentPage): string {
  const entry = `routes/${collection}.entry.tsx`;
  return perEntry && fs.existsSync(new URL(entry, import.meta.url)) ? entry : `routes/${collection}.tsx`;
}

/** The route of a content page (content-pages.ts). `npx react-router routes` prints the whole tree. */
function contentRoute(page: ContentPage): RouteConfigEntry {
  const file = routeModule(page);
  if (page.path === "/") return index(file);
  // A module that also shows the entries is registered twice, under a second id.
  return route(routePath(page.path), file, page.perEntry ? { id: `routes/${page.collection}.entry` } : {});
}

/** The URL map: the content's pages, the files made from content, search, and the rest. */
export default [
  ...contentPages().map(contentRoute),
  // Files made from content (prerender-paths.server.ts fills in each entry's id).
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("events.ics", "routes/events-calendar-feed.ts"),
  route("events/:id/calendar.ics", "routes/event-calendar-file.ts"),
  route("board/:id/members.json", "routes/board-members-json.ts"),
  route("search", "routes/search.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
