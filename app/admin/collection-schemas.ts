/**
 * The schema of each /admin collection's files: the same zod schemas the content check
 * uses (app/content/schemas/), with the event's rules worded for the form. The CMS
 * configuration generates its fields from them and the checked widget parses entries
 * with them; a collection of single files names a schema per file.
 */
import type { z } from "zod";
import { aboutSchema } from "~/content/schemas/about";
import { blogArticleSchema } from "~/content/schemas/blog";
import { boardYearSchema } from "~/content/schemas/board";
import { eventFormSchema } from "~/content/schemas/events";
import { galleryAlbumSchema } from "~/content/schemas/gallery";
import { homeSchema } from "~/content/schemas/home";
import { programSchema } from "~/content/schemas/program";
import { representativesYearSchema } from "~/content/schemas/representatives";
import { siteSettingsSchema } from "~/content/schemas/site-settings";
import { supportSchema } from "~/content/schemas/support";
import { joinSchema, roleSchema, teamSchema, teamsPageSchema } from "~/content/schemas/teams";
import { youSaidWeDidFormSchema } from "~/content/schemas/you-said-we-did";

type Schema = z.core.$ZodType;

/** The folder collections: one file per entry. */
export const folderSchemas = {
  blog: blogArticleSchema,
  events: eventFormSchema,
  board: boardYearSchema,
  teams: teamSchema,
  roles: roleSchema,
  gallery: galleryAlbumSchema,
  representatives: representativesYearSchema,
  "you-said-we-did": youSaidWeDidFormSchema,
} as const satisfies Record<string, Schema>;

/** The collections of single files, by collection and file name. */
export const fileSchemas = {
  pages: {
    home: homeSchema,
    about: aboutSchema,
    join: joinSchema,
    program: programSchema,
    "teams-overview": teamsPageSchema,
  },
  support: { support: supportSchema },
  settings: { site: siteSettingsSchema },
} as const satisfies Record<string, Record<string, Schema>>;

/** The schema of an entry of `collection` (for a collection of files, of the file `file`). */
export function schemaFor(collection: string, file?: string): Schema | undefined {
  if (collection in folderSchemas) return folderSchemas[collection as keyof typeof folderSchemas];
  const files: Record<string, Schema> | undefined = fileSchemas[collection as keyof typeof fileSchemas];
  return file === undefined ? undefined : files?.[file];
}
