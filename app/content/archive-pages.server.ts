/**
 * The pages of each listing's archive (ADR 052) as the content has them now: for every
 * collection whose registry entry has an `archive`, the function of its
 * `<collection>-archive.server.ts` that lists them (the years, the page numbers). The URL
 * map routes only the registry's archive addresses that have pages (app/routes.ts: React
 * Router refuses a route with a loader it prerenders nowhere), and the prerender and the
 * sitemap list them (prerender-paths.server.ts). Those modules import no site settings:
 * both read them where Vite's module of the settings does not exist. TypeScript asks for a
 * function here when a collection gets an archive, and refuses one for a collection without.
 */
import { blogArchivePaths } from "./blog-archive.server";
import { type ContentPage, isPageOf } from "./content-pages";
import { eventArchivePaths } from "./events-archive.server";
import { galleryArchivePaths } from "./gallery-archive.server";
import { type CollectionDefinition, type CollectionName, type Registry, registry } from "./registry";

/** The collections whose listing has an archive. */
type ArchivedCollection = {
  [Name in CollectionName]: Registry[Name] extends { archive: object } ? Name : never;
}[CollectionName];

const archivePaths = {
  events: eventArchivePaths,
  blog: blogArchivePaths,
  gallery: galleryArchivePaths,
} satisfies Record<ArchivedCollection, () => string[]>;

const isArchived = (collection: CollectionName): collection is ArchivedCollection => collection in archivePaths;

/**
 * The pages of a collection's archive, each of one of the registry's archive addresses;
 * fails on a page none of them routes.
 */
function collectionArchivePages(collection: CollectionName): string[] {
  const paths = isArchived(collection) ? archivePaths[collection]() : [];
  const definition: CollectionDefinition = registry[collection];
  const patterns = definition.archive?.pages ?? [];
  const unrouted = paths.filter((path) => !patterns.some((pattern) => isPageOf(pattern, path)));
  if (unrouted.length > 0)
    throw new Error(`No archive address of ${collection} in the registry routes ${unrouted.join(", ")}`);
  return paths;
}

/** The pages there are now of an archive's address ('/blog/page/<page>' → '/blog/page/2', …). */
export function archivePagesOf({ collection, path }: ContentPage): string[] {
  return collectionArchivePages(collection).filter((page) => isPageOf(path, page));
}
