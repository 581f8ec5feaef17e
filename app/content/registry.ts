/**
 * The one list of the site's content: each kind of content file described once — where
 * its files live, its schema, its Markdown body, how /admin lists it, the page that shows
 * an entry and where its pictures go. Everything that lists the collections derives from
 * here: the content check (collections.server.ts, which attaches the rules that read the
 * disk), the /admin forms and menu (app/admin/collection-schemas.ts, cms-config.ts), the
 * previews' registration (app/admin/previews/index.ts), CONTENT.md's field tables
 * (field-tables.ts), the prerendered pages and the sitemap (prerender-paths.server.ts) and
 * the growth test. It imports schemas and pure helpers only, so /admin may import it.
 *
 * A new collection is one entry below, its schema (app/content/schemas/) and its page
 * (a route and its view); README "Common changes", "A new kind of content", lists the files.
 */
import type { z } from "zod";
import { aboutSchema } from "./schemas/about";
import { accessibilityFormSchema, accessibilitySchema } from "./schemas/accessibility";
import { blogArticleFormSchema, blogArticleSchema } from "./schemas/blog";
import { boardYearSchema } from "./schemas/board";
import { eventFormSchema, eventSchema } from "./schemas/events";
import { academicYearFileRule, type FileRule } from "./schemas/file-rules";
import { galleryAlbumRules, galleryAlbumSchema } from "./schemas/gallery";
import { homeSchema } from "./schemas/home";
import { programSchema } from "./schemas/program";
import { representativesYearSchema } from "./schemas/representatives";
import { siteSettingsSchema } from "./schemas/site-settings";
import { supportSchema } from "./schemas/support";
import { joinSchema, roleSchema, teamRules, teamSchema, teamsPageSchema } from "./schemas/teams";
import { youSaidWeDidFormSchema, youSaidWeDidRules, youSaidWeDidSchema } from "./schemas/you-said-we-did";

/** The Markdown below a file's front matter. */
export type MarkdownBody = {
  /** Its label in the /admin form: what it is on the page ('Article', 'We did'). */
  label: string;
  /** Whether the file must have one. */
  required: boolean;
  /** Its line in CONTENT.md's field table. */
  about: string;
};

/** Where the pictures of a collection's fields are uploaded and named from. */
export type Pictures =
  /** A folder under content/ ('images/blog'): a file names a picture relative to itself. */
  | { folder: string; fields?: Record<string, string> }
  /** Beside the entry's file (an album's photos). */
  | { besideTheFile: true };

export type CollectionDefinition<Schema extends z.ZodType = z.ZodType> = {
  /**
   * The file pattern relative to content/: 'blog/<slug>.md' (an entry per file; <slug> is
   * lowercase letters, digits and hyphens, <yyyy> a four-digit year, and the part in
   * placeholders is the entry's id), or 'home.yaml' (a single file).
   */
  files: string;
  /** The schema the content check and the build hold every file to. */
  schema: Schema;
  /** The same rules worded for the /admin form (field labels instead of file keys), if they differ. */
  formSchema?: z.ZodType;
  /** The /admin menu's label (a single file's label in its group), and one entry's. */
  label: string;
  labelSingular?: string;
  /** The /admin menu group of a single file ('pages', `fileGroups` below); folders are groups of their own. */
  group?: FileGroup;
  /** The Markdown body, for Markdown files that have one. */
  body?: MarkdownBody;
  /** How /admin lists entries: each one's line, and the field and order the site sorts by. */
  list?: { summary: string; sortBy: string; order: "asc" | "desc" };
  /** The field whose value a new entry's file is named after (otherwise its title or its namesTheFile field). */
  newFileNamedAfter?: string;
  /**
   * The page that shows an entry: '/blog/<id>' (a page of its own, prerendered and in the
   * sitemap), '/you-said-we-did#item-<id>' (a place on a shared page), '/photos' (the
   * collection's page) or a single file's page ('/about'). Site settings have none.
   */
  page?: string;
  /**
   * The page that lists a collection's entries when it has one of its own ('/blog'): its
   * route module is app/routes/<name>.tsx (content-pages.ts).
   */
  listing?: string;
  /**
   * A listing that carries only a page's worth (ADR 052): `perPage` items on it (for the
   * albums, photos), the rest on pages of their own, each address with the placeholder its
   * loader fills ('/events/year/<year>', '/blog/page/<page>'). Their route module is
   * app/routes/<name>.archive.tsx (content-pages.ts); which of them exist, the collection's
   * loader says (archive-pages.server.ts), and the prerender and the sitemap list them.
   */
  archive?: Archive;
  /** Whether /admin previews an entry as its page (a view of app/components that the route renders too: app/admin/previews/). */
  previewed?: boolean;
  /**
   * The type of search results this kind of content gives, and the heading /search lists
   * them under (search-types.ts): its entries' own pages, or the items its page marks as
   * results of their own (an FAQ answer). Pages without one are 'Page'.
   */
  search?: { type: string; heading: string };
  pictures?: Pictures;
  /** How the content check's summary counts entries: ['article', 'articles']. */
  counted?: readonly [string, string];
  /** At least this many entries must exist (a page that needs one). */
  minimumEntries?: number;
  /** Rules beyond the schema, which read the file's name or other files (schemas/file-rules.ts). */
  rules?: readonly FileRule<never>[];
};

