/** A board-year entry of the editor as the board page's data (the shape board.server.ts gives the page). */
import type { BoardMemberCard, YearBoard } from "~/content/page-data";
import { memberLinks, roleLines } from "~/lib/board";
import { type AssetResolver, type EntryFields, flag, optionalText, records, text } from "./entry";
import { resolvePreviewImage } from "./image";

/** One member's card: role lines, the crop, and only the contact links the member allows. */
export function boardMemberFromEntry(member: EntryFields, resolveAsset: AssetResolver): BoardMemberCard {
  const imageTransform = optionalText(member, "imageTransform");
  const bio = optionalText(member, "bio");
  const image = optionalText(member, "image");
  return {
    name: text(member, "name"),
    role: roleLines(text(member, "role")),
    // Without a photo the card shows the member's initials, as on the site.
    ...(image ? { portrait: resolvePreviewImage(image, resolveAsset) } : {}),
    imagePosition: optionalText(member, "imagePosition") ?? "center",
    ...(imageTransform ? { imageTransform } : {}),
    ...(bio ? { bio } : {}),
    ...memberLinks({
      email: optionalText(member, "email"),
      linkedin: optionalText(member, "linkedin"),
      showLinkedInOnly: flag(member, "showLinkedInOnly"),
    }),
  };
}

/**
 * The year's board. The year is the file name ('2025-2026'); a year not saved yet has
 * none, and shows the academic year its form names (which becomes the file name).
 */
export function yearBoardFromEntry(fields: EntryFields, fileName: string, resolveAsset: AssetResolver): YearBoard {
  const year = fileName || text(fields, "academicYear").trim();
  return { year, members: records(fields, "members").map((member) => boardMemberFromEntry(member, resolveAsset)) };
}
