/**
 * Loader for /board: one YAML file per academic year in content/board/. Each year's
 * members become card data with the link rules already applied, so an email that a
 * member keeps private never reaches the page.
 *
 * Page weight: the page carries the default year only. Every year is also written as
 * a small JSON file at /board/{year}/members.json, which the page fetches when the
 * visitor picks another year (see routes/board-year.ts).
 */
import path from "node:path";
import { defaultAcademicYear, isAcademicYear, memberLinks, roleLines, sortAcademicYearsDescending } from "~/lib/board";
import { type ImageAsset, resolveImage } from "./images.server";
import { ContentError, contentRoot, displayPath, listContentFiles, readYaml } from "./load.server";
import { type BoardMemberContent, boardYearSchema } from "./schemas";

const folder = "board";

export type BoardMemberCard = {
  name: string;
  /** The role, one entry per line. */
  role: string[];
  portrait: ImageAsset;
  imagePosition: string;
  imageTransform?: string;
  bio?: string;
  mailto?: string;
  profile?: string;
};

export type BoardData = {
  /** Academic years, newest first. */
  years: string[];
  defaultYear: string;
  members: Record<string, BoardMemberCard[]>;
};

/** One academic year's board, as the page shows it. */
export type BoardYear = { year: string; members: BoardMemberCard[] };

function toCard(member: BoardMemberContent, portrait: ImageAsset): BoardMemberCard {
  return {
    name: member.name,
    role: roleLines(member.role),
    portrait,
    imagePosition: member.imagePosition,
    // Optional keys are left out rather than sent as null, to keep the HTML small.
    ...(member.imageTransform ? { imageTransform: member.imageTransform } : {}),
    ...(member.bio ? { bio: member.bio } : {}),
    ...memberLinks(member),
  };
}

export function loadBoard(): BoardData {
  const members: Record<string, BoardMemberCard[]> = {};

  for (const relative of listContentFiles(folder, [".yaml", ".yml"])) {
    const file = path.join(contentRoot, relative);
    const year = path.basename(relative, path.extname(relative));
    if (!isAcademicYear(year)) {
      throw new ContentError(
        `Invalid file name ${displayPath(file)}: name a board file after its academic year, e.g. 2025-2026.yaml`,
      );
    }
    const board = readYaml(relative, boardYearSchema);
    const names = board.members.map((member) => member.name);
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated) {
      throw new ContentError(`Invalid content in ${displayPath(file)}: "${repeated}" is listed twice in members`);
    }
    members[year] = board.members.map((member, index) =>
      toCard(member, resolveImage(file, member.image, `members.${index}.image`)),
    );
  }

  const years = sortAcademicYearsDescending(Object.keys(members));
  const defaultYear = defaultAcademicYear(years);
  if (!defaultYear) throw new ContentError(`No board years found: add a file such as content/${folder}/2025-2026.yaml`);
  return { years, defaultYear, members };
}

/** The board of `year`, or undefined when there is no such year. */
export function boardYear(board: BoardData, year: string): BoardYear | undefined {
  const members = board.members[year];
  return members ? { year, members } : undefined;
}
