/** The team files (content/teams/<team>.md), read once for the menus, the tiles and the pages. */
import { checked, collectionPlace } from "./collections.server";
import { readCollection } from "./load.server";

/** Every team, in the order of its `order` field (then by file name, so equal numbers stay stable). */
export function readTeamFiles() {
  return readCollection(checked("teams")).sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

/** The folder of the team files (the development server reloads the team menu when one changes). */
export const teamFilesFolder = () => collectionPlace(checked("teams"));
