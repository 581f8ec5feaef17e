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
import type { CmsBackend, CmsCollection, CmsCollectionFile, CmsConfig, CmsField } from "decap-cms-core";
import {
  type CollectionDefinition,
  type CollectionName,
  type FileGroup,
  fileGroups,
  folderOf,
  isFolderPattern,
  type MarkdownBody,
  type Pictures,
  pathFromFiles,
  registeredCollections,
  registry,
} from "~/content/registry";
import { shapeOf } from "~/content/schema-walk";
import { cmsFields, fileNameField } from "./cms-fields";
import { folderSchemas, schemaFor } from "./collection-schemas";
import { contentFormatName, publishedOnField } from "./content-formats";

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

/** The Markdown below a file's front matter, as the registry describes it. */
function markdownBody({ label, required }: MarkdownBody): CmsField {
  return {
    name: "body",
    label,
    widget: "markdown",
    buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list", "quote"],
    editor_components: [],
    ...(required ? {} : { required: false }),
  } as CmsField;
}

/** The field the album list sorts by, left out of the editors' form. */
export const albumYearField = "year";

/**
 * What Decap needs beyond the registry, by collection: hidden fields. The article list
 * sorts by the publication day that content-formats.ts adds on reading and drops on
 * writing. An album's year is written to the file (the schema's `year`, which the content
 * check holds equal to the album's folder): a new album is this year's, its folder `{{year}}`.
 */
const decapOnly: Partial<Record<FolderName, Partial<CmsCollection> & { leading?: CmsField[]; trailing?: CmsField[] }>> =
  {
    blog: {
      sortable_fields: [{ field: publishedOnField, default_sort: "desc" } as unknown as string],
      trailing: [{ name: publishedOnField, label: "Published on", widget: "hidden", required: false } as CmsField],
    },
    // A new event's file takes the year of its start date, as every event's does
    // ('spring-boat-tour-2025.md'): the same title next year is another file. Decap names
    // a file once, when it is created, so a later change of the date keeps the name.
    events: { slug: "{{slug}}-{{startDate | date('YYYY')}}" },
    gallery: {
      path: "{{year}}/album",
      slug: "{{year}}",
      identifier_field: "photos",
      leading: [
        {
          name: albumYearField,
          label: "Year",
          widget: "hidden",
          default: String(new Date().getFullYear()),
        } as CmsField,
      ],
    },
  };

