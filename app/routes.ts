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
// Reads the content: which of a listing's archive addresses have pages now.
const { archivePagesOf } = (await tsImport("./content/archive-pages.server.ts", import.meta.url)) as {
  archivePagesOf: (page: ContentPage) => string[];
};

/**
 * Whether a content page gets its route: all do, but an archive's address without a page
 * now (ADR 052), which comes with the content that fills it. React Router refuses a route
 * with a loader that it prerenders nowhere, so the address of, say, the blog's second page
 * has a route only once there is a second page; a rebuild adds it.
 */
const hasPages = (page: ContentPage) => !page.archive || archivePagesOf(page).length > 0;

/**
 * The route module of a content page of the registry (app/content/registry.ts): a
 * collection's listing or single page is routes/<collection>.tsx; an entry's page is
 * routes/<collection>.entry.tsx, or, where that file does not exist, <collection>.tsx
 * again (one module for both, as /board keeps its year select mounted between the years);
 * the pages of its archive are routes/<collection>.archive.tsx.
 */
function routeModule({ collection, perEntry, archive }: ContentPage): string {
  if (archive) return `routes/${collection}.archive.tsx`;
  const entry = `routes/${collection}.entry.tsx`;
  return perEntry && fs.existsSync(new URL(entry, import.meta.url)) ? entry : `routes/${collection}.tsx`;
}

/** The id of a route of an archive's pages: 'routes/events.archive.year' for 'events/year/:year'. */
function archiveRouteId({ collection, path }: ContentPage): string {
  const words = routePath(path)
    .split("/")
    .slice(1)
    .filter((segment) => !segment.startsWith(":"));
  return [`routes/${collection}.archive`, ...words].join(".");
}

/** The route of a content page (content-pages.ts). `npx react-router routes` prints the whole tree. */
function contentRoute(page: ContentPage): RouteConfigEntry {
  const file = routeModule(page);
  if (page.path === "/") return index(file);
  // A module that also shows the entries is registered twice, under a second id; an
  // archive's module once per kind of page, named by its words: 'blog/tag/:tag/page/:page'
  // is routes/blog.archive.tag.page (ids name modules: no ':' or '/' of the path in them).
  if (page.archive) return route(routePath(page.path), file, { id: archiveRouteId(page) });
  return route(routePath(page.path), file, page.perEntry ? { id: `routes/${page.collection}.entry` } : {});
}

/** The URL map: the content's pages, the files made from content, search, and the rest. */
export default [
  ...contentPages().filter(hasPages).map(contentRoute),
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
