/**
 * EDITORS-GUIDE.md's list of /admin's menu, written from the registry as /admin's own menu
 * is (app/admin/cms-config.ts): the collections of entries in the registry's order, then
 * the groups of single files. `npm run docs:fields` writes it between the guide's
 * `<!-- admin-menu -->` markers, and a test fails when the guide is not what this gives.
 */
import { fileGroups, isFolderPattern, registeredCollections } from "./registry";

/** The menu's names, in its order, as one sentence's list ('Blog articles, Events, "You said, we did", …'). */
export function adminMenuList(): string {
  const names = [
    ...registeredCollections.filter(([, { files }]) => isFolderPattern(files)).map(([, { label }]) => label),
    ...Object.values(fileGroups).map(({ label }) => label),
  ];
  // A name with a comma of its own is quoted, so the list still reads as a list.
  return names.map((name) => (name.includes(",") ? `"${name}"` : name)).join(", ");
}

const markerPattern = /(<!-- admin-menu -->)[\s\S]*?(<!-- \/admin-menu -->)/g;

/** The guide with its menu list written anew. */
export function withAdminMenuList(guide: string): string {
  return guide.replace(markerPattern, (_all, open: string, close: string) => `${open}${adminMenuList()}${close}`);
}
