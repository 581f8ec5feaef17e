/**
 * Loader for /photos: one folder per year in content/gallery/, each with an album.yaml
 * that lists its photos in display order. A photo's number ('SR Photo 3, 2025') is its
 * position in that list.
 */
import fs from "node:fs";
import path from "node:path";
import { type ImageAsset, resolveImage } from "./images.server";
import { ContentError, contentRoot, displayPath, readYaml } from "./load.server";
import { galleryAlbumSchema } from "./schemas";

const folder = "gallery";
const albumFile = "album.yaml";
const yearFolderPattern = /^\d{4}$/;

export type GalleryPhoto = {
  /** Unique on the page: '2025-3'. */
  id: string;
  year: string;
  /** 1-based position within the year's album. */
  number: number;
  alt: string;
  caption?: string;
  image: ImageAsset;
};

export type GalleryData = {
  /** Years that have photos, newest first. */
  years: string[];
  /** Every photo, newest year first, each year in album order. */
  photos: GalleryPhoto[];
};

/** Year folders, newest first; anything else in content/gallery (the README) is ignored. */
function listYearFolders(): string[] {
  const dir = path.join(contentRoot, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && yearFolderPattern.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => Number(b) - Number(a));
}

function loadAlbum(year: string): GalleryPhoto[] {
  const relative = path.posix.join(folder, year, albumFile);
  const file = path.join(contentRoot, relative);
  if (!fs.existsSync(file)) {
    throw new ContentError(
      `Missing ${displayPath(file)}: every year folder in content/${folder} needs an ${albumFile}`,
    );
  }
  const album = readYaml(relative, galleryAlbumSchema);
  return album.photos.map((photo, index) => ({
    id: `${year}-${index + 1}`,
    year,
    number: index + 1,
    alt: photo.alt,
    ...(photo.caption ? { caption: photo.caption } : {}),
    image: resolveImage(file, photo.file, `photos.${index}.file`),
  }));
}

export function loadGallery(): GalleryData {
  const years = listYearFolders();
  return { years, photos: years.flatMap(loadAlbum) };
}
