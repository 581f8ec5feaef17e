/**
 * The URLs the build prerenders, derived from the registry and the URL map: every content
 * page (content-pages.ts) with one page per published entry the loaders read and the pages
 * of each listing's archive its loader names (archive-pages.server.ts), the pages that are
 * no content, the not-found page, and every file route of app/routes.ts (an entry's file,
 * such as '/events/<id>/calendar.ics', once per published entry of the collection whose
 * pages it sits under). The sitemap lists exactly the pages. react-router.config.ts loads this
 * file through tsx, which applies the `~/` alias that its own loader lacks.
 */
import { archivePagesOf } from "./archive-pages.server";
import { checked } from "./collections.server";
import { type ContentPage, contentPages, routePath } from "./content-pages";
import { publishedIds } from "./load.server";
import { entryPage } from "./registry";

/** /search, the directory of every other page's search records, read from the built pages. */
const searchPage = "/search";

/** The pages that show no content file. */
const otherPages = [searchPage];

/** Each content page's paths: its own, one per published entry, or its archive's pages of its address. */
function pathsOf(page: ContentPage): string[] {
  if (page.archive) return archivePagesOf(page);
  const { collection, path, perEntry } = page;
  return perEntry ? publishedIds(checked(collection)).map((id) => entryPage(path, id)) : [path];
}

const contentPagePaths = (): string[] => contentPages().flatMap(pathsOf);

/** Every HTML page a visitor can reach: the sitemap lists exactly these. */
export function pagePaths(): string[] {
  return [...contentPagePaths(), ...otherPages];
}

/** A route of app/routes.ts, as far as the prerender reads it. */
type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

const flatten = (routes: readonly RouteEntry[]): RouteEntry[] =>
  routes.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);

/** A route answers a file ('events.ics', 'board/:id/members.json') when its last segment has an extension. */
const isFile = (path: string) => /\.[a-z]+$/.test(path.split("/").at(-1) ?? "");

/**
 * The files the routes make: each file route once, or, under an entry's page, once per
 * published entry. A route with a parameter anywhere else fails the build: nothing says
 * which values to prerender.
 */
export function resourcePaths(routes: readonly RouteEntry[]): string[] {
  const entryPages = contentPages().filter((page) => page.perEntry);
  return flatten(routes).flatMap(({ path }) => {
    if (path === undefined || !isFile(path)) return [];
    if (!path.includes(":")) return [`/${path}`];
    const under = entryPages.find((page) => path.startsWith(`${routePath(page.path)}/`));
    if (!under) throw new Error(`The route ${path} has a parameter that no collection's entries fill`);
    const file = `/${path.replace(":id", "<id>")}`;
    return publishedIds(checked(under.collection)).map((id) => entryPage(file, id));
  });
}

/**
 * What React Router prerenders, in this order: the pages, the not-found page (copied to
 * 404.html), the files, then /search, whose loader reads the search records of every page
 * built before it (React Router prerenders the list in order, one path at a time:
 * `prerender.concurrency`, react-router.config.ts). Fails on a page route that is neither a
 * content page nor one of `otherPages`, so no route is left without its page.
 */
export function prerenderPaths(routes: readonly RouteEntry[]): string[] {
  const pages = pagePaths();
  const routed = new Set([...contentPages().map((page) => routePath(page.path)), ...otherPages.map(routePath)]);
  for (const { path, index } of flatten(routes)) {
    const route = index ? "" : path;
    if (route === undefined || route === "*" || isFile(route) || routed.has(route)) continue;
    throw new Error(`The route ${route} is no content page (content-pages.ts) nor one of prerender-paths' other pages`);
  }
  return [...pages.filter((page) => page !== searchPage), "/404", ...resourcePaths(routes), searchPage];
}
