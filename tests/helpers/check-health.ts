/**
 * `npm run check:health` as the weekly workflow and a board member run it, for its tests:
 * on copies of the fixture content with a fixed `--today` and without the links
 * (`--no-links`: no test reaches the internet; the link check has its own tests).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

export const fixture = "tests/fixtures/content/site";

// One folder per test file that imports this module, removed after it.
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-health-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A copy of the fixture content in a folder named 'content', changed by `edit`. */
export function contentWith(name: string, edit: (root: string) => void = () => {}): string {
  const root = path.join(work, name, "content");
  fs.cpSync(fixture, root, { recursive: true });
  edit(root);
  return root;
}

export function checkHealth(contentDir: string, ...args: string[]) {
  const tsx = path.resolve("node_modules/.bin/tsx");
  return spawnSync(tsx, ["scripts/check-health.ts", "--no-links", ...args], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: contentDir },
  });
}

/** The new academic year's board and representatives in a copy, copied from the year before. */
export function addYear(root: string, year: string, before: string) {
  for (const folder of ["board", "representatives"]) {
    const text = fs.readFileSync(path.join(root, folder, `${before}.yaml`), "utf8");
    fs.writeFileSync(
      path.join(root, folder, `${year}.yaml`),
      text.replace(`academicYear: ${before}`, `academicYear: ${year}`),
    );
  }
}
