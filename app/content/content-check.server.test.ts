/**
 * The content check on fixture folders, each file holding one mistake an editor could
 * make. Every problem must come out at once, as 'file:line  field  what → fix'.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { checked, collections } from "./collections.server";
import { checkContent } from "./content-check.server";
import { matchPattern } from "./file-patterns";
import { formatProblems } from "./problems";
import { listAllFiles } from "./read-entry";
import { registeredCollections } from "./registry";

const fixture = (name: string) => path.join("tests/fixtures/content", name);

describe("a blog folder with one mistake per file", () => {
  test("lists every problem with its file, line and field, and counts them", async () => {
    const { problems } = await checkContent({ root: fixture("bad-blog"), collections: [checked("blog")] });
    const at = "tests/fixtures/content/bad-blog";
    expect(formatProblems(problems).split("\n")).toEqual([
      `${at}/blog/2024/old-post.md  file  is in a subfolder, which the site does not read → move it to content/blog/`,
      `${at}/blog/colon-in-title.md:2  title  the value contains ": " → put the whole value in double quotes`,
      `${at}/blog/darft-typo.md:8  darft  unknown field → did you mean "draft"?`,
      `${at}/blog/heic-photo.md:5  image  is an iPhone HEIC photo, which browsers and the site cannot show → convert it to JPEG (Mac: open it in Preview, File › Export…, Format JPEG; Windows: open it in Photos, ··· › Save as, .jpg; iPhone: Settings › Camera › Formats › Most Compatible) and use the .jpg`,
      `${at}/blog/hero.jpg  file  no content file uses this image → use it in a content file next to it, move it to content/images/, or delete it`,
      `${at}/blog/iso-date.md:3  date  "2025-11-20" is not a date like "November 20, 2025" → write a date like "November 20, 2025"`,
      `${at}/blog/missing-image.md:5  image  "../images/blog/okay.jpg" points to ${at}/images/blog/okay.jpg, which does not exist → did you mean "../images/blog/ok.jpg"?`,
      `${at}/blog/My Post.md  file  the file name becomes the web address and may hold only lowercase letters, digits and hyphens → rename it to my-post.md`,
      `${at}/blog/no-alt.md:2  imageAlt  missing → add a line "imageAlt: …" with text`,
      `${at}/blog/notes.txt  file  the site ignores this file: it reads content/blog/<slug>.md here → move it or delete it`,
      `${at}/blog/README.md  file  /admin would list this guide as an entry of the folder → move it to docs/content/`,
      `${at}/blog/too-wide.md:5  image  is 3001 × 2 px, more than 3000 px on its long side → shrink it in place with npm run images:shrink (at most 3000 px on its long side, upright, without camera and location data)`,
      `${at}/news/club-news.md  file  content/news/ is not a folder the site reads → move the file into one of blog/, images/, or delete it`,
      "13 problems in 13 files",
    ]);
  });

  test("a draft whose line carries a comment is valid", async () => {
    const { problems } = await checkContent({ root: fixture("bad-blog"), collections: [checked("blog")] });
    expect(problems.map((problem) => problem.file)).not.toContain(
      "tests/fixtures/content/bad-blog/blog/draft-with-comment.md",
    );
  });
});

test("board years: a .yml twin, a .yml alone, a name that is no academic year, a member twice", async () => {
  const { problems, counts } = await checkContent({ root: fixture("bad-board"), collections: [checked("board")] });
  const at = "tests/fixtures/content/bad-board/board";
  expect(formatProblems(problems).split("\n")).toEqual([
    `${at}/2019-2020.yml  file  "2019-2020" is there twice, as 2019-2020.yml and 2019-2020.yaml, and the site reads only the .yaml file → keep 2019-2020.yaml (copy anything missing into it) and delete 2019-2020.yml`,
    `${at}/2019-2021.yaml:2  academicYear  two years in a row, e.g. 2026-2027`,
    `${at}/2019-2021.yaml:7  members.1.name  "Jasper Quispe" is listed twice in this year → keep one entry`,
    `${at}/2020-2021.yml  file  the site reads only .yaml files here → rename it to 2020-2021.yaml`,
    "4 problems in 3 files",
  ]);
  expect(counts).toBe("2 board years, 1 image");
});

describe("image files", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sr-images-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  test("an original over 10 MB, a PNG named .jpg and a missing folder are reported where they are used", async () => {
    fs.mkdirSync(path.join(root, "images"), { recursive: true });
    fs.mkdirSync(path.join(root, "board"), { recursive: true });
    const small = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    // A camera original: a valid JPEG followed by enough data to pass the size limit.
    fs.writeFileSync(path.join(root, "images/camera.jpg"), Buffer.concat([small, Buffer.alloc(11 * 1024 * 1024)]));
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(root, "images/renamed.jpg"), png);
    fs.writeFileSync(path.join(root, "images/unused-large.jpg"), Buffer.alloc(12 * 1024 * 1024));
    // A spare picture in the shared folder that nothing uses is fine.
    fs.writeFileSync(path.join(root, "images/spare.jpg"), small);
    fs.writeFileSync(path.join(root, "images/notes.jpg"), "not a picture at all");
    fs.writeFileSync(
      path.join(root, "board/2025-2026.yaml"),
      [
        'academicYear: "2025-2026"',
        "members:",
        "  - name: A",
        "    role: Chair",
        "    image: ../images/camera.jpg",
        "  - name: B",
        "    role: Secretary",
        "    image: ../images/renamed.jpg",
        "  - name: C",
        "    role: Treasurer",
        "    image: ../pictures/c.jpg",
        "  - name: D",
        "    role: Member",
        "    image: https://example.org/d.jpg",
        "  - name: E",
        "    role: Member",
        "    image: ../images/notes.jpg",
      ].join("\n"),
    );
    const { problems } = await checkContent({ root, collections: [checked("board")] });
    const at = `${path.basename(root)}`;
    expect(formatProblems(problems).split("\n")).toEqual([
      `${at}/board/2025-2026.yaml:5  members.0.image  is 11.0 MB, more than 10 MB → shrink it in place with npm run images:shrink (at most 3000 px on its long side, upright, without camera and location data)`,
      `${at}/board/2025-2026.yaml:8  members.1.image  is named .jpg but holds a PNG image → rename it to match, or save it again as JPG`,
      `${at}/board/2025-2026.yaml:11  members.2.image  "../pictures/c.jpg" points to ${at}/pictures/c.jpg, which does not exist → correct the path (relative to this file) or add the image there`,
      `${at}/board/2025-2026.yaml:14  members.3.image  "https://example.org/d.jpg" is a web address → put the image in content/images/ and write its path here`,
      `${at}/board/2025-2026.yaml:17  members.4.image  cannot be read as an image (damaged, or not really an image) → open it in an image program and save it again as JPEG`,
      `${at}/images/unused-large.jpg  file  is 12.0 MB, more than 10 MB → shrink it in place with npm run images:shrink (at most 3000 px on its long side, upright, without camera and location data)`,
      "6 problems in 2 files",
    ]);
  });
});

describe("the complete fixture site", () => {
  const root = "tests/fixtures/content/site";

  test("passes the check, counted by collection", async () => {
    const { problems, counts } = await checkContent({ root });
    expect(formatProblems(problems)).toBe("0 problems in 0 files");
    // Counted by collection, each as the registry words it (1 article, 2 articles).
    const counted = registeredCollections.flatMap(([, { counted }]) => (counted ? [counted] : []));
    expect(counted.length).toBeGreaterThan(5);
    for (const [one, many] of counted) expect(counts).toMatch(new RegExp(`(^|, )(1 ${one}|\\d+ ${many})(,|$)`));
  });

  test("every content file belongs to exactly one collection", () => {
    const contentFiles = listAllFiles(root).filter((file) => /\.(md|yaml)$/.test(file) && !/readme\.md$/i.test(file));
    for (const file of contentFiles) {
      const owners = collections.filter((collection) => matchPattern(collection.files, file) !== null);
      expect(owners, file).toHaveLength(1);
    }
  });
});
