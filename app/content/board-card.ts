/**
 * A board year's members as the board page's cards, with the link rules applied, so an
 * email that a member keeps private never reaches the page. The build (board.server.ts)
 * and the /admin preview both map a year with this function; each resolves the photos
 * its own way.
 */
import { memberLinks, roleLines } from "~/lib/board";
import type { BoardMemberCard, ImageAsset } from "./page-data";
import type { BoardMemberContent } from "./schemas/board";

/** One member's card; `portrait` is the resolved photo, left out for a member without one. */
export function boardMemberCard(member: BoardMemberContent, portrait: ImageAsset | undefined): BoardMemberCard {
  return {
    name: member.name,
    role: roleLines(member.role),
    // Optional keys are left out rather than sent as null, to keep the HTML small.
    ...(portrait ? { portrait } : {}),
    imagePosition: member.imagePosition,
    ...(member.imageTransform ? { imageTransform: member.imageTransform } : {}),
    ...(member.bio ? { bio: member.bio } : {}),
    ...memberLinks(member),
  };
}

/**
 * The cards of a year's members, in the file's order. `resolvePhoto` gets the photo's
 * path and the member's place in the list; a member without a photo yet is listed all
 * the same, and the card shows their initials.
 */
export function boardMemberCards(
  members: BoardMemberContent[],
  resolvePhoto: (path: string, index: number) => ImageAsset,
): BoardMemberCard[] {
  return members.map((member, index) =>
    boardMemberCard(member, member.image ? resolvePhoto(member.image, index) : undefined),
  );
}
