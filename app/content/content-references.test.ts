/**
 * Every reference an editor writes in content/ must lead somewhere: links to pages of the
 * site (Markdown links and path fields starting with '/') name a prerendered page, and
 * every image a content file names exists (each loader resolves its images, so calling
 * every loader once proves that). Editors' README files are instructions, not content.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import MarkdownIt from "markdown-it";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { parse as parseYaml } from "yaml";
import { pagePaths, resourcePaths } from "~/content/prerender-paths.server";
import routes from "~/routes";
import { loadAbout } from "./about.server";
import { listArticles, loadAllArticles } from "./blog.server";
import { loadBoard } from "./board.server";
import { loadCalendarEvents, loadEvents } from "./events.server";
import { loadGallery } from "./gallery.server";
import { loadHome } from "./home.server";
import { loadJoin, loadRoles } from "./join.server";
import { contentRoot, displayPath } from "./load.server";
import { loadProgram } from "./program.server";
import { loadSupport } from "./support.server";
import { findTeam, loadTeamSummaries } from "./teams.server";

const imageExtension = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const contentFiles = walk(contentRoot).filter(
  (file) => /\.(md|ya?ml)$/i.test(file) && !/^readme\./i.test(path.basename(file)),
);

/** Every string inside parsed YAML, however deeply nested. */
function yamlStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(yamlStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(yamlStrings);
  return [];
}

const markdown = new MarkdownIt({ linkify: true });

/** Link targets and image sources of a Markdown text, read the way the site renders it. */
function markdownReferences(source: string): { links: string[]; images: string[] } {
  const links: string[] = [];
  const images: string[] = [];
  for (const block of markdown.parse(source, {})) {
    for (const token of block.children ?? []) {
      if (token.type === "link_open") links.push(String(token.attrGet("href") ?? ""));
      if (token.type === "image") images.push(String(token.attrGet("src") ?? ""));
    }
  }
  return { links, images };
}

/** What a content file links to inside the site, and the images its Markdown body shows. */
function referencesOf(file: string): { links: string[]; images: string[] } {
  const text = fs.readFileSync(file, "utf8");
  let data: unknown = null;
  let body = "";
  if (file.endsWith(".md")) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
    data = match ? parseYaml(match[1] ?? "") : null;
    body = match ? (match[2] ?? "") : text;
  } else {
    data = parseYaml(text);
  }
  const strings = yamlStrings(data);
  // Path fields ('linkTo: /teams/events'); a '/'-path to an image is an image reference instead.
  const pathFields = strings.filter((value) => /^\/\S*$/.test(value) && !imageExtension.test(value));
  // Text fields may hold Markdown too (FAQ answers, intros).
  const fromFields = strings.map(markdownReferences);
  const fromBody = markdownReferences(body);
  return {
    links: [...pathFields, ...fromFields.flatMap((refs) => refs.links), ...fromBody.links],
    images: [...fromFields.flatMap((refs) => refs.images), ...fromBody.images],
  };
}

const sitePaths = new Set([...pagePaths(), ...resourcePaths(routes)]);

/** The site path of an internal link ('/events#past' → '/events'); null for other sites and mail. */
function sitePath(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const pathname = href.split(/[?#]/)[0] ?? "";
  return pathname.length > 1 ? pathname.replace(/\/$/, "") : "/";
}

/** Links of a content file to site paths that are not prerendered. */
function brokenLinks(file: string): string[] {
  return referencesOf(file)
    .links.map((href) => ({ href, target: sitePath(href) }))
    .filter(({ target }) => target !== null && !sitePaths.has(target))
    .map(({ href }) => href);
}

/** Markdown images of a content file that do not exist beside it (web addresses aside). */
function missingImages(file: string): string[] {
  return referencesOf(file).images.filter(
    (src) => !/^https?:/.test(src) && !fs.existsSync(path.resolve(path.dirname(file), src)),
  );
}

describe("links in content files", () => {
  test("content holds files to check", () => {
    expect(contentFiles.length).toBeGreaterThan(40);
  });

  test.each(contentFiles.map((file) => [displayPath(file), file]))(
    "%s links only to pages the site prerenders",
    (_name, file) => {
      expect(brokenLinks(file), `links in ${displayPath(file)} to pages that do not exist`).toEqual([]);
    },
  );

  test.each(contentFiles.map((file) => [displayPath(file), file]))(
    "%s shows only Markdown images that exist beside it",
    (_name, file) => {
      expect(missingImages(file), `images in ${displayPath(file)} that do not exist`).toEqual([]);
    },
  );

  // The fixture content has no broken reference (and no Markdown image), so the checks above
  // are shown to catch one on a file written for it.
  test("the checks report a link to a page that does not exist and a Markdown image that is missing", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-references-check-"));
    try {
      fs.writeFileSync(path.join(dir, "present.png"), "");
      const file = path.join(dir, "article.md");
      fs.writeFileSync(
        file,
        [
          "---",
          "title: References",
          "linkTo: /teams/no-such-team",
          "seeAlso: /events",
          "---",
          "",
          "Read [the blog](/blog), [an old page](/old-page#top) and [elsewhere](https://example.org/gone).",
          "",
          "![Shown](./present.png) ![Missing](./missing.png) ![Remote](https://example.org/photo.png)",
          "",
        ].join("\n"),
      );
      expect(brokenLinks(file)).toEqual(["/teams/no-such-team", "/old-page#top"]);
      expect(missingImages(file)).toEqual(["./missing.png"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the check finds the internal links the fixture articles contain", () => {
    const links = contentFiles.flatMap((file) => referencesOf(file).links).filter((href) => sitePath(href));
    expect(links).toContain("/student-support");
    expect(links).toContain("/teams/representatives");
  });
});

describe("image references, through every loader", () => {
  // resolveImage checks that the file exists, then looks it up in the manifest that the
  // image script writes before a build. Unit tests run before any build, so a manifest
  // listing every image under content/ stands in: only the existence check decides.
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-references-"));

  beforeAll(() => {
    const variant = { width: 800, src: "/_img/placeholder.webp" };
    const manifest = Object.fromEntries(
      walk(contentRoot)
        .filter((file) => imageExtension.test(file))
        .map((file) => [
          path.relative(contentRoot, file).split(path.sep).join("/"),
          { width: 1600, height: 900, original: "/_img/placeholder.png", avif: [variant], webp: [variant] },
        ]),
    );
    const manifestFile = path.join(tempDir, "image-manifest.json");
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    vi.stubEnv("IMAGE_MANIFEST", manifestFile);
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  const loaders: [string, () => unknown][] = [
    ["loadHome", loadHome],
    ["loadAbout", loadAbout],
    ["loadProgram", loadProgram],
    ["listArticles", listArticles],
    ["loadAllArticles", loadAllArticles],
    ["loadBoard", loadBoard],
    ["loadEvents", loadEvents],
    ["loadCalendarEvents", loadCalendarEvents],
    ["loadGallery", loadGallery],
    ["loadRoles", loadRoles],
    ["loadJoin", loadJoin],
    ["loadSupport", loadSupport],
    ["loadTeamSummaries", loadTeamSummaries],
    ["findTeam (every team)", () => loadTeamSummaries().map((team) => findTeam(team.slug))],
  ];

  test.each(loaders)("%s reads its content and resolves every image it names", (_name, load) => {
    expect(load).not.toThrow();
  });
});
