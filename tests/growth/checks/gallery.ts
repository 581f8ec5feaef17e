/** The growth test's photo album: its year and photos on the gallery; an original album removed. */
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { contentDir, element, type GrowthCheck, mustChooseRemoval, page, readData, remove } from "../grown-site";

const added = { year: "2099", alt: "Illustration that proves a new photo album reaches the gallery" };
let removed = { year: "", alt: "" };

/** The tests of its addition and its removal. */
const tests: GrowthCheck["tests"] = {
  "added: its year and photos on the gallery": () => {
    const gallery = element(page("/photos"), "main");
    expect(gallery).toContain(`>${added.year}<`);
    expect(gallery).toContain(added.alt);
  },

  "removed: its photos are gone from the gallery": () => {
    expect(removed.alt).not.toBe("");
    expect(element(page("/photos"), "main")).not.toContain(removed.alt);
  },
};

export const check: GrowthCheck = {
  name: "a photo album",
  tests,
  covers: ["gallery"],
  remove() {
    const years = fs.readdirSync(path.join(contentDir, "gallery")).filter((name) => /^\d{4}$/.test(name));
    const album = mustChooseRemoval(
      "photo album",
      years
        .sort()
        .map((year) => ({ id: year, files: [`gallery/${year}`], links: [[`/photos?year=${year}`, "/photos"]] })),
    );
    const photos = readData(`gallery/${album.id}/album.yaml`).photos as { alt: string }[];
    removed = { year: album.id, alt: photos[0]?.alt ?? "" };
    remove(album);
  },
};
