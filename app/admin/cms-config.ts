/**
 * The Decap CMS configuration of /admin. Each collection names where its files live, how
 * its list is sorted and summarised and which page of the site shows an entry; its
 * fields are generated from the file's zod schema and the description beside each field
 * (cms-fields.ts, collection-schemas.ts), so nothing about a field is written here.
 *
 * Images are stored where the content expects them: a file names its image relative to
 * itself (blog/x.md → ../images/blog/photo.jpg, home.yaml → images/home/hero.jpg, an album
 * → photo-01.png beside album.yaml), so each collection sets media_folder (where Decap
 * writes the upload, from the repository root) and public_folder (what it writes in the field).
 */
import type { CmsBackend, CmsCollection, CmsCollectionFile, CmsConfig, CmsField, SortableField } from "decap-cms-core";
import { shapeOf } from "~/content/schema-walk";
import { blogFormatName, publishedOnField } from "./blog-format";
import { cmsFields, fileNameField } from "./cms-fields";
import { fileSchemas, folderSchemas } from "./collection-schemas";

/** The `cms` section of content/site.yaml: where the production CMS commits. */
export type CmsSettings = {
  /** The GitHub repository, 'owner/name'. */
  repository: string;
  /** The branch the site is built from. */
  branch: string;
  /** An OAuth proxy's address for hosts without Netlify's built-in GitHub sign-in. */
  baseUrl?: string;
  /** The proxy's path that starts the sign-in; Decap's default is 'auth'. */
  authEndpoint?: string;
};

/** Where /admin saves: GitHub through pull requests, or (with a local backend) the working copy. */
export type CmsTarget = { settings: CmsSettings; localBackendUrl?: string; contentFolder?: string };

/** The folder of the content files, from the repository root (decap-server's folder in development). */
export const defaultContentFolder = "content";

// ---------------------------------------------------------------- Collections

type FolderName = keyof typeof folderSchemas;

/** What a folder collection adds to its generated fields. */
type FolderCollection = Omit<CmsCollection, "name" | "fields" | "folder" | "files"> & {
  /** The folder under the content folder. */
  folder: string;
  /** The list's order: the field and direction the site sorts by. */
  sortBy?: SortableField;
};

/** A folder collection: one file per entry, its fields generated from the file's schema. */
function folderCollection(contentRoot: string, name: FolderName, options: FolderCollection): CmsCollection {
  const { folder, sortBy, ...rest } = options;
  const schema = folderSchemas[name];
  const named = fileNameField(schema);
  return {
    name,
    folder: `${contentRoot}/${folder}`,
    create: true,
    // A file named after a field (a board year) is given that name, and only that; others
    // are named after their title, which Decap must be told (it looks for a `string` widget).
    ...(named
      ? { identifier_field: named, slug: `{{${named}}}` }
      : { slug: "{{slug}}", ...("title" in shapeOf(schema) ? { identifier_field: "title" } : {}) }),
    ...(sortBy ? { sortable_fields: [sortBy] } : {}),
    ...rest,
    fields: [
      ...(leadingFields[name] ?? []),
      ...cmsFields(schema),
      ...(bodies[name] ? [markdownBody(name)] : []),
      ...(extraFields[name] ?? []),
    ],
  };
}

/** The Markdown below a file's front matter: what it is on the site, and whether it may be empty. */
const bodies: Partial<Record<FolderName, { label: string; required: boolean }>> = {
  blog: { label: "Article", required: true },
  events: { label: "Description", required: false },
  teams: { label: "What We Do", required: true },
  roles: { label: "Overview", required: true },
  "you-said-we-did": { label: "We did", required: false },
};

function markdownBody(name: FolderName): CmsField {
  const body = bodies[name];
  if (!body) throw new Error(`the collection ${name} has a Markdown body: name it in \`bodies\``);
  return {
    name: "body",
    label: body.label,
    widget: "markdown",
    buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list", "quote"],
    editor_components: [],
    ...(body.required ? {} : { required: false }),
  } as CmsField;
}

/** The field the album list sorts by, left out of the editors' form. */
export const albumYearField = "year";

/**
 * Hidden fields the list sorts by, written to the file: an album's year (the schema's
 * `year`, which the content check holds equal to the album's folder). A new album is this
 * year's (its folder is `{{year}}`, the year it is created), and so is its field.
 */
