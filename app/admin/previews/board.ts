/** A board-year entry of the editor as the board page's data, mapped as board.server.ts maps the file. */
import { boardMemberCards } from "~/content/board-card";
import type { YearBoard } from "~/content/page-data";
import { folderSchemas } from "../collection-schemas";
import { type AssetResolver, entryData, entrySlug, type PreviewEntry } from "./entry";
import { resolvePreviewImage } from "./image";

/**
 * The year's board. The year is the file name ('2025-2026'); a year not saved yet has
 * none, and shows the academic year its form names (which becomes the file name).
 */
export function yearBoardFromEntry(entry: PreviewEntry, resolveAsset: AssetResolver): YearBoard {
  const data = entryData(folderSchemas.board, entry);
  return {
    year: entrySlug(entry) || data.academicYear.trim(),
    members: boardMemberCards(data.members, (photo) => resolvePreviewImage(photo, resolveAsset)),
  };
}
