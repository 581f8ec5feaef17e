/**
 * The loaders' reading functions on a content folder made here: drafts are hidden the
 * same way from the loaders and from the prerender list (one reader), shown by
 * `npm run dev`, and a collection with mistakes fails with every problem listed.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { z } from "zod";

// The content folder is read when the modules load, so it is chosen before any import.
const root = vi.hoisted(() => {
  const nodeFs = require("node:fs") as typeof import("node:fs");
  const nodeOs = require("node:os") as typeof import("node:os");
  const nodePath = require("node:path") as typeof import("node:path");
  const dir = nodeFs.mkdtempSync(nodePath.join(nodeOs.tmpdir(), "sr-load-"));
  process.env.CONTENT_DIR = dir;
  return dir;
});

const { ContentError, readCollection, readSingle } = await import("./load.server");
const { checked, defineCollection } = await import("./collections.server");
const { pagePaths, resourcePaths } = await import("~/content/prerender-paths.server");
const { default: routes } = await import("~/routes");

function write(relative: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), text);
}

const article = (extra = "") =>
  [
    "---",
    "title: An article",
    "date: November 20, 2025",
    "author: Sam",
    "image: ../images/blog/a.jpg",
    "imageAlt: A picture",
    "description: One sentence.",
    ...(extra ? [extra] : []),
    "---",
    "",
    "Body.",
  ].join("\n");

beforeAll(() => {
  write("blog/published.md", article());
  write("blog/not-a-draft.md", article("draft: false # ready"));
  write("blog/draft-with-comment.md", article("draft: true # not ready yet"));
  write("blog/draft-capitalised.md", article("draft: True"));
  write("blog/draft-spaced.md", article("draft:    true"));
  write(
    "board/2025-2026.yaml",
    'academicYear: "2025-2026"\nmembers:\n  - name: Vera\n    role: Chair\n    image: ../images/board/a.jpg\n',
  );
  return () => fs.rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  delete process.env.SHOW_DRAFTS;
});

describe("drafts, written any YAML way", () => {
  const drafts = ["draft-capitalised", "draft-spaced", "draft-with-comment"];

  test("are hidden from the loaders and the prerender list alike", () => {
    expect(readCollection(checked("blog")).map((entry) => entry.id)).toEqual(["not-a-draft", "published"]);
    const blogPages = pagePaths().filter((page) => page.startsWith("/blog/"));
    expect(blogPages).toEqual(["/blog/not-a-draft", "/blog/published"]);
  });

  test("are shown by npm run dev (SHOW_DRAFTS=1), in the loaders and the prerender list alike", () => {
    process.env.SHOW_DRAFTS = "1";
    expect(readCollection(checked("blog")).map((entry) => entry.id)).toEqual([...drafts, "not-a-draft", "published"]);
    expect(pagePaths()).toEqual(expect.arrayContaining(drafts.map((slug) => `/blog/${slug}`)));
  });
});

test("a collection's entries carry their id, data and body", () => {
  const [year] = readCollection(checked("board"));
  expect(year?.id).toBe("2025-2026");
  expect(year?.data.members[0]?.name).toBe("Vera");
  expect(resourcePaths(routes)).toContain("/board/2025-2026/members.json");
  expect(pagePaths()).toContain("/board/2025-2026");
  expect(readCollection(checked("blog")).find((entry) => entry.id === "published")?.body).toBe("Body.");
});

test("a single-file collection reads its one file", () => {
  write("settings.yaml", "name: Student Representation\n");
  const settings = defineCollection({ files: "settings.yaml", schema: z.strictObject({ name: z.string() }) });
  expect(readSingle(settings)).toEqual({ name: "Student Representation" });
  write("settings.yaml", "name: Student Representation\nnmae: twice\n");
  expect(() => readSingle(settings)).toThrow(
    `${path.basename(root)}/settings.yaml:2  nmae  unknown field → did you mean "name"?`,
  );
});

describe("mistakes fail with every problem, each with file, line and field", () => {
  test("a collection lists the problems of all its files in one error", () => {
    write("blog/typo.md", article("darft: true"));
    write("blog/iso-date.md", article().replace("date: November 20, 2025", "date: 2025-11-20"));
    try {
      expect(() => readCollection(checked("blog"))).toThrow(ContentError);
      expect(() => readCollection(checked("blog"))).toThrow(
        [
          "Invalid content:",
          `${path.basename(root)}/blog/iso-date.md:3  date  "2025-11-20" is not a date like "November 20, 2025" → write a date like "November 20, 2025"`,
          `${path.basename(root)}/blog/typo.md:8  darft  unknown field → did you mean "draft"?`,
          "2 problems in 2 files",
        ].join("\n"),
      );
    } finally {
      fs.rmSync(path.join(root, "blog/typo.md"));
      fs.rmSync(path.join(root, "blog/iso-date.md"));
    }
  });

  test("a Markdown file without front matter", () => {
    write("blog/no-front-matter.md", fs.readFileSync("tests/fixtures/content/bad/article-no-frontmatter.md", "utf8"));
    try {
      expect(() => readCollection(checked("blog"))).toThrow(
        `${path.basename(root)}/blog/no-front-matter.md:1  file  has no front matter → start the file with a line "---"`,
      );
    } finally {
      fs.rmSync(path.join(root, "blog/no-front-matter.md"));
    }
  });

  test("a YAML file, every field at once", () => {
    const schema = z.strictObject({ hero: z.strictObject({ headline: z.string(), tagline: z.string() }) });
    write("page.yaml", "hero:\n  tagline: Speak\n  headlne: Hello\n");
    expect(() => readSingle(defineCollection({ files: "page.yaml", schema }))).toThrow(
      [
        `${path.basename(root)}/page.yaml:1  hero.headline  missing → add a line "headline: …" with text`,
        `${path.basename(root)}/page.yaml:3  hero.headlne  unknown field → did you mean "headline"?`,
        "2 problems in 1 file",
      ].join("\n"),
    );
  });

  test("a missing file", () => {
    const missing = defineCollection({ files: "no-such-file.yaml", schema: z.strictObject({}) });
    expect(() => readSingle(missing)).toThrow(
      `${path.basename(root)}/no-such-file.yaml  file  does not exist → create it (see the README in its folder)`,
    );
  });
});
