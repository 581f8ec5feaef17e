/** Loaders for Join Us (content/join.yaml) and the role pages (content/roles/<roleId>.md). */
import { checked, collectionPlace } from "./collections.server";
import { resolveImage } from "./images.server";
import { readCollection, readSingle } from "./load.server";
import { renderMarkdown } from "./markdown.server";
import type { JoinData, Role } from "./page-data";

const joinFile = checked("join").files.text;

/** Every role, sorted by id, with its overview rendered from the Markdown body. */
export function loadRoles(): Role[] {
  return readCollection(checked("roles")).map(({ id, data, body }) => ({
    ...data,
    id,
    overviewHtml: renderMarkdown(body),
  }));
}

/** The ids of the role pages, from the files' names, and the folder they are in. */
export const roleIds = () => readCollection(checked("roles")).map(({ id }) => id);
export const roleFilesFolder = () => collectionPlace(checked("roles"));

/** The role with this id, or undefined when content/roles/<id>.md does not exist. */
export function findRole(id: string): Role | undefined {
  return loadRoles().find((role) => role.id === id);
}

/** The headings every role page shares (join.yaml `rolePage`). */
export function loadRolePageHeadings() {
  return readSingle(checked("join")).rolePage;
}

/** The Join Us page: texts, offers, tabs and FAQ, plus the roles listed under 'Available Positions'. */
export function loadJoin(): JoinData {
  const join = readSingle(checked("join"));
  const openPositions = loadRoles()
    .filter((role) => role.openPosition)
    .map(({ id, title, team, period, hoursPerWeek, summary }) => ({ id, title, team, period, hoursPerWeek, summary }));
  return { ...join, heroImage: resolveImage(joinFile, join.heroImage, "heroImage"), openPositions };
}
