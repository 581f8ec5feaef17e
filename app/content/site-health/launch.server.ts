/** What is left from launch: sample values and board members without a photo, as the launch check counts them. */
import { type Finding, launchFindings } from "~/lib/site-health";
import { adminPlace } from "../admin-menu";
import { contentRoot } from "../load.server";
import { findMissingPhotos, findPlaceholders, whereList } from "../placeholders.server";

export function launchHealth(): Finding[] {
  const placeholders = findPlaceholders(contentRoot);
  return launchFindings({
    placeholders: placeholders.length,
    placeholdersWhere: whereList(placeholders).split(", "),
    missingPhotos: findMissingPhotos(contentRoot).map(({ file, text }) => ({ file, name: text })),
    photosPlace: adminPlace("board"),
  });
}
