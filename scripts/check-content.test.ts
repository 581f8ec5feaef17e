/**
 * `npm run check:content` as an editor runs it: on a copy of the fixture site with three
 * mistakes in three files it lists all three with file and line, ends with the count and
 * exits 1; on the fixture site itself it says what it checked and exits 0.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";

const site = path.resolve("tests/fixtures/content/site");
const copy = fs.mkdtempSync(path.join(os.tmpdir(), "sr-check-"));
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

function checkContent(contentDir: string) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], {
    env: { ...process.env, CONTENT_DIR: contentDir },
    encoding: "utf8",
  });
  return { status: run.status, lines: run.stdout.trimEnd().split("\n"), stderr: run.stderr };
}

// Each test starts Node and the check: seconds, more on a busy machine.
const spawnTimeout = 30_000;

test("three mistakes in three files: each listed with file, line and field; exit code 1", {
  timeout: spawnTimeout,
}, () => {
  fs.cpSync(site, copy, { recursive: true });
  fs.cpSync(path.resolve("tests/fixtures/content/bad-three"), copy, { recursive: true });
  const at = path.basename(copy);

  const { status, lines, stderr } = checkContent(copy);

  expect(stderr).toBe("");
  expect(status).toBe(1);
  expect(lines).toHaveLength(4);
  expect(lines[0]).toBe(`${at}/blog/darft-typo.md:8  darft  unknown field → did you mean "draft"?`);
  expect(lines[1]).toBe(
    `${at}/board/2019-2020.yml  file  "2019-2020" is there twice, as 2019-2020.yml and 2019-2020.yaml, and the site reads only the .yaml file → keep 2019-2020.yaml (copy anything missing into it) and delete 2019-2020.yml`,
  );
  // The events schema words its own message; the reporter places it on the field's line.
  expect(lines[2]).toMatch(new RegExp(`^${at}/events/late-quiz\\.md:[45]  (startTime|endTime)  .+ → .+`));
  expect(lines[3]).toBe("3 problems in 3 files");
});

test("valid content: what was checked, and exit code 0", { timeout: spawnTimeout }, () => {
  const { status, lines } = checkContent(site);
  expect(status).toBe(0);
  expect(lines[0]).toMatch(/^content OK: \d+ articles, /);
  expect(lines[0]).toMatch(/, \d+ board years, /);
});