/** Where a listing's older entries go (CollectionDefinition's `archive`). */
export type Archive = { perPage: number; pages: readonly string[] };

/** The /admin menu's groups of single files, in its order after the collections of entries. */
export const fileGroups = {
  pages: { label: "Pages", labelSingular: "Page" },
  support: { label: "Student Support" },
  settings: { label: "Site settings" },
} as const satisfies Record<string, { label: string; labelSingular?: string }>;
export type FileGroup = keyof typeof fileGroups;

/** A registry entry, checked against the definition and typed as written (its schema, its file pattern). */
function collection<const Definition extends CollectionDefinition>(definition: Definition): Definition {
  return definition;
}

/** Every kind of content file, by the name /admin and CONTENT.md's tables give it; /admin's menu follows this order. */
export const registry = {
  blog: collection({
    files: "blog/<slug>.md",
    schema: blogArticleSchema,
    formSchema: blogArticleFormSchema,
    label: "Blog articles",
    labelSingular: "Blog article",
    body: { label: "Article", required: true, about: "The article (Markdown)." },
    list: { summary: "{{title}} — {{date}}", sortBy: "date", order: "desc" },
    listing: "/blog",
    // Numbered pages of every article, and of each tag's (the tag filter's, ?tag=alumni).
    archive: { perPage: 24, pages: ["/blog/page/<page>", "/blog/tag/<tag>", "/blog/tag/<tag>/page/<page>"] },
    page: "/blog/<id>",
    previewed: true,
    search: { type: "Article", heading: "Articles" },
    pictures: { folder: "images/blog" },
    counted: ["article", "articles"],
  }),
  events: collection({
    files: "events/<slug>.md",
    schema: eventSchema,
    formSchema: eventFormSchema,
    label: "Events",
    labelSingular: "Event",
    body: { label: "Description", required: false, about: "Optional: one or two sentences on the card (Markdown)." },
    list: { summary: "{{startDate}} — {{title}}", sortBy: "startDate", order: "desc" },
    listing: "/events",
    // Past events; every upcoming one is on /events as well.
    archive: { perPage: 24, pages: ["/events/year/<year>"] },
    page: "/events/<id>",
    previewed: true,
    search: { type: "Event", heading: "Events" },
    pictures: { folder: "images/events" },
    counted: ["event", "events"],
  }),
  board: collection({
    files: "board/<yyyy>-<yyyy>.yaml",
    schema: boardYearSchema,
    label: "Board years",
    labelSingular: "Board year",
    list: { summary: "Board {{academicYear}}", sortBy: "academicYear", order: "desc" },
    listing: "/board",
    page: "/board/<id>",
    previewed: true,
    search: { type: "Board", heading: "Board years" },
    pictures: { folder: "images/board" },
    counted: ["board year", "board years"],
    minimumEntries: 1,
    rules: [academicYearFileRule],
  }),
  representatives: collection({
    files: "representatives/<yyyy>-<yyyy>.yaml",
    schema: representativesYearSchema,
    label: "Student representatives",
    labelSingular: "Representatives year",
    list: { summary: "Representatives {{academicYear}}", sortBy: "academicYear", order: "desc" },
    listing: "/representatives",
    page: "/representatives/<id>",
    previewed: true,
    // Portraits are kept together: a representative on the board has one photo.
    pictures: { folder: "images/board" },
    counted: ["year of representatives", "years of representatives"],
    minimumEntries: 1,
    rules: [academicYearFileRule],
  }),
  "you-said-we-did": collection({
    files: "you-said-we-did/<slug>.md",
    schema: youSaidWeDidSchema,
    formSchema: youSaidWeDidFormSchema,
    label: "You said, we did",
    labelSingular: "'You said, we did' item",
    body: {
      label: "We did",
      required: false,
      about:
        "Optional: what was done, 'We did' on the page (Markdown: paragraphs, emphasis, links, lists; no headings).",
    },
    list: { summary: "{{raisedOn}} — {{title}} ({{status}})", sortBy: "raisedOn", order: "desc" },
    page: "/you-said-we-did#item-<id>",
    previewed: true,
    counted: ["'You said, we did' item", "'You said, we did' items"],
    rules: youSaidWeDidRules,
  }),
  teams: collection({
    files: "teams/<slug>.md",
    schema: teamSchema,
    label: "Teams",
    labelSingular: "Team",
    body: { label: "What We Do", required: true, about: "'What We Do' (Markdown)." },
    list: { summary: "{{title}}", sortBy: "title", order: "asc" },
    // A new team's file (and page address) is named after its tile title.
    newFileNamedAfter: "tileTitle",
    page: "/teams/<id>",
    previewed: true,
    search: { type: "Team", heading: "Teams" },
    pictures: { folder: "images/teams" },
    counted: ["team", "teams"],
    rules: teamRules,
  }),
  roles: collection({
    files: "roles/<slug>.md",
    schema: roleSchema,
    label: "Roles",
    labelSingular: "Role",
    body: { label: "Overview", required: true, about: "The overview (Markdown)." },
    list: { summary: "{{title}}", sortBy: "title", order: "asc" },
    page: "/join/role/<id>",
    search: { type: "Role", heading: "Roles" },
    counted: ["role", "roles"],
  }),
  gallery: collection({
    files: "gallery/<yyyy>/album.yaml",
    schema: galleryAlbumSchema,
    label: "Photo albums",
    labelSingular: "Photo album",
    list: { summary: "Photos of {{dirname}}", sortBy: "year", order: "desc" },
    page: "/photos",
    // Photos: the newest albums that fit, then a page per album (year).
    archive: { perPage: 60, pages: ["/photos/<year>"] },
    pictures: { besideTheFile: true },
    counted: ["photo album", "photo albums"],
    rules: galleryAlbumRules,
  }),
  home: collection({
    files: "home.yaml",
    schema: homeSchema,
    label: "Home",
    group: "pages",
    page: "/",
    pictures: { folder: "images/home", fields: { "statistics.image": "images/stats" } },
  }),
  about: collection({
    files: "about.yaml",
    schema: aboutSchema,
    label: "About",
    group: "pages",
    page: "/about",
    pictures: { folder: "images/about" },
  }),
  join: collection({
    files: "join.yaml",
    schema: joinSchema,
    label: "Join Us",
    group: "pages",
    page: "/join",
    // Each FAQ answer is a result of its own.
    search: { type: "FAQ", heading: "FAQ" },
    pictures: { folder: "images/join" },
  }),
  program: collection({
    files: "program.yaml",
    schema: programSchema,
    label: "Program",
    group: "pages",
    page: "/program",
  }),
  "teams-overview": collection({
    files: "teams.yaml",
    schema: teamsPageSchema,
    label: "Teams overview",
    group: "pages",
    page: "/teams",
  }),
  accessibility: collection({
    files: "accessibility.yaml",
    schema: accessibilitySchema,
    formSchema: accessibilityFormSchema,
    label: "Accessibility statement",
    group: "pages",
    page: "/accessibility",
  }),
  support: collection({
    files: "support/support.yaml",
    schema: supportSchema,
    label: "Student Support page (resources and group chats)",
    group: "support",
    page: "/student-support",
    // Each support resource and group chat is a result of its own.
    search: { type: "Support", heading: "Support" },
  }),
  site: collection({ files: "site.yaml", schema: siteSettingsSchema, label: "Site settings", group: "settings" }),
} as const;

