import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A content folder holding only site.yaml with `text`. */
function contentWithSettings(text: string): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sr-launch-")), "content");
  folders.push(path.dirname(root));
  fs.mkdirSync(root);
  fs.writeFileSync(path.join(root, "site.yaml"), text);
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

test("check:launch fails while a placeholder remains, naming each file:line and field", () => {
  const root = contentWithSettings(
    [
      "site:",
      "  url: https://sr-rsm.example.org # PLACEHOLDER",
      "contact:",
      '  phone: "+31 6 0000 0000" # PLACEHOLDER',
    ].join("\n"),
  );
  const run = checkLaunch(root);
  expect(run.status).toBe(1);
  expect(run.stdout).toContain("content/site.yaml:2  site.url  https://sr-rsm.example.org");
  expect(run.stdout).toContain("content/site.yaml:4  contact.phone  +31 6 0000 0000");
  expect(run.stdout).toContain("Not ready to launch: 2 placeholders in 1 file.");
}, 30_000);

test("check:launch passes when every value is real", () => {
  const run = checkLaunch(contentWithSettings("site:\n  url: https://sr-rsm.nl\n"));
  expect(run.stdout).toContain("Ready to launch");
  expect(run.status).toBe(0);
}, 30_000);
