/**
 * Every file of content/ and of the tests' content folders is in the one formatting that
 * /admin writes, byte for byte: read and written again, it is the same. A save in /admin
 * then changes only the lines of what was edited. A file that is not in it is named with
 * the lines the formatting would change and the command that rewrites it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { describeFormatting, formatCommand, formattedFolders, unformattedFiles } from "./content-formatting";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

test.each(formattedFolders)("every content file under %s is in the formatting /admin writes", (folder) => {
  const unformatted = unformattedFiles(folder);
  expect(
    unformatted.map(describeFormatting),
    `${unformatted.length} file(s) under ${folder} are not written the way /admin writes them, so a save there would change lines nobody edited. Run \`${formatCommand}\` (it rewrites them), or change these lines by hand:`,
  ).toEqual([]);
});

test(`a file out of the formatting is named with its lines, and \`${formatCommand}\` rewrites it`, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sr-format-"));
  folders.push(root);
  fs.mkdirSync(path.join(root, "events"));
  const event = path.join(root, "events", "quiz-2025.md");
  fs.writeFileSync(event, '---\nstartDate: 2025-11-20\ntitle: "Quiz"\n---\nText.\n');
  fs.writeFileSync(path.join(root, "site.yaml"), "- not: fields\n");
  fs.writeFileSync(path.join(root, "notes.md"), "Not a content file.\n");

  expect(unformattedFiles(root).map(describeFormatting)).toEqual([
    `${event}:\n-3 title: "Quiz"\n+2 title: Quiz\n+5 `,
    `${path.join(root, "site.yaml")}: cannot be read (the file does not hold fields)`,
  ]);

  const tsx = path.resolve("node_modules/.bin/tsx");
  const run = spawnSync(tsx, ["scripts/format-content.ts", root], { encoding: "utf8" });
  expect(run.status).toBe(1);
  expect(run.stdout).toContain("1 file rewritten in the formatting /admin writes");
  expect(run.stdout).toContain("1 left as it is");
  expect(fs.readFileSync(event, "utf8")).toBe("---\ntitle: Quiz\nstartDate: 2025-11-20\n---\n\nText.\n");
  expect(unformattedFiles(root).map(({ file }) => file)).toEqual([path.join(root, "site.yaml")]);
  // The command starts a Node process with tsx, as check-launch.test.ts does: seconds on a busy machine.
}, 30_000);