export type Registry = typeof registry;
export type CollectionName = keyof Registry;

/** The registry's collections with their names, in its order. */
export const registeredCollections = Object.entries(registry) as [CollectionName, CollectionDefinition][];

/** Whether a pattern names one file per entry ('blog/<slug>.md') rather than a single file. */
export const isFolderPattern = (files: string) => files.includes("<");

/** The folder of a collection's files under content/: 'blog', 'gallery'; '' for a file at the top. */
export function folderOf(files: string): string {
  const beforePlaceholder = files.split("<")[0] ?? "";
  return beforePlaceholder.includes("/") ? beforePlaceholder.slice(0, beforePlaceholder.lastIndexOf("/")) : "";
}

/** The file of one entry: 'board/<yyyy>-<yyyy>.yaml' with '2026-2027' gives 'board/2026-2027.yaml'. */
export function entryFile(files: string, id: string): string {
  const first = files.indexOf("<");
  return first === -1 ? files : `${files.slice(0, first)}${id}${files.slice(files.lastIndexOf(">") + 1)}`;
}

/** The page of one entry: '/blog/<id>' with 'my-post' gives '/blog/my-post'. */
export const entryPage = (page: string, id: string) => page.replaceAll("<id>", id);

/** Whether each entry has a page of its own (prerendered and in the sitemap), not a place on a shared page. */
export const hasEntryPages = (page: string | undefined): page is string =>
  page?.includes("<id>") === true && !page.includes("#");

/** The relative path from a collection's files to a folder under content/: 'blog/<slug>.md' to 'images/blog' is '../images/blog'. */
export function pathFromFiles(files: string, folder: string): string {
  const depth = files.split("/").length - 1;
  return `${"../".repeat(depth)}${folder}`;
}
