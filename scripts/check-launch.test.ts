/**
 * `npm run check:launch` as it runs before publishing: on the placeholder fixture (one
 * sample value per rule, board members without a photo in two years) it lists each with
 * file, line, field and rule and fails; on the same files as a save in /admin writes them
 * (comments gone) it lists the same things; on real-looking content it passes.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { collectionOfFile, fileKindOf, formatContentText } from "../app/content/formatting/content-format";

const fixture = "tests/fixtures/content/placeholders";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A new, empty folder named 'content', so the check names files 'content/…'. */
function contentFolder(): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sr-launch-")), "content");
  folders.push(path.dirname(root));
  fs.mkdirSync(root);
  return root;
}

/** `npm run check:launch` on that folder, as the command line runs it. */
function checkLaunch(contentDir: string) {
  const tsx = path.resolve("node_modules/.bin/tsx");
  return spawnSync(tsx, ["scripts/check-launch.ts"], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: contentDir },
  });
}

/** The listed lines without their line numbers: what a save may move, not what it may change. */
const listedWithoutLines = (stdout: string) =>
  stdout
    .split("\n")
    .filter((line) => line.startsWith("content/"))
    .map((line) => line.replace(/^([^:]+):\d+/, "$1"));

test("check:launch fails on each placeholder rule and each member without a photo, naming file:line, field and rule", () => {
  const root = contentFolder();
  fs.cpSync(fixture, root, { recursive: true });
  const run = checkLaunch(root);
  expect(run.stderr).toBe("");
  expect(run.status).toBe(1);
  const listed = run.stdout.split("\n").filter((line) => line.startsWith("content/"));
  // The start of each line the check lists for the fixture, in order (a golden file: the check's output as written).
  const expected = fs.readFileSync("tests/fixtures/launch-check.expected.txt", "utf8").trimEnd().split("\n");
  expect(listed).toHaveLength(expected.length);
  // Each line goes on with the rule's reason, which the editor reads.
  listed.forEach((line, index) => {
    expect(line.startsWith(expected[index] ?? "-")).toBe(true);
    expect(line.length).toBeGreaterThan((expected[index] ?? "").length + 10);
  });
  expect(run.stdout).toContain("Not ready to launch: 10 placeholders and 2 board members without a photo in 4 files.");
}, 30_000);

test("a save in /admin (every comment gone) changes nothing in what check:launch lists", () => {
  const written = contentFolder();
  fs.cpSync(fixture, written, { recursive: true });
  const saved = contentFolder();
  fs.cpSync(fixture, saved, { recursive: true });
  let commentsDropped = 0;
  // Every content file of the fixture, written anew as /admin writes a file it saves.
  const files = fs
    .readdirSync(saved, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(md|yaml)$/.test(name) && !/readme/i.test(name));
  expect(files.length).toBeGreaterThan(2);
  for (const name of files) {
    const file = path.join(saved, name);
    const text = fs.readFileSync(file, "utf8");
    const collection = collectionOfFile(name);
    if (!collection) throw new Error(`${name} is not a content file`);
    // /admin's own writer (app/admin/content-formats.ts writes through it).
    const rewritten = formatContentText(text, fileKindOf(collection));
    if (text.includes("#") && !rewritten.includes("#")) commentsDropped += 1;
    fs.writeFileSync(file, rewritten);
  }
  // The test means something only if the fixture's comments were there to lose.
  expect(commentsDropped).toBe(3);

  const before = checkLaunch(written);
  const after = checkLaunch(saved);
  expect(after.status).toBe(1);
  expect(listedWithoutLines(after.stdout)).toEqual(listedWithoutLines(before.stdout));
  expect(after.stdout.trimEnd().split("\n").at(-1)).toBe(before.stdout.trimEnd().split("\n").at(-1));
}, 30_000);

test("check:launch passes when every value is real and every member has a photo", () => {
  const root = contentFolder();
  fs.writeFileSync(
    path.join(root, "site.yaml"),
    "site:\n  url: https://sr-rsm.nl\ncontact:\n  phone: '+31 10 246 8135'\n",
  );
  fs.mkdirSync(path.join(root, "board"));
  fs.writeFileSync(
    path.join(root, "board/2025-2026.yaml"),
    'academicYear: "2025-2026"\nmembers:\n  - name: A\n    role: Chair\n    image: ../images/board/a.jpg\n',
  );
  const run = checkLaunch(root);
  expect(run.stdout).toContain("Ready to launch");
  expect(run.status).toBe(0);
}, 30_000);
