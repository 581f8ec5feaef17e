/**
 * Loader for /board: one YAML file per academic year in content/board/. Each year's
 * members become card data with the link rules already applied, so an email that a
 * member keeps private never reaches the page.
 *
 * Page weight: every year is a page of its own (/board/{year}; /board shows the newest)
 * that carries that year only. Every year is also written as a small JSON file at
 * /board/{year}/members.json (see routes/board-members-json.ts).
 */
import { defaultAcademicYear, sortAcademicYearsDescending } from "~/lib/board";
import { boardMemberCards } from "./board-card";
import { checked } from "./collections.server";
import { resolveImage } from "./images.server";
import { ContentError, readCollection } from "./load.server";
import type { BoardData, BoardMemberCard, YearBoard } from "./page-data";

export function loadBoard(): BoardData {
  const members: Record<string, BoardMemberCard[]> = {};

  // The registry's board collection checks the file names (academic years) and repeated members.
  for (const { file, id: year, data } of readCollection(checked("board"))) {
    // Mapped as the /admin preview maps a year (board-card.ts).
    members[year] = boardMemberCards(data.members, (photo, index) =>
      resolveImage(file, photo, `members.${index}.image`),
    );
  }

  const years = sortAcademicYearsDescending(Object.keys(members));
  const defaultYear = defaultAcademicYear(years);
  if (!defaultYear) throw new ContentError("No board years found: add a file such as content/board/2025-2026.yaml");
  return { years, defaultYear, members };
}

/** The board of `year`, or undefined when there is no such year. */
export function findYearBoard(board: BoardData, year: string): YearBoard | undefined {
  const members = board.members[year];
  return members ? { year, members } : undefined;
}
