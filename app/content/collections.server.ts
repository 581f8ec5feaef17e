/**
 * The registry of content: every kind of content file, where it lives, its schema and
 * the rules a schema cannot say. The loaders read collections through it
 * (readCollection/readSingle in load.server.ts) and the content check validates every
 * entry here, so a new kind of content is one entry in `collections` below.
 *
 * `files` is a pattern relative to content/: 'blog/<slug>.md' (one Markdown file per
 * entry, its front matter checked by the schema), 'board/<yyyy>-<yyyy>.yaml' (one YAML
 * file per entry), 'home.yaml' (a single file). <slug> is lowercase letters, digits and
 * hyphens, <yyyy> a four-digit year; the part in placeholders is the entry's id.
 * Any file under content/ that no pattern matches is an error (README.md files and
 * images aside), so nothing an editor adds is silently ignored.
 */
import type { z } from "zod";
import { isAcademicYear } from "~/lib/board";
import { compilePattern, type FilePattern } from "./file-patterns";
import { aboutSchema } from "./schemas/about";
import { blogArticleSchema } from "./schemas/blog";
import { boardYearSchema } from "./schemas/board";
import { eventSchema } from "./schemas/events";
import { galleryAlbumSchema } from "./schemas/gallery";
import { homeSchema } from "./schemas/home";
import { programSchema } from "./schemas/program";
import { representativesYearSchema } from "./schemas/representatives";
import { siteSettingsSchema } from "./schemas/site-settings";
import { supportSchema } from "./schemas/support";
import { joinSchema, roleSchema, teamSchema, teamsPageSchema } from "./schemas/teams";
import { youSaidWeDidSchema } from "./schemas/you-said-we-did";
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

/** Declares a collection; `files` is a pattern such as 'blog/<slug>.md'. */
export function defineCollection<Schema extends z.ZodType>(definition: Definition<Schema>): Collection<Schema> {
  return { ...definition, files: compilePattern(definition.files) };
}

// ---------------------------------------------------------------- Collections of entries

export const blogCollection = defineCollection({
  files: "blog/<slug>.md",
  schema: blogArticleSchema,
  counted: ["article", "articles"],
});

export const eventsCollection = defineCollection({
  files: "events/<slug>.md",
  schema: eventSchema,
  counted: ["event", "events"],
});

export const rolesCollection = defineCollection({
  files: "roles/<slug>.md",
  schema: roleSchema,
  counted: ["role", "roles"],
});

export const teamsCollection = defineCollection({
  files: "teams/<slug>.md",
  schema: teamSchema,
  counted: ["team", "teams"],
  rules: ({ data }, context) =>
    context.ids(rolesCollection).has(data.roleId)
      ? []
      : [
          {
            field: ["roleId"],
            message: `there is no role file content/roles/${data.roleId}.md → write the name of a file in content/roles/ without .md`,
          },
        ],
});

export const boardCollection = defineCollection({
  files: "board/<yyyy>-<yyyy>.yaml",
  schema: boardYearSchema,
  counted: ["board year", "board years"],
  minimumEntries: 1,
  rules: ({ id, data }) => {
    const problems: RuleProblem[] = [];
    if (!isAcademicYear(id)) {
      const first = Number(id.slice(0, 4));
      problems.push({
        message: `"${id}" is not an academic year → name the file after two years in a row, e.g. ${first}-${first + 1}.yaml`,
      });
    } else if (data.academicYear !== id) {
      problems.push({
        field: ["academicYear"],
        message: `"${data.academicYear}" is not the year of this file → write academicYear: "${id}"`,
      });
    }
    return problems;
  },
});

export const galleryCollection = defineCollection({
  files: "gallery/<yyyy>/album.yaml",
  schema: galleryAlbumSchema,
  counted: ["photo album", "photo albums"],
  rules: ({ id, data }) =>
    data.year === id
      ? []
      : [{ field: ["year"], message: `"${data.year}" is not the year of this album's folder → write year: "${id}"` }],
});

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
        message: `"${academicYear}" is not the year of this file → write academicYear: "${id}"`,
      },
    ];
  }
  return [];
}

/** The student representatives of each academic year; /representatives shows the newest. */
export const representativesCollection = defineCollection({
  files: "representatives/<yyyy>-<yyyy>.yaml",
  schema: representativesYearSchema,
  counted: ["year of representatives", "years of representatives"],
  minimumEntries: 1,
  rules: ({ id, data }) => academicYearFileProblems(id, data.academicYear),
});

/** 'You said, we did': what students raised and what came of it, one file per item. */
export const youSaidWeDidCollection = defineCollection({
  files: "you-said-we-did/<slug>.md",
  schema: youSaidWeDidSchema,
  counted: ["'You said, we did' item", "'You said, we did' items"],
  rules: ({ data }, context) => {
    const slug = data.link?.startsWith("/blog/") ? data.link.slice("/blog/".length) : undefined;
    if (slug === undefined || context.ids(blogCollection).has(slug)) return [];
    return [
      {
        field: ["link"],
        message: `there is no article content/blog/${slug}.md → write /blog/ and the name of a file in content/blog/ without .md`,
      },
    ];
  },
});

// ---------------------------------------------------------------- Single files

export const homeCollection = defineCollection({ files: "home.yaml", schema: homeSchema });
export const aboutCollection = defineCollection({ files: "about.yaml", schema: aboutSchema });
export const programCollection = defineCollection({ files: "program.yaml", schema: programSchema });
export const joinCollection = defineCollection({ files: "join.yaml", schema: joinSchema });
export const supportCollection = defineCollection({ files: "support/support.yaml", schema: supportSchema });
export const teamsPageCollection = defineCollection({ files: "teams.yaml", schema: teamsPageSchema });
export const siteSettingsCollection = defineCollection({ files: "site.yaml", schema: siteSettingsSchema });

/** Every collection the site reads; the content check validates exactly these. */
export const collections: readonly Collection[] = [
  blogCollection,
  eventsCollection,
  teamsCollection,
  rolesCollection,
  boardCollection,
  galleryCollection,
  representativesCollection,
  youSaidWeDidCollection,
  homeCollection,
  aboutCollection,
  programCollection,
  joinCollection,
  supportCollection,
  teamsPageCollection,
  siteSettingsCollection,
];

/**
 * The folder of shared images: any image below it may be used by any content file, and
 * one that none uses is fine. An image anywhere else must be used by a content file.
 */
export const imageLibraryFolder = "images";
