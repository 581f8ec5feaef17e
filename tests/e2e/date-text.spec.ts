/**
 * The date writer (app/lib/date-text.ts) in Chromium: /admin runs it there (the line that
 * says back a typed date, the article date it writes to the file), so it must write there
 * exactly what it writes in Node, where the build runs it. The page loads the module and
 * the table's check (tests/date-strings-check.ts) as they are, their types stripped by
 * TypeScript, from an address answered here; the same check runs in Node in date-text.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import ts from "typescript";
import * as dateText from "../../app/lib/date-text";
import { writtenByTheModule } from "../date-strings-check";

const root = path.resolve(import.meta.dirname, "../..");
const origin = "http://date-text.test";

test("Chromium writes every line of the table of expected strings as Node does", async ({ page }) => {
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/")
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>dates</title>" });
    // An import without its extension ('./dates') names a TypeScript module of the project.
    const file = path.join(root, `${pathname}.ts`);
    if (!file.startsWith(root) || !fs.existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({
      contentType: "text/javascript",
      body: ts.transpileModule(fs.readFileSync(file, "utf8"), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText,
    });
  });
  await page.goto(`${origin}/`);

  const inChromium = await page.evaluate(async (origin) => {
    const [writer, check] = await Promise.all([
      import(`${origin}/app/lib/date-text`),
      import(`${origin}/tests/date-strings-check`),
    ]);
    return { language: navigator.language, ...check.writtenByTheModule(writer) };
  }, origin);

  const inNode = writtenByTheModule(dateText);
  expect(inChromium.written).toEqual(inChromium.expected);
  expect(inChromium.expected).toEqual(inNode.expected);
  expect(Object.keys(inChromium.written).length).toBeGreaterThan(50);
});
