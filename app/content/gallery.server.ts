/**
 * Loader for /photos: one folder per year in content/gallery/, each with an album.yaml
 * that lists its photos in display order (the registry's gallery collection). A photo's
 * number ('SR Photo 3, 2025') is its position in that list. /photos carries the newest
 * albums that fit a page's worth of photos; each older album has a page of its own,
 * /photos/{year} (ADR 052, gallery-archive.server.ts).
 */
import { galleryYearPath } from "~/lib/gallery-paths";
import { type Album, albumYears, galleryListingSplit } from "./gallery-archive.server";
import { resolveImage } from "./images.server";
import type { GalleryData, GalleryPhoto, GalleryYearData } from "./page-data";

function albumPhotos({ file, id: year, data }: Album): GalleryPhoto[] {
  return data.photos.map((photo, index) => ({
    id: `${year}-${index + 1}`,
    year,
    number: index + 1,
    alt: photo.alt,
    ...(photo.caption ? { caption: photo.caption } : {}),
    image: resolveImage(file, photo.file, `photos.${index}.file`),
  }));
}

/** /photos: the photos of the newest albums, every album's year (the filter's) and the years with a page of their own. */
export function loadGallery(): GalleryData {
  const { listed, archived } = galleryListingSplit();
  return {
    years: albumYears([...listed, ...archived]),
    photos: listed.flatMap(albumPhotos),
    archiveYears: albumYears(archived),
  };
}

/** The page of an album /photos does not carry (/photos/2019); null for any other year. */
export function loadGalleryYear(year: string): GalleryYearData | null {
  const { archived } = galleryListingSplit();
  const album = archived.find((candidate) => candidate.id === year);
  return album
    ? { path: galleryYearPath(year), year, photos: albumPhotos(album), archiveYears: albumYears(archived) }
    : null;
}
