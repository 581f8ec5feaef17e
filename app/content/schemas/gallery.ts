/** The gallery's albums, one folder per year (content/gallery/). */
import { z } from "zod";
import { described } from "../field-description";
import { alt, image, prose } from "./fields";
import type { FileRule } from "./file-rules";

/** content/gallery/<year>/album.yaml */
export const galleryAlbumSchema = z.strictObject({
  // /admin can sort its list only by a field of the file (the folder's name is not one).
  year: described(z.string().regex(/^\d{4}$/, 'the album\'s year in quotes, e.g. "2025"'), {
    label: "Year",
    hint: "The year of the album's folder, in quotes. /admin writes it by itself and lists the albums by it, newest first; write it yourself only when you add an album by hand.",
    example: '"2025"',
    editable: false,
  }),
  photos: described(
    z
      .array(
        z.strictObject({
          file: image("Photo", { hint: "A photo beside album.yaml.", example: "photo-01.jpg" }),
          alt: alt("Photo description"),
          caption: prose("Caption").optional(),
        }),
      )
      .min(1),
    { label: "Photos", item: "Photo", summary: "{{fields.alt}}" },
  ),
});

/** An album's year is its folder's. */
export const galleryAlbumRules: FileRule<{ year: string }>[] = [
  {
    rule: "the album's year is the year its folder is named after",
    form: "runs",
    where:
      "the Year is not in the editors' form: /admin writes it as a hidden field holding the year a new album is created, which also names its folder (path {{year}}/album), and keeps an existing album's year as it is",
    check: ({ id, data }) =>
      data.year === id
        ? []
        : [{ field: ["year"], message: `"${data.year}" is not the year of this album's folder → write year: "${id}"` }],
  },
];
