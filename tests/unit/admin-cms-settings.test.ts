/**
 * /admin's build reads the `cms` section of site.yaml through the site's own loader: the
 * settings are validated with the site settings' schema, and a mistake stops the build
 * with the file, the line and the field, as it would stop the site's build.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, expect, test } from "vitest";
import { readCmsSettings } from "../../vite.admin.config";

const fixtureDir = path.resolve("tests/fixtures/content/site");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-cms-settings-"));
const contentDirBefore = process.env.CONTENT_DIR;
afterEach(() => {
  process.env.CONTENT_DIR = contentDirBefore;
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A copy of the fixture content whose site.yaml is `edit` of the fixture's. */
function contentWith(name: string, edit: (siteYaml: string) => string): string {
  const dir = path.join(work, name);
  fs.cpSync(fixtureDir, dir, { recursive: true });
  const file = path.join(dir, "site.yaml");
  const edited = edit(fs.readFileSync(file, "utf8"));
  fs.writeFileSync(file, edited);
  return dir;
}

test("gives the cms section of a valid site.yaml", async () => {
  expect(await readCmsSettings(fixtureDir)).toEqual({ repository: "sr-rsm/website", branch: "main" });
});

test("gives null when site.yaml has no cms section", async () => {
  const dir = contentWith("no-cms", (text) => text.replace(/\ncms:\n(?: {2}.*\n)+/, "\n"));
  expect(await readCmsSettings(dir)).toBeNull();
});

test("stops on an invalid cms section, naming the file, the line and the field", async () => {
  const dir = contentWith("bad-cms", (text) =>
    text.replace("  repository: sr-rsm/website", "  repository: not a repository").replace("  branch:", "  brnch:"),
  );
  const lines = fs.readFileSync(path.join(dir, "site.yaml"), "utf8").split("\n");
  const line = (start: string) => lines.findIndex((text) => text.startsWith(start)) + 1;
  const failure = readCmsSettings(dir);
  await expect(failure).rejects.toThrow(
    new RegExp(`bad-cms/site\\.yaml:${line("  repository:")} {2}cms\\.repository {2}"not a repository"`),
  );
  await expect(failure).rejects.toThrow(
    new RegExp(`bad-cms/site\\.yaml:${line("  brnch:")} {2}cms\\.brnch {2}unknown field → did you mean "branch"\\?`),
  );
});

test("stops on a mistake elsewhere in site.yaml too: the settings are read whole", async () => {
  const dir = contentWith("bad-site", (text) => text.replace(/^newsletter:/m, "newsleter:"));
  await expect(readCmsSettings(dir)).rejects.toThrow(/bad-site\/site\.yaml:\d+ {2}newsleter {2}unknown field/);
});
