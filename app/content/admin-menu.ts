/**
 * Where an editor finds a content file in /admin's menu, from the registry (registry.ts),
 * which /admin's own menu follows (app/admin/cms-config.ts): a collection of entries under
 * its label ('Events', with '＋ Event' to add one), a single file under its group ('Pages →
 * About'; alone in its group, under the group's label: 'Student Support'). The site health
 * report tells a board member where to go with these words. Pure: scripts and tests import it.
 */
import type { AdminPlace } from "~/lib/site-health";
import { compilePattern, matchPattern } from "./file-patterns";
import {
  type CollectionDefinition,
  type CollectionName,
  fileGroups,
  isFolderPattern,
  registeredCollections,
  registry,
} from "./registry";

/** Where /admin edits the collection `name`: its name in the menu, and what its button adds ('Event'). */
export function adminPlace(name: CollectionName): AdminPlace {
  const { files, label, labelSingular, group }: CollectionDefinition = registry[name];
  if (isFolderPattern(files) || !group) return { menu: label, ...(labelSingular ? { newEntry: labelSingular } : {}) };
  const inGroup = registeredCollections.filter(([, definition]) => definition.group === group);
  return { menu: inGroup.length === 1 ? fileGroups[group].label : `${fileGroups[group].label} → ${label}` };
}

const patterns = registeredCollections.map(([name, { files }]) => ({ name, pattern: compilePattern(files) }));

/** The collection of a file by its path in the content folder ('events/quiz.md' is an event), if any. */
export function collectionOfFile(relative: string): CollectionName | undefined {
  return patterns.find(({ pattern }) => matchPattern(pattern, relative) !== null)?.name;
}

/** The /admin menu name of the collection that edits a file ('events/quiz.md' → 'Events'), if any. */
export function adminMenuOf(relative: string): string | undefined {
  const name = collectionOfFile(relative);
  return name ? adminPlace(name).menu : undefined;
}
