/**
 * The collections the content check validates and the loaders read: each entry of the
 * registry (registry.ts, the one list of the site's content) with its file pattern
 * compiled and, where a schema cannot say it, the rules that read other files (a team's
 * role must have its file). The loaders read collections through these
 * (readCollection/readSingle in load.server.ts); a new kind of content is one registry
 * entry, and rules of its own here only if it needs them.
 *
 * Any file under content/ that no pattern matches is an error (README.md files and
 * images aside), so nothing an editor adds is silently ignored.
 */
import type { z } from "zod";
import { isAcademicYear } from "~/lib/board";
import { compilePattern, type FilePattern } from "./file-patterns";
import {
  type CollectionDefinition,
  type CollectionName,
  type Registry,
  registeredCollections,
  registry,
} from "./registry";
import type { FieldPath } from "./yaml-source";

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

/** A problem found by a rule: on a field (its line is looked up), or with the whole file. */
export type RuleProblem = { field?: FieldPath; message: string };

export type RuleContext = {
  /** The ids of a collection's entries, from file names alone (no parsing). */
  ids: (collection: Collection) => ReadonlySet<string>;
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

type Rules<Name extends CollectionName> = NonNullable<Collection<Registry[Name]["schema"]>["rules"]>;

/** A file named after an academic year must be one, and say the same year inside. */
function academicYearFileProblems(id: string, academicYear: string): RuleProblem[] {
  if (!isAcademicYear(id)) {
    const first = Number(id.slice(0, 4));
    return [
      {
        message: `"${id}" is not an academic year → name the file after two years in a row, e.g. ${first}-${first + 1}.yaml`,
      },
    ];
  }
  if (academicYear !== id) {
    return [
      {
        field: ["academicYear"],
        message: `"${academicYear}" is not the year of this file → write academicYear: ${id}`,
      },
    ];
  }
  return [];
}

/** The rules of the collections that need the disk or another file to check an entry. */
const rules: { [Name in CollectionName]?: Rules<Name> } = {
  teams: ({ data }, context) =>
    context.ids(rolesCollection).has(data.roleId)
      ? []
      : [
          {
            field: ["roleId"],
            message: `there is no role file content/roles/${data.roleId}.md → write the name of a file in content/roles/ without .md`,
          },
        ],
  board: ({ id, data }) => academicYearFileProblems(id, data.academicYear),
  representatives: ({ id, data }) => academicYearFileProblems(id, data.academicYear),
  gallery: ({ id, data }) =>
    data.year === id
      ? []
      : [{ field: ["year"], message: `"${data.year}" is not the year of this album's folder → write year: "${id}"` }],
  // A report link to an article must name one that exists.
  "you-said-we-did": ({ data }, context) => {
    const slug = data.link?.startsWith("/blog/") ? data.link.slice("/blog/".length) : undefined;
    if (slug === undefined || context.ids(blogCollection).has(slug)) return [];
    return [
      {
        field: ["link"],
        message: `there is no article content/blog/${slug}.md → write /blog/ and the name of a file in content/blog/ without .md`,
      },
    ];
  },
};

const compiled = new Map<CollectionName, Collection>();

/** The registry's collection `name`, compiled, with its rules (one object per name). */
export function checked<Name extends CollectionName>(name: Name): Collection<Registry[Name]["schema"]> {
  type Checked = Collection<Registry[Name]["schema"]>;
  const known = compiled.get(name);
  if (known) return known as Checked;
  const { files, counted, minimumEntries }: CollectionDefinition = registry[name];
  const own = rules[name] as Rules<Name> | undefined;
  const made: Checked = {
    files: compilePattern(files),
    schema: registry[name].schema,
    ...(counted ? { counted } : {}),
    ...(minimumEntries ? { minimumEntries } : {}),
    ...(own ? { rules: own } : {}),
  };
  compiled.set(name, made as Collection);
  return made;
}

export const blogCollection = checked("blog");
export const eventsCollection = checked("events");
export const boardCollection = checked("board");
export const representativesCollection = checked("representatives");
export const youSaidWeDidCollection = checked("you-said-we-did");
export const teamsCollection = checked("teams");
export const rolesCollection = checked("roles");
export const galleryCollection = checked("gallery");
export const homeCollection = checked("home");
export const aboutCollection = checked("about");
export const joinCollection = checked("join");
export const programCollection = checked("program");
export const teamsPageCollection = checked("teams-overview");
export const supportCollection = checked("support");
export const siteSettingsCollection = checked("site");

/** Every collection of the registry, in its order; the content check validates exactly these. */
export const collections: readonly Collection[] = registeredCollections.map(([name]) => checked(name) as Collection);

/**
 * The folder of shared images: any image below it may be used by any content file, and
 * one that none uses is fine. An image anywhere else must be used by a content file.
 */
export const imageLibraryFolder = "images";
