/**
 * The schema of each /admin form, from the registry (app/content/registry.ts): the same
 * zod schemas the content check uses, or a collection's `formSchema` where its rules are
 * worded for the form. The CMS configuration generates its fields from them and the
 * checked widget parses entries with them; a collection of single files names a schema
 * per file.
 */
import type { z } from "zod";
import {
  type CollectionName,
  isFolderPattern,
  type Registry,
  registeredCollections,
  registry,
} from "~/content/registry";

type Schema = z.core.$ZodType;

/** The form schema of a registry entry: its formSchema if it has one, else its schema. */
type FormSchemaOf<Entry> = Entry extends { formSchema: infer Form }
  ? Form
  : Entry extends { schema: infer S }
    ? S
    : never;

/** The registry's names of folder collections (a pattern with a placeholder) and of single files. */
type FolderName = {
  [Name in CollectionName]: Registry[Name]["files"] extends `${string}<${string}` ? Name : never;
}[CollectionName];
type SingleFile = Exclude<CollectionName, FolderName>;
type Group = NonNullable<Registry[SingleFile]["group"]>;

const formSchemaOf = (name: CollectionName): Schema => {
  const entry: { schema: Schema; formSchema?: Schema } = registry[name];
  return entry.formSchema ?? entry.schema;
};

/** The folder collections: one file per entry. */
export const folderSchemas = Object.fromEntries(
  registeredCollections.filter(([, entry]) => isFolderPattern(entry.files)).map(([name]) => [name, formSchemaOf(name)]),
) as { [Name in FolderName]: FormSchemaOf<Registry[Name]> };

/** The collections of single files, by /admin group and file name. */
export const fileSchemas = registeredCollections.reduce<Record<string, Record<string, Schema>>>(
  (groups, [name, entry]) => {
    if (isFolderPattern(entry.files) || !entry.group) return groups;
    groups[entry.group] = { ...groups[entry.group], [name]: formSchemaOf(name) };
    return groups;
  },
  {},
) as {
  [G in Group]: {
    [Name in SingleFile as Registry[Name] extends { group: G } ? Name : never]: Registry[Name]["schema"];
  };
};

/** The schema of an entry of `collection` (for a collection of files, of the file `file`). */
export function schemaFor(collection: string, file?: string): Schema | undefined {
  if (collection in folderSchemas) return folderSchemas[collection as keyof typeof folderSchemas];
  const files: Record<string, Schema> | undefined = fileSchemas[collection as keyof typeof fileSchemas];
  return file === undefined ? undefined : files?.[file];
}