const leadingFields: Partial<Record<FolderName, CmsField[]>> = {
  gallery: [
    {
      name: albumYearField,
      label: "Year",
      widget: "hidden",
      default: String(new Date().getFullYear()),
    } as CmsField,
  ],
};

/** Fields of the form that are not in the file: the article list's order (blog-format.ts). */
const extraFields: Partial<Record<FolderName, CmsField[]>> = {
  blog: [{ name: publishedOnField, label: "Published on", widget: "hidden", required: false } as CmsField],
};

type FileCollectionName = keyof typeof fileSchemas;

/** A single file of a collection of files, its fields generated from its schema. */
function singleFile<Collection extends FileCollectionName>(
  collection: Collection,
  name: keyof (typeof fileSchemas)[Collection] & string,
  options: Omit<CmsCollectionFile, "name" | "fields">,
): CmsCollectionFile {
  const schema = (fileSchemas[collection] as Record<string, Parameters<typeof cmsFields>[0]>)[name];
  if (!schema) throw new Error(`no schema for ${collection}/${name}`);
  return { name, ...options, fields: cmsFields(schema) };
}

/**
 * A field whose pictures live in a folder of their own (the statistics' artwork beside
 * the home page's hero). Decap finds a saved picture by its field's media folder and the
 * picture's file name alone, and lists that folder in the field's media library: each
 * field's folder must be where its pictures are, or the field cannot show them.
 */
function withFieldImageFolder(
  file: CmsCollectionFile,
  [name, ...rest]: string[],
  folders: Pick<CmsField, "media_folder" | "public_folder">,
): CmsCollectionFile {
  const place = (fields: CmsField[], [head, ...tail]: string[]): CmsField[] =>
    fields.map((field) => {
      if (field.name !== head) return field;
      if (tail.length === 0) return { ...field, ...folders } as CmsField;
      const inner = (field as { fields?: CmsField[] }).fields;
      if (!inner) throw new Error(`the field ${field.name} has no fields of its own`);
      return { ...field, fields: place(inner, tail) } as CmsField;
    });
  if (!name) return file;
  const fields = place(file.fields, [name, ...rest]);
  if (JSON.stringify(fields) === JSON.stringify(file.fields)) throw new Error(`${file.name} has no field ${name}`);
  return { ...file, fields };
}

