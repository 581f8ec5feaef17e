/**
 * Loader for /photos: one folder per year in content/gallery/, each with an album.yaml
 * that lists its photos in display order (the registry's gallery collection). A photo's
 * number ('SR Photo 3, 2025') is its position in that list.
 */
import { checked } from "./collections.server";
import { resolveImage } from "./images.server";
import { readCollection } from "./load.server";
import type { GalleryData } from "./page-data";

export function loadGallery(): GalleryData {
  const albums = readCollection(checked("gallery")).sort((a, b) => Number(b.id) - Number(a.id));
  const photos = albums.flatMap(({ file, id: year, data }) =>
    data.photos.map((photo, index) => ({
      id: `${year}-${index + 1}`,
      year,
      number: index + 1,
      alt: photo.alt,
      ...(photo.caption ? { caption: photo.caption } : {}),
      image: resolveImage(file, photo.file, `photos.${index}.file`),
    })),
  );
  return { years: albums.map((album) => album.id), photos };
}
