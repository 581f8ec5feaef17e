/**
 * Where /admin edits a collection and where its files are, from its registry entry: a spec
 * that works in several collections' forms names each by it (`registry.events`), so its
 * addresses, folder and file names follow the registry.
 */
import path from "node:path";
import { type CollectionDefinition, entryFile, folderOf, registeredCollections } from "../../../app/content/registry";

export function adminPlaces(definition: CollectionDefinition) {
  const name = registeredCollections.find(([, registered]) => registered === definition)?.[0];
  if (!name) throw new Error(`${definition.files} is not a collection of the registry`);
  return {
    /** The collection's list in /admin, its new entry's editor and an entry's (by its id in /admin). */
    list: `#/collections/${name}`,
    newEntry: `#/collections/${name}/new`,
    entry: (id: string) => `#/collections/${name}/entries/${id}`,
    /** Its folder and an entry's file (by the part of its name the file pattern leaves open), in a content folder. */
    folder: (contentDir: string) => path.join(contentDir, folderOf(definition.files)),
    file: (contentDir: string, id: string) => path.join(contentDir, entryFile(definition.files, id)),
  };
}
