/**
 * `npm run build` with a content mistake, for real: it stops at the content check, well
 * within 20 seconds, with the check's list as its last lines, exits 1, and leaves the
 * previous build byte-identical.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-build-run-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function hashTree(dir) {
  const hash = crypto.createHash("sha256");
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      hash.update(path.relative(dir, full));
      if (entry.isDirectory()) walk(full);
      else hash.update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest("hex");
}

test("a content mistake stops the build at the check, fast, and the last good build stays", { timeout: 30_000 }, () => {
  const content = path.join(work, "content");
  fs.cpSync(path.resolve("tests/fixtures/content/site"), content, { recursive: true });
  fs.cpSync(path.resolve("tests/fixtures/content/bad-three"), content, { recursive: true });
  const buildDir = path.join(work, "build");
  fs.mkdirSync(path.join(buildDir, "client/assets"), { recursive: true });
  fs.writeFileSync(path.join(buildDir, "client/index.html"), "<p>last good build</p>");
  fs.writeFileSync(path.join(buildDir, "client/assets/app.js"), "console.log('last good build');");
  const before = hashTree(path.join(buildDir, "client"));

  const started = performance.now();
  const run = spawnSync(process.execPath, ["scripts/build.mjs"], {
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir },
    encoding: "utf8",
  });
  const seconds = (performance.now() - started) / 1000;

  expect(run.status).toBe(1);
  expect(seconds).toBeLessThan(20);
  const lines = run.stdout.trimEnd().split("\n");
  expect(lines.at(-1)).toBe("3 problems in 3 files");
  expect(lines.slice(-4, -1).map((line) => line.split("  ")[0])).toEqual([
    "content/blog/darft-typo.md:8",
    "content/board/2019-2020.yml",
    expect.stringMatching(/^content\/events\/late-quiz\.md:[45]$/),
  ]);
  expect(run.stderr).toBe("");
  expect(hashTree(path.join(buildDir, "client"))).toBe(before);
  expect(fs.readdirSync(buildDir)).toEqual(["client"]);
});
