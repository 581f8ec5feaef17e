/** The content check on the photo albums: every photo listed with its text alternative, the album's year its folder's. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { checked } from "./collections.server";
import { checkContent } from "./content-check.server";
import { formatProblems } from "./problems";

/** A temporary content folder with the album folder gallery/2026 and these photos in it (deleted after `check`). */
async function withAlbumFolder(photos: string[], check: (root: string) => Promise<void>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sr-gallery-"));
  try {
    fs.mkdirSync(path.join(root, "gallery/2026"), { recursive: true });
    const photo = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    for (const name of photos) fs.writeFileSync(path.join(root, "gallery/2026", name), photo);
    await check(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

test("a photo album: a photo not listed, a listed photo without alt text", async () => {
  await withAlbumFolder(["one.jpg", "two.jpg", "forgotten.jpg"], async (root) => {
    fs.writeFileSync(
      path.join(root, "gallery/2026/album.yaml"),
      ['year: "2026"', "photos:", "  - file: one.jpg", "    alt: Students at the picnic", "  - file: two.jpg"].join(
        "\n",
      ),
    );
    const { problems, counts } = await checkContent({ root, collections: [checked("gallery")] });
    const at = `${path.basename(root)}/gallery/2026`;
    expect(formatProblems(problems).split("\n")).toEqual([
      `${at}/album.yaml:5  photos.1.alt  missing → add a line "alt: …" with text`,
      `${at}/forgotten.jpg  file  is not listed in album.yaml → add it to content/gallery/2026/album.yaml, or delete it`,
      "2 problems in 2 files",
    ]);
    expect(counts).toBe("1 photo album, 3 images");
  });
});

test("a photo album whose year is not its folder's (the field /admin lists albums by)", async () => {
  await withAlbumFolder(["one.jpg"], async (root) => {
    fs.writeFileSync(
      path.join(root, "gallery/2026/album.yaml"),
      ['year: "2025"', "photos:", "  - file: one.jpg", "    alt: Students at the picnic"].join("\n"),
    );
    const { problems } = await checkContent({ root, collections: [checked("gallery")] });
    expect(formatProblems(problems).split("\n")).toEqual([
      `${path.basename(root)}/gallery/2026/album.yaml:1  year  "2025" is not the year of this album's folder → write year: "2026"`,
      "1 problem in 1 file",
    ]);
  });
});
