/**
 * A representatives-year entry of the editor as the page's data, mapped as
 * representatives.server.ts maps the file, and the programmes' group chats from the
 * Student Support file, as the loader reads them.
 */
import type { ProgrammeChat, RepresentativesYear } from "~/content/page-data";
import { programmeChats, representativeCards } from "~/content/representatives-page";
import { fileSchemas, folderSchemas } from "../collection-schemas";
import { type AssetResolver, entryData, entrySlug, type PreviewEntry } from "./entry";
import { resolvePreviewImage } from "./image";

/**
 * The year's representatives. The year is the file name ('2025-2026'); a year not saved
 * yet has none, and shows the academic year its form names (which becomes the file name).
 */
export function representativesYearFromEntry(entry: PreviewEntry, resolveAsset: AssetResolver): RepresentativesYear {
  const data = entryData(folderSchemas.representatives, entry);
  return {
    year: entrySlug(entry) || data.academicYear.trim(),
    representatives: representativeCards(data.representatives, (photo) => resolvePreviewImage(photo, resolveAsset)),
  };
}

/** The programmes' group chats of the Student Support file's entry. */
export function programmeChatsFromEntry(entry: PreviewEntry): ProgrammeChat[] {
  return programmeChats(entryData(fileSchemas.support.support, entry).groupChats.items);
}
