/** Loads Home (content/home.yaml), its pictures resolved. */
import path from "node:path";
import { checked } from "./collections.server";
import { resolveImage } from "./images.server";
import { contentRoot, readSingle } from "./load.server";
import type { HomeData } from "./page-data";

export function loadHome(): HomeData {
  const collection = checked("home");
  const home = readSingle(collection);
  const file = path.join(contentRoot, collection.files.text);
  const image = (ref: string, field: string) => resolveImage(file, ref, field);
  return {
    ...home,
    hero: { ...home.hero, image: image(home.hero.image, "hero.image") },
    statistics: home.statistics.map((card, index) => ({
      ...card,
      image: image(card.image, `statistics.${index}.image`),
    })),
  };
}