/** Every collection of /admin, in the order of its menu, for the content folder `contentRoot`. */
export function cmsCollections(contentRoot = defaultContentFolder): CmsCollection[] {
  /** The image folders of a collection: Decap writes uploads to `media`, and `publicPath` in the field. */
  const imageFolder = (media: string, publicPath: string) => ({
    media_folder: `/${contentRoot}/${media}`,
    public_folder: publicPath,
  });

  return [
    folderCollection(contentRoot, "blog", {
      label: "Blog articles",
      label_singular: "Blog article",
      folder: "blog",
      extension: "md",
      // Front matter as usual, plus the publication day the list sorts by (blog-format.ts).
      format: blogFormatName as CmsCollection["format"],
      summary: "{{title}} — {{date}}",
      sortBy: { field: publishedOnField, default_sort: "desc" },
      preview_path: "blog/{{slug}}",
      ...imageFolder("images/blog", "../images/blog"),
    }),
    folderCollection(contentRoot, "events", {
      label: "Events",
      label_singular: "Event",
      folder: "events",
      extension: "md",
      format: "frontmatter",
      summary: "{{startDate}} — {{title}}",
      sortBy: { field: "startDate", default_sort: "desc" },
      preview_path: "events/{{slug}}",
      ...imageFolder("images/events", "../images/events"),
    }),
    folderCollection(contentRoot, "board", {
      label: "Board years",
      label_singular: "Board year",
      folder: "board",
      extension: "yaml",
      format: "yaml",
      summary: "Board {{academicYear}}",
      sortBy: { field: "academicYear", default_sort: "desc" },
      preview_path: "board/{{academicYear}}",
      ...imageFolder("images/board", "../images/board"),
    }),
    folderCollection(contentRoot, "representatives", {
      label: "Student representatives",
      label_singular: "Representatives year",
      folder: "representatives",
      extension: "yaml",
      format: "yaml",
      summary: "Representatives {{academicYear}}",
      sortBy: { field: "academicYear", default_sort: "desc" },
      preview_path: "representatives/{{academicYear}}",
      // Portraits are kept together: a representative on the board has one photo.
      ...imageFolder("images/board", "../images/board"),
    }),
    folderCollection(contentRoot, "you-said-we-did", {
      label: "You said, we did",
      label_singular: "'You said, we did' item",
      folder: "you-said-we-did",
      extension: "md",
      format: "frontmatter",
      summary: "{{raisedOn}} — {{title}} ({{status}})",
      sortBy: { field: "raisedOn", default_sort: "desc" },
      preview_path: "you-said-we-did#item-{{slug}}",
    }),
    folderCollection(contentRoot, "teams", {
      label: "Teams",
      label_singular: "Team",
      folder: "teams",
      extension: "md",
      format: "frontmatter",
      // A new team's file (and page address) is named after its tile title.
      identifier_field: "tileTitle",
      slug: "{{tileTitle}}",
      summary: "{{title}}",
      sortBy: { field: "title", default_sort: "asc" },
      preview_path: "teams/{{slug}}",
      ...imageFolder("images/teams", "../images/teams"),
    }),
    folderCollection(contentRoot, "roles", {
      label: "Roles",
      label_singular: "Role",
      folder: "roles",
      extension: "md",
      format: "frontmatter",
      summary: "{{title}}",
      sortBy: { field: "title", default_sort: "asc" },
      preview_path: "join/role/{{slug}}",
    }),
    folderCollection(contentRoot, "gallery", {
      label: "Photo albums",
      label_singular: "Photo album",
      folder: "gallery",
      extension: "yaml",
      format: "yaml",
      // One album per year, in a folder named after it; a new album is this year's.
      path: "{{year}}/album",
      slug: "{{year}}",
      identifier_field: "photos",
      summary: "Photos of {{dirname}}",
      sortBy: { field: albumYearField, default_sort: "desc" },
      preview_path: "photos",
      // Photos sit beside album.yaml.
      media_folder: "",
      public_folder: "",
    }),
    {
      name: "pages",
      label: "Pages",
      label_singular: "Page",
      files: [
        withFieldImageFolder(
          singleFile("pages", "home", {
            label: "Home",
            file: `${contentRoot}/home.yaml`,
            preview_path: "",
            ...imageFolder("images/home", "images/home"),
          }),
          ["statistics", "image"],
          imageFolder("images/stats", "images/stats"),
        ),
        singleFile("pages", "about", {
          label: "About",
          file: `${contentRoot}/about.yaml`,
          preview_path: "about",
          ...imageFolder("images/about", "images/about"),
        }),
        singleFile("pages", "join", {
          label: "Join Us",
          file: `${contentRoot}/join.yaml`,
          preview_path: "join",
          ...imageFolder("images/join", "images/join"),
        }),
        singleFile("pages", "program", {
          label: "Program",
          file: `${contentRoot}/program.yaml`,
          preview_path: "program",
        }),
        singleFile("pages", "teams-overview", {
          label: "Teams overview",
          file: `${contentRoot}/teams.yaml`,
          preview_path: "teams",
        }),
      ],
    },
    {
      name: "support",
      label: "Student Support",
      files: [
        singleFile("support", "support", {
          label: "Student Support page (resources and group chats)",
          file: `${contentRoot}/support/support.yaml`,
          preview_path: "student-support",
        }),
      ],
    },
    {
      name: "settings",
      label: "Site settings",
      files: [singleFile("settings", "site", { label: "Site settings", file: `${contentRoot}/site.yaml` })],
    },
  ];
}

function backendFor({ repository, branch, baseUrl, authEndpoint }: CmsSettings): CmsBackend {
  return {
    name: "github",
    repo: repository,
    branch,
    ...(baseUrl ? { base_url: baseUrl } : {}),
    ...(authEndpoint ? { auth_endpoint: authEndpoint } : {}),
  };
}

/**
 * The whole configuration handed to CMS.init (no config.yml is fetched). With
 * `localBackendUrl` (npm run cms), Decap asks decap-server there first and edits the
 * working copy; without it (the built /admin), it signs in to GitHub.
 */
export function buildCmsConfig({
  settings,
  localBackendUrl,
  contentFolder = defaultContentFolder,
}: CmsTarget): CmsConfig {
  return {
    load_config_file: false,
    backend: backendFor(settings),
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    // Drafts become pull requests, so the content check runs before anything is published.
    // decap-server's file-system mode knows only direct saves; Decap switches to them there.
    publish_mode: "editorial_workflow",
    media_folder: `${contentFolder}/images`,
    public_folder: "images",
    site_url: "/",
    display_url: "/",
    editor: { preview: true },
    collections: cmsCollections(contentFolder),
  };
}
