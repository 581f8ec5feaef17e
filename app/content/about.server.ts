/** Loads About (content/about.yaml), its pictures resolved. */
import path from "node:path";
import { checked } from "./collections.server";
import { resolveImage } from "./images.server";
import { contentRoot, readSingle } from "./load.server";
import type { AboutData } from "./page-data";

export function loadAbout(): AboutData {
  const collection = checked("about");
  const about = readSingle(collection);
  const file = path.join(contentRoot, collection.files.text);
  const image = (ref: string, field: string) => resolveImage(file, ref, field);
  return {
    ...about,
    hero: { ...about.hero, image: image(about.hero.image, "hero.image") },
    mission: { ...about.mission, image: image(about.mission.image, "mission.image") },
  };
}