/** Decap's preview address of an entry's page: '/blog/<id>' → 'blog/{{slug}}'. */
const previewPath = (page: string | undefined) =>
  page === undefined ? {} : { preview_path: page.replace(/^\//, "").replaceAll("<id>", "{{slug}}") };

/** The image folders of a collection or field: Decap writes uploads to `media_folder`, and `public_folder` in the field. */
function imageFolders(contentRoot: string, files: string, pictures: Pictures | undefined) {
  if (!pictures) return {};
  if ("besideTheFile" in pictures) return { media_folder: "", public_folder: "" };
  return { media_folder: `/${contentRoot}/${pictures.folder}`, public_folder: pathFromFiles(files, pictures.folder) };
}

/**
 * A field whose pictures live in a folder of their own (the statistics' artwork beside
 * the home page's hero). Decap finds a saved picture by its field's media folder and the
 * picture's file name alone, and lists that folder in the field's media library: each
 * field's folder must be where its pictures are, or the field cannot show them.
 */
function withFieldImageFolder(
  fields: CmsField[],
  [head, ...tail]: string[],
  folders: Pick<CmsField, "media_folder" | "public_folder">,
): CmsField[] {
  if (!fields.some((field) => field.name === head)) throw new Error(`no field ${head} to give its own image folder`);
  return fields.map((field) => {
    if (field.name !== head) return field;
    if (tail.length === 0) return { ...field, ...folders } as CmsField;
    const inner = (field as { fields?: CmsField[] }).fields;
    if (!inner) throw new Error(`the field ${field.name} has no fields of its own`);
    return { ...field, fields: withFieldImageFolder(inner, tail, folders) } as CmsField;
  });
}

/** A form's fields: generated from the schema, with the fields whose pictures have a folder of their own. */
function formFields(contentRoot: string, name: CollectionName, schema: Parameters<typeof cmsFields>[0]): CmsField[] {
  const { files, pictures }: CollectionDefinition = registry[name];
  const ownFolders = pictures && "folder" in pictures ? Object.entries(pictures.fields ?? {}) : [];
  return ownFolders.reduce(
    (fields, [path, folder]) =>
      withFieldImageFolder(fields, path.split("."), imageFolders(contentRoot, files, { folder })),
    cmsFields(schema),
  );
}

/** A folder collection: one file per entry, its fields generated from the file's schema. */
function folderCollection(contentRoot: string, name: FolderName): CmsCollection {
  const definition: CollectionDefinition = registry[name];
  const schema = folderSchemas[name];
  const { leading = [], trailing = [], ...decap } = decapOnly[name] ?? {};
  const named = fileNameField(schema);
  const namedAfter = definition.newFileNamedAfter;
  const extension = /\.([a-z]+)$/.exec(definition.files)?.[1] ?? "";
  return {
    name,
    label: definition.label,
    ...(definition.labelSingular ? { label_singular: definition.labelSingular } : {}),
    folder: `${contentRoot}/${folderOf(definition.files)}`,
    extension,
    // Every file is read and written in the site's one formatting (content-formats.ts).
    format: contentFormatName(name),
    create: true,
    // A file named after a field (a board year, a team's tile title) is given that name, and
    // only that; others are named after their title, which Decap must be told (it looks for
    // a `string` widget).
    ...(namedAfter
      ? { identifier_field: namedAfter, slug: `{{${namedAfter}}}` }
      : named
        ? { identifier_field: named, slug: `{{${named}}}` }
        : { slug: "{{slug}}", ...("title" in shapeOf(schema) ? { identifier_field: "title" } : {}) }),
    ...(definition.list
      ? {
          summary: definition.list.summary,
          sortable_fields: [
            { field: definition.list.sortBy, default_sort: definition.list.order } as unknown as string,
          ],
        }
      : {}),
    ...previewPath(definition.page),
    ...imageFolders(contentRoot, definition.files, definition.pictures),
    ...decap,
    fields: [
      ...leading,
      ...formFields(contentRoot, name, schema),
      ...(definition.body ? [markdownBody(definition.body)] : []),
      ...trailing,
    ],
  } as CmsCollection;
}

/** A group of single files in /admin's menu (the registry's `fileGroups`). */
const menuGroup = (group: { label: string; labelSingular?: string }) => ({
  label: group.label,
  ...(group.labelSingular ? { label_singular: group.labelSingular } : {}),
});

/** A single file, its fields generated from its schema. */
function singleFile(contentRoot: string, name: CollectionName): CmsCollectionFile {
  const definition: CollectionDefinition = registry[name];
  const schema = schemaFor(definition.group ?? "", name);
  if (!schema) throw new Error(`no schema for the single file ${name}`);
  return {
    name,
    label: definition.label,
    file: `${contentRoot}/${definition.files}`,
    ...previewPath(definition.page),
    ...imageFolders(contentRoot, definition.files, definition.pictures),
    fields: formFields(contentRoot, name, schema as Parameters<typeof cmsFields>[0]),
  };
}

/** Every collection of /admin, in the registry's order (folders, then the groups of single files), for the content folder `contentRoot`. */
export function cmsCollections(contentRoot = defaultContentFolder): CmsCollection[] {
  const folders = registeredCollections
    .filter(([, definition]) => isFolderPattern(definition.files))
    .map(([name]) => folderCollection(contentRoot, name as FolderName));
  const groups = (Object.keys(fileGroups) as FileGroup[]).map(
    (group): CmsCollection => ({
      name: group,
      ...menuGroup(fileGroups[group]),
      format: contentFormatName(group),
      files: registeredCollections
        .filter(([, definition]) => !isFolderPattern(definition.files) && definition.group === group)
        .map(([name]) => singleFile(contentRoot, name)),
    }),
  );
  return [...folders, ...groups];
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
