/**
 * The collections the content check validates and the loaders read: each entry of the
 * registry (registry.ts, the one list of the site's content) with its file pattern
 * compiled and its rules beyond the schema (schemas/file-rules.ts: a team's role must have
 * its file). The loaders read a collection by its name, `readCollection(checked("blog"))`
 * (load.server.ts); a new kind of content is one registry entry.
 *
 * Any file under content/ that no pattern matches is an error (README.md files and
 * images aside), so nothing an editor adds is silently ignored.
 */
import path from "node:path";
import type { z } from "zod";
import { contentRoot } from "./content-files";
import { compilePattern, type FilePattern } from "./file-patterns";
import {
  type CollectionDefinition,
  type CollectionName,
  type Registry,
  registeredCollections,
  registry,
} from "./registry";
import type { RuleContext, RuleProblem } from "./schemas/file-rules";

export type { RuleContext, RuleProblem } from "./schemas/file-rules";

/** One validated content file. */
export type Entry<Data> = {
  /** Absolute path. */
  file: string;
  /** The part of the path in placeholders: the slug, '2025-2026'; a single file's name. */
  id: string;
  data: Data;
  /** The Markdown body after the front matter; empty for YAML. */
  body: string;
};

export type Collection<Schema extends z.ZodType = z.ZodType> = {
  /** The file pattern, compiled. */
  files: FilePattern;
  schema: Schema;
  /** How the check's summary counts entries: ['article', 'articles']. Single files have none. */
  counted?: readonly [string, string];
  /** At least this many entries must exist (a page that needs one). */
  minimumEntries?: number;
  /** Checks beyond the schema, on an entry that passed it. Method syntax: a collection of any schema fits `Collection`. */
  rules?(entry: Entry<z.output<Schema>>, context: RuleContext): RuleProblem[];
};

type Definition<Schema extends z.ZodType> = Omit<Collection<Schema>, "files"> & { files: string };

/** A collection of a file pattern such as 'blog/<slug>.md' (the registry's, or a test's own). */
export function defineCollection<Schema extends z.ZodType>(definition: Definition<Schema>): Collection<Schema> {
  return { ...definition, files: compilePattern(definition.files) };
}

const compiled = new Map<CollectionName, Collection>();

/** The registry's collection `name`, compiled, with its rules (one object per name). */
export function checked<Name extends CollectionName>(name: Name): Collection<Registry[Name]["schema"]> {
  type Checked = Collection<Registry[Name]["schema"]>;
  const known = compiled.get(name);
  if (known) return known as Checked;
  const { files, counted, minimumEntries, rules }: CollectionDefinition = registry[name];
  const made: Checked = {
    files: compilePattern(files),
    schema: registry[name].schema,
    ...(counted ? { counted } : {}),
    ...(minimumEntries ? { minimumEntries } : {}),
    ...(rules ? { rules: (entry, context) => rules.flatMap((rule) => rule.check(entry as never, context)) } : {}),
  };
  compiled.set(name, made as Collection);
  return made;
}

/** Where a collection's files are: its folder under content/ (or its single file). */
export const collectionPlace = (collection: Collection) => path.join(contentRoot, collection.files.segments[0] ?? "");

/** Every collection of the registry, in its order; the content check validates exactly these. */
export const collections: readonly Collection[] = registeredCollections.map(([name]) => checked(name) as Collection);

/**
 * The folder of shared images: any image below it may be used by any content file, and
 * one that none uses is fine. An image anywhere else must be used by a content file.
 */
export const imageLibraryFolder = "images";
