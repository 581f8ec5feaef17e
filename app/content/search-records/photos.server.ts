/** The record of /photos: each photo as the grid gives it in words, its text alternative. */
import { loadGallery } from "../gallery.server";
import { fixedPageTexts } from "../page-texts";
import { type SearchRecord, text, texts } from "./record";

export function photoRecords(): SearchRecord[] {
  const { photos } = loadGallery();
  return [
    {
      url: "/photos",
      type: "Page",
      title: fixedPageTexts.photos.title,
      body: [...text(fixedPageTexts.photos.lead), ...texts(photos.map((photo) => photo.alt))],
    },
  ];
}
