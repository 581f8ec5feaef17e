/**
 * The pages of the site's content, as the registry (registry.ts) describes them: each
 * collection's listing ('/blog'), the page of a single file or of a collection shown on one
 * page ('/about', '/photos', '/you-said-we-did'), the pages of a listing's archive
 * ('/blog/page/<page>') and the page of each entry ('/blog/<id>'). app/routes.ts gives each
 * its route module by a file convention, and the prerender and the sitemap
 * (prerender-paths.server.ts) list them, so a new kind of content has its pages without a
 * line elsewhere. Pure: routes.ts, the build and the tests import it.
 *
 * The route modules (app/routes.ts): a collection's listing or single page is
 * app/routes/<name>.tsx; an entry's page is app/routes/<name>.entry.tsx, or, where that file
 * does not exist, <name>.tsx again (one module for both, as /board keeps its year select
 * mounted when it moves between the years' pages); an archive's pages are
 * app/routes/<name>.archive.tsx.
 */
import { type CollectionName, hasEntryPages, registeredCollections } from "./registry";

export type ContentPage = {
  collection: CollectionName;
  /** '/blog', '/about', or with the entry's id as a placeholder: '/blog/<id>'. */
  path: string;
  /** One page per published entry (the path holds '<id>'), or one page. */
  perEntry: boolean;
  /** A page of a listing's archive ('/events/year/<year>'), one per value its loader gives. */
  archive: boolean;
};

/**
 * Every content page of the registry, in its order: a collection's listing, its single page,
 * its archive's pages, its entries' pages.
 */
export function contentPages(): ContentPage[] {
  return registeredCollections.flatMap(([collection, { page, listing, archive }]): ContentPage[] => {
    const pages: ContentPage[] = listing ? [{ collection, path: listing, perEntry: false, archive: false }] : [];
    // A place on a shared page ('/you-said-we-did#item-<id>') is on that page.
    const shared = page?.split("#")[0];
    if (shared && shared !== listing && !hasEntryPages(page))
      pages.push({ collection, path: shared, perEntry: false, archive: false });
    for (const path of archive?.pages ?? []) pages.push({ collection, path, perEntry: false, archive: true });
    if (hasEntryPages(page)) pages.push({ collection, path: page, perEntry: true, archive: false });
    return pages;
  });
}

/** A page path as a route path: '/blog/<id>' → 'blog/:id', '/blog/page/<page>' → 'blog/page/:page', '/' → ''. */
export const routePath = (path: string) => path.replace(/^\//, "").replaceAll(/<(\w+)>/g, ":$1");

/** Whether `path` is a page of the pattern `page`: '/blog/page/2' is one of '/blog/page/<page>'. */
export function isPageOf(page: string, path: string): boolean {
  const escaped = page.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replaceAll(/<\w+>/g, "[^/]+")}$`).test(path);
}
