/**
 * Which albums /photos carries and which have a page of their own (ADR 052), read from the
 * album files: the split that the gallery's loader (gallery.server.ts) makes its pages of,
 * and the archive's addresses, which the prerender lists (archive-pages.server.ts). Imports
 * no site settings (see events-archive.server.ts).
 */
import type { z } from "zod";
import { galleryYearPath } from "~/lib/gallery-paths";
import { albumsOnListing } from "~/lib/listing-pages";
import { checked, type Entry } from "./collections.server";
import { readCollection } from "./load.server";
import { registry } from "./registry";
import type { galleryAlbumSchema } from "./schemas/gallery";

export type Album = Entry<z.output<typeof galleryAlbumSchema>>;

/** How many photos /photos carries at most, beyond its newest album (the registry's archive). */
const photosPerPage = registry.gallery.archive.perPage;

/** The albums newest year first: those /photos carries, and the others, each on a page of its own. */
export function galleryListingSplit() {
  const all = readCollection(checked("gallery")).sort((a, b) => Number(b.id) - Number(a.id));
  const listed = albumsOnListing(
    all.map(({ data }) => data.photos.length),
    photosPerPage,
  );
  return { listed: all.slice(0, listed), archived: all.slice(listed) };
}

export const albumYears = (albums: readonly Album[]) => albums.map((album) => album.id);

/** The pages of the albums /photos does not carry, for the prerender and the sitemap. */
export function galleryArchivePaths(): string[] {
  return albumYears(galleryListingSplit().archived).map(galleryYearPath);
}
