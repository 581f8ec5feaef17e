/**
 * Loader for /board: one YAML file per academic year in content/board/. Each year's
 * members become card data with the link rules already applied, so an email that a
 * member keeps private never reaches the page.
 *
 * Page weight: all 13 years travel in the page's HTML (the year select switches
 * without a request), and portraits repeat across years. Each portrait's image data
 * is therefore sent once, in `portraits`, and cards point at it by index.
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
  /** Index into BoardData.portraits. */
  portrait: number;
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
  portraits: ImageAsset[];
};

function toCard(member: BoardMemberContent, portrait: number): BoardMemberCard {
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
  const portraits: ImageAsset[] = [];
  const portraitIndex = new Map<string, number>();
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
    members[year] = board.members.map((member, index) => {
      const image = resolveImage(file, member.image, `members.${index}.image`);
      let portrait = portraitIndex.get(image.original);
      if (portrait === undefined) {
        portrait = portraits.push(image) - 1;
        portraitIndex.set(image.original, portrait);
      }
      return toCard(member, portrait);
    });
  }

  const years = sortAcademicYearsDescending(Object.keys(members));
  const defaultYear = defaultAcademicYear(years);
  if (!defaultYear) throw new ContentError(`No board years found: add a file such as content/${folder}/2025-2026.yaml`);
  return { years, defaultYear, members, portraits };
}
