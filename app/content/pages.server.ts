/** Loaders for the single-file pages: Home, About and Program. */
import path from "node:path";
import { aboutCollection, homeCollection, programCollection } from "./collections.server";
import { resolveImage } from "./images.server";
import { contentRoot, readSingle } from "./load.server";
import type { AboutData, HomeData } from "./page-data";

const homeFile = homeCollection.files.text;
const aboutFile = aboutCollection.files.text;

export function loadHome(): HomeData {
  const home = readSingle(homeCollection);
  const image = (ref: string, field: string) => resolveImage(path.join(contentRoot, homeFile), ref, field);
  return {
    ...home,
    hero: { ...home.hero, image: image(home.hero.image, "hero.image") },
    statistics: home.statistics.map((card, index) => ({
      ...card,
      image: image(card.image, `statistics.${index}.image`),
    })),
  };
}

export function loadAbout(): AboutData {
  const about = readSingle(aboutCollection);
  const image = (ref: string, field: string) => resolveImage(path.join(contentRoot, aboutFile), ref, field);
  return {
    ...about,
    hero: { ...about.hero, image: image(about.hero.image, "hero.image") },
    mission: { ...about.mission, image: image(about.mission.image, "mission.image") },
  };
}

export function loadProgram() {
  return readSingle(programCollection);
}
