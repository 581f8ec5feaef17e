/**
 * First-load budgets, checked on the build output alone (no browser): for every
 * prerendered page, the gzip -9 size of the JavaScript it loads up front and of its CSS.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { budgets, formatKb, jsBudgetFor } from "../../scripts/budgets.mjs";
import { listPages, measurePage } from "../../scripts/first-load.mjs";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const pages = fs.existsSync(clientDir) ? listPages(clientDir) : [];

test("the build folder has prerendered pages", () => {
  expect(pages.length, `no index.html under ${clientDir}: run the build first`).toBeGreaterThan(0);
});

for (const { route, file } of pages) {
  test(`first-load budget ${route}`, () => {
    const size = measurePage(clientDir, file);
    expect(size.missing, `${route} references files that are not in the build`).toEqual([]);
    const jsBudget = jsBudgetFor(route);
    const problems = [];
    if (size.js > jsBudget) {
      problems.push(`JS ${formatKb(size.js)} exceeds ${formatKb(jsBudget)} by ${formatKb(size.js - jsBudget)}`);
    }
    if (size.css > budgets.css) {
      problems.push(
        `CSS ${formatKb(size.css)} exceeds ${formatKb(budgets.css)} by ${formatKb(size.css - budgets.css)}`,
      );
    }
    expect(problems, `${route}: ${problems.join("; ")}`).toEqual([]);
  });
}
