/** The team files (content/teams/<team>.md), read once for the menus, the tiles and the pages. */
import { teamsCollection } from "./collections.server";
import { readCollection } from "./load.server";

/** Every team, in the order of its `order` field (then by file name, so equal numbers stay stable). */
export function readTeamFiles() {
  return readCollection(teamsCollection).sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}
