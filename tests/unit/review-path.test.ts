/**
 * Review before publishing, as README.md ("Editing in the browser") and EDITORS-GUIDE.md
 * describe it: /admin saves every change as a pull request on GitHub (the editorial
 * workflow), the host builds a deploy preview of that pull request, and Decap's "View
 * Preview" link opens the preview at the entry's own page. Decap makes that link from the
 * deploy preview's address and the collection's `preview_path`; here each `preview_path` is
 * filled in with Decap's own template functions for every published fixture entry, and the
 * address must be a page the build prerenders (app/content/prerender-paths.server.ts).
 * EDITORS-GUIDE.md names /admin's buttons and messages as Decap's English locale writes
 * them. netlify.toml and the pull request's checks are read back in
 * tests/unit/deploy-config.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import type { CmsCollection, CmsConfig } from "decap-cms-core";
import { addFileTemplateFields, compileStringTemplate } from "decap-cms-lib-widgets/dist/esm/stringTemplate.js";
import { fromJS, type Map as ImmutableMap } from "immutable";
import { describe, expect, test } from "vitest";
import { buildCmsConfig, defaultContentFolder } from "~/admin/cms-config";
import { contentRoot, isHiddenDraft, readSourceFile } from "~/content/content-files";
import { pagePaths } from "~/content/prerender-paths.server";

/** The production configuration: GitHub, no local backend. */
const config: CmsConfig = buildCmsConfig({ settings: { repository: "sr-rsm/website", branch: "main" } });
const collections = config.collections;

/** A deploy preview's address as Netlify gives it for pull request 42. */
const deployPreview = "https://deploy-preview-42--sr-rsm.netlify.app/";

/** Every page of the fixture site, as the build prerenders it. */
const pages = new Set(pagePaths());

/**
 * The collections that have a page of their own per entry: that page for an entry id (its
 * file name), and a preview_path that gives it.
 */
const entryPages: Record<string, { page: (id: string) => string; example: string }> = {
  blog: { page: (id) => `/blog/${id}`, example: "blog/{{slug}}" },
  events: { page: (id) => `/events/${id}`, example: "events/{{slug}}" },
  board: { page: (id) => `/board/${id}`, example: "board/{{slug}}" },
  teams: { page: (id) => `/teams/${id}`, example: "teams/{{slug}}" },
  roles: { page: (id) => `/join/role/${id}`, example: "join/role/{{slug}}" },
};

/**
 * Decap's preview address (previewUrlFormatter in decap-cms-core): the entry's fields plus
 * its file's dirname/filename/extension fill the template, `{{slug}}` is the entry's slug,
 * and the result joins the base address. Decap also runs each filled-in value through its
 * slug clean-up, which leaves the site's ids (lowercase letters, digits, hyphens) as they
 * are; the site's addresses hold no dates, so no date is passed.
 */
function previewUrl(
  base: string,
  template: string,
  entry: { slug: string; repositoryPath: string; folder: string; data: unknown },
): string {
  const fields = addFileTemplateFields(
    entry.repositoryPath,
    fromJS(entry.data ?? {}) as ImmutableMap<string, unknown>,
    entry.folder,
  );
  const filled = compileStringTemplate(template, null, entry.slug, fields);
  return `${base.replace(/\/+$/, "")}/${filled.replace(/^[ /]+/, "")}`;
}

/** The content folder's counterpart of a path Decap knows from the repository root ('content/blog'). */
function onDisk(repositoryPath: string): string {
  const prefix = `${defaultContentFolder}/`;
  if (!repositoryPath.startsWith(prefix)) throw new Error(`Not under ${prefix}: ${repositoryPath}`);
  return path.join(contentRoot, repositoryPath.slice(prefix.length));
}

type FixtureEntry = { id: string; slug: string; repositoryPath: string; folder: string; data: unknown };

/** A folder collection's published fixture entries, with the slug Decap gives each. */
function publishedEntries(collection: CmsCollection): FixtureEntry[] {
  const folder = collection.folder ?? "";
  const extension = `.${collection.extension ?? "md"}`;
  const files = fs
    .readdirSync(onDisk(folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(extension) && !/^readme\./i.test(path.basename(name)))
    .sort();
  return files.flatMap((name) => {
    const { source } = readSourceFile(path.join(onDisk(folder), name));
    // A hidden draft has no page on the site, nor on a deploy preview.
    if (isHiddenDraft(source.data)) return [];
    const slug = name.slice(0, -extension.length).split(path.sep).join("/");
    return [
      { id: path.basename(slug), slug, repositoryPath: `${folder}/${slug}${extension}`, folder, data: source.data },
    ];
  });
}

function collectionNamed(name: string): CmsCollection {
  const collection = collections.find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`/admin has no collection '${name}'`);
  return collection;
}

/** An address's page: its path, without the host and the #anchor. */
const pageOf = (url: string) => new URL(url).pathname;

describe("/admin saves every change as a pull request", () => {
  test("on GitHub, through the editorial workflow", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend.name).toBe("github");
    expect(config.backend.repo).toBe("sr-rsm/website");
    expect(config.local_backend, "the built /admin edits GitHub, not a working copy").toBeUndefined();
  });

  test("and shows the deploy preview's link, found by Decap's own rule", () => {
    expect(config.show_preview_links).not.toBe(false);
    // Without preview_context, Decap takes the first commit status whose name contains
    // "deploy": Netlify's "netlify/<site>/deploy-preview". Naming one would tie /admin to
    // the Netlify site's name.
    expect(config.backend).not.toHaveProperty("preview_context");
  });
});

