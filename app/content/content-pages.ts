/**
 * The pages of the site's content, as the registry (registry.ts) describes them: each
 * collection's listing ('/blog'), the page of a single file or of a collection shown on one
 * page ('/about', '/photos', '/you-said-we-did'), and the page of each entry ('/blog/<id>').
 * app/routes.ts gives each its route module by a file convention, and the prerender and the
 * sitemap (prerender-paths.server.ts) list them, so a new kind of content has its pages
 * without a line elsewhere. Pure: routes.ts, the build and the tests import it.
 *
 * The route modules (app/routes.ts): a collection's listing or single page is
 * app/routes/<name>.tsx; an entry's page is app/routes/<name>.entry.tsx, or, where that file
 * does not exist, <name>.tsx again (one module for both, as /board keeps its year select
 * mounted when it moves between the years' pages).
 */
import { type CollectionName, hasEntryPages, registeredCollections } from "./registry";

export type ContentPage = {
  collection: CollectionName;
  /** '/blog', '/about', or with the entry's id as a placeholder: '/blog/<id>'. */
  path: string;
  /** One page per published entry (the path holds '<id>'), or one page. */
  perEntry: boolean;
};

/** Every content page of the registry, in its order: a collection's listing, its single page, its entries' pages. */
export function contentPages(): ContentPage[] {
  return registeredCollections.flatMap(([collection, { page, listing }]): ContentPage[] => {
    const pages: ContentPage[] = listing ? [{ collection, path: listing, perEntry: false }] : [];
    // A place on a shared page ('/you-said-we-did#item-<id>') is on that page.
    const shared = page?.split("#")[0];
    if (hasEntryPages(page)) return [...pages, { collection, path: page, perEntry: true }];
    return shared && shared !== listing ? [...pages, { collection, path: shared, perEntry: false }] : pages;
  });
}

/** A page path as a route path: '/blog/<id>' → 'blog/:id', '/' → ''. */
export const routePath = (path: string) => path.replace(/^\//, "").replaceAll("<id>", ":id");
