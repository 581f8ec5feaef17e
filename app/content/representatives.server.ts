/**
 * Loader for /representatives: one YAML file per academic year in content/representatives/.
 * /representatives shows the newest year and every year has a page of its own
 * (/representatives/{year}) that carries that year only. The programmes' group chats come
 * from the Student Support page's content, so a representative without a role mailbox is
 * reached where the chats already are.
 */
import { defaultAcademicYear, sortAcademicYearsDescending } from "~/lib/board";
import { checked } from "./collections.server";
import { resolveImage } from "./images.server";
import { ContentError, readCollection } from "./load.server";
import type { ProgrammeChat, RepresentativeCard, RepresentativesPage, RepresentativesYear } from "./page-data";
import { programmeChats, representativeCards, representativesPage } from "./representatives-page";
import { loadSiteSettings } from "./site-content.server";
import { loadSupport } from "./support.server";

export type RepresentativesData = {
  /** Academic years, newest first. */
  years: string[];
  defaultYear: string;
  byYear: Record<string, RepresentativeCard[]>;
};

export function loadRepresentatives(): RepresentativesData {
  const byYear: Record<string, RepresentativeCard[]> = {};
  // The registry's collection checks the file names (academic years) and people listed twice.
  for (const { file, id: year, data } of readCollection(checked("representatives"))) {
    // Mapped as the /admin preview maps a year (representatives-page.ts).
    byYear[year] = representativeCards(data.representatives, (photo, index) =>
      resolveImage(file, photo, `representatives.${index}.image`),
    );
  }
  const years = sortAcademicYearsDescending(Object.keys(byYear));
  const defaultYear = defaultAcademicYear(years);
  if (!defaultYear) {
    throw new ContentError("No representatives found: add a file such as content/representatives/2025-2026.yaml");
  }
  return { years, defaultYear, byYear };
}

/** The representatives of `year`, or undefined when there is no such year. */
export function findRepresentativesYear(data: RepresentativesData, year: string): RepresentativesYear | undefined {
  const representatives = data.byYear[year];
  return representatives ? { year, representatives } : undefined;
}

/** A year as the page shows it: grouped, each card with its way to reach them (representatives-page.ts). */
export function loadRepresentativesPage(shown: RepresentativesYear): RepresentativesPage {
  return representativesPage(shown, loadProgrammeChats(), loadSiteSettings().contact.infoEmail);
}

/** Every programme's group chats, from the Student Support page's content. */
export function loadProgrammeChats(): ProgrammeChat[] {
  return programmeChats(loadSupport().groupChats.items);
}