describe("the preview link opens the entry's own page", () => {
  test.each(Object.entries(entryPages))("%s", (name, { page, example }) => {
    const collection = collectionNamed(name);
    expect(collection.folder, `${name} is a folder collection`).toBeTruthy();
    const template = collection.preview_path;
    expect(template, `collection '${name}' needs preview_path, e.g. '${example}'`).toEqual(expect.any(String));
    const entries = publishedEntries(collection);
    expect(entries.length, `published fixture entries of ${name}`).toBeGreaterThan(0);
    for (const entry of entries) {
      const url = previewUrl(deployPreview, template ?? "", entry);
      expect(url, entry.repositoryPath).toBe(new URL(page(entry.id), deployPreview).href);
      expect(pages, `${url} is not a prerendered page`).toContain(pageOf(url));
    }
  });

  test("'View Live' of a published entry opens the same page on the site itself", () => {
    for (const name of Object.keys(entryPages)) {
      const collection = collectionNamed(name);
      const [entry] = publishedEntries(collection);
      if (!entry) throw new Error(`No published fixture entry in ${name}`);
      // site_url is relative ('/'): the link stays on the host that serves /admin.
      const live = previewUrl(config.site_url ?? "", collection.preview_path ?? "", entry);
      expect(live, entry.repositoryPath).toBe(entryPages[name]?.page(entry.id));
    }
  });

  test("every preview_path, of a folder or of a single file, names a prerendered page", () => {
    const checked: string[] = [];
    for (const collection of collections) {
      if (collection.folder && collection.preview_path) {
        for (const entry of publishedEntries(collection)) {
          const url = previewUrl(deployPreview, collection.preview_path, entry);
          expect(pages, `${entry.repositoryPath} → ${url}`).toContain(pageOf(url));
          checked.push(entry.repositoryPath);
        }
      }
      for (const file of collection.files ?? []) {
        const template = file.preview_path ?? collection.preview_path;
        if (!template) continue;
        const { source } = readSourceFile(onDisk(file.file));
        const url = previewUrl(deployPreview, template, {
          slug: file.name,
          repositoryPath: file.file,
          folder: "",
          data: source.data,
        });
        expect(pages, `${file.file} → ${url}`).toContain(pageOf(url));
        checked.push(file.file);
      }
    }
    // The five collections above have a page per entry, so there is always something to check.
    expect(checked.length).toBeGreaterThan(0);
  });
});

describe("EDITORS-GUIDE.md", () => {
  const guide = fs.readFileSync("EDITORS-GUIDE.md", "utf8");
  // The guide wraps its lines anywhere, a button's name included.
  const guideText = guide.replace(/\s+/g, " ");
  // The English strings of the Decap version /admin runs (decap-cms-app pins this package).
  const locale = fs.readFileSync(path.resolve("node_modules/decap-cms-locales/src/en/index.js"), "utf8");

  /** Decap's string, as its locale file holds it, and as the guide shows it to the editor. */
  const labels: [decap: string, shown?: string][] = [
    ["Login with GitHub"],
    ["Login"],
    ["Contents"],
    ["Workflow"],
    ["Media"],
    ["Log Out"],
    ["＋ %{collectionLabel}", "＋ Blog article"],
    ["Choose an image"],
    ["Save"],
    ["Entry saved"],
    ["Oops, you've missed a required field. Please complete before saving."],
    ["Status: %{status}", "Status: Draft"],
    ["In review"],
    ["Ready"],
    ["Drafts"],
    ["In Review"],
    ["Check for Preview"],
    ["View Preview"],
    ["View Live"],
    ["Publish"],
    ["Publish now"],
    ["Are you sure you want to publish this entry?"],
    ["Publish new entry"],
    ["Publish changes"],
    ["Entry published"],
    ['Please update status to "Ready" before publishing.'],
    ["Failed to publish: %{details}", "Failed to publish: …"],
    ["Delete unpublished entry"],
    ["Delete unpublished changes"],
    ["All unpublished changes to this entry will be deleted. Do you still want to delete?"],
    ["Delete new entry"],
    ["Delete changes"],
    ["Delete published entry"],
    ["Unpublish"],
    ["Published"],
    ["Delete entry"],
  ];

  test.each(labels)("says %s as /admin does", (decap, shown = decap) => {
    const quoted = [`'${decap}'`, `"${decap}"`, `\`${decap}\``];
    expect(
      quoted.some((literal) => locale.includes(literal)),
      `Decap's English locale has no string ${decap}`,
    ).toBe(true);
    expect(guideText).toContain(shown);
  });

  test("lists every collection of /admin's menu where it shows the menu", () => {
    const labels = buildCmsConfig({ settings: { repository: "owner/site", branch: "main" } }).collections.map(
      (collection) => String(collection.label),
    );
    const menu = /under \*\*Collections\*\* \(([^)]*)\)/.exec(guideText)?.[1] ?? "";
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(menu, `the collection ${label}`).toContain(label);
  });

  test("shows a content check line that CONTENT.md's tested example holds", () => {
    const example = /^ {3}(content\/\S+:\d+ {2}.+→.+)$/m.exec(guide)?.[1];
    expect(example, "an indented content check line in EDITORS-GUIDE.md").toBeDefined();
    expect(fs.readFileSync("CONTENT.md", "utf8").split("\n")).toContain(example);
  });
});
