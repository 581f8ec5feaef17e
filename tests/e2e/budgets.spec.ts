/**
 * First-load budgets, checked on the build output alone (no browser): for every
 * prerendered page, the gzip -9 size of the JavaScript it loads up front and of its CSS,
 * and which image (one at most) loads with high priority for the largest paint.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { budgets, formatKb, jsBudgetFor, onDemandCode } from "../../scripts/budgets.mjs";
import { listPages, measurePage } from "../../scripts/first-load.mjs";
import { clientDir as siteClientDir, sites } from "./sites.mjs";

const clientDir = siteClientDir(sites.shipped);
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

for (const [route, { route: plain, by }] of Object.entries(budgets.firstLoadJsOver)) {
  test(`${route} loads at most ${formatKb(by)} more JavaScript than ${plain}`, () => {
    const [page, plainPage] = [route, plain].map((wanted) => pages.find((candidate) => candidate.route === wanted));
    expect(page && plainPage, `${route} and ${plain} are prerendered`).toBeDefined();
    const extra = measurePage(clientDir, page?.file ?? "").js - measurePage(clientDir, plainPage?.file ?? "").js;
    expect(extra, `${route} loads ${formatKb(extra)} more than ${plain}`).toBeLessThanOrEqual(by);
  });
}

test("no page's first load includes the CMS: no file of /admin, no Decap code", () => {
  expect(pages.length).toBeGreaterThan(0);
  const cmsFiles = pages.flatMap(({ route, file }) =>
    measurePage(clientDir, file)
      .files.filter(
        (loaded) =>
          loaded.startsWith("admin/") || /decap-cms|DecapCms/.test(fs.readFileSync(`${clientDir}/${loaded}`, "utf8")),
      )
      .map((loaded) => `${route}: ${loaded}`),
  );
  expect(cmsFiles).toEqual([]);
  expect(pages.map(({ route }) => route)).not.toContain("/admin");
});

/**
 * Every date a page shows is written at build time (app/lib/date-text.ts, with Intl): the
 * pages' own scripts never format a date. The marker is in /admin's scripts, where the
 * date fields say back what was typed, so a renamed API fails here rather than passing.
 */
const dateWriting = /formatToParts|Intl\.DateTimeFormat|RelativeTimeFormat/;

test("no page's first load formats dates with Intl; /admin does", () => {
  expect(pages.length).toBeGreaterThan(0);
  const writers = pages.flatMap(({ route, file }) =>
    measurePage(clientDir, file)
      .scriptFiles.filter((loaded) => dateWriting.test(fs.readFileSync(path.join(clientDir, loaded), "utf8")))
      .map((loaded) => `${route}: ${loaded}`),
  );
  expect(writers).toEqual([]);
  const adminDir = path.join(clientDir, "admin");
  const adminScripts = fs.existsSync(adminDir)
    ? fs.readdirSync(adminDir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".js"))
    : [];
  expect(
    adminScripts.filter((name) => dateWriting.test(fs.readFileSync(path.join(adminDir, name), "utf8"))).length,
    "/admin's scripts format dates with Intl",
  ).toBeGreaterThan(0);
});

// The search (dialog, results, Pagefind) loads when it is opened, never with a page.
const builtScripts = fs.existsSync(clientDir)
  ? fs.readdirSync(path.join(clientDir, "assets")).filter((name) => name.endsWith(".js"))
  : [];

test("the on-demand code the first-load check looks for is in the build", () => {
  for (const { what, marker } of onDemandCode) {
    const holders = builtScripts.filter((name) =>
      fs.readFileSync(path.join(clientDir, "assets", name), "utf8").includes(marker),
    );
    expect(holders.length, `${what} (${marker}) is in no script of the build`).toBeGreaterThan(0);
  }
});

for (const { route, file } of pages) {
  test(`${route} loads no search code up front`, () => {
    const { scriptFiles } = measurePage(clientDir, file);
    expect(
      scriptFiles.filter((name) => name.startsWith("pagefind/")),
      `${route}: Pagefind files`,
    ).toEqual([]);
    const found = onDemandCode.flatMap(({ what, marker }) =>
      scriptFiles
        .filter((name) => fs.readFileSync(path.join(clientDir, name), "utf8").includes(marker))
        .map((name) => `${what} in ${name}`),
    );
    expect(found, `${route}: on-demand code in the first load`).toEqual([]);
  });
}

/** The `<img>` tags of an HTML text, in document order. */
const imageTags = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);

/** `<img>` tags of a prerendered page's <main>, in document order. */
const mainImages = (html: string) => imageTags(/<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "");

const highPriority = (tag: string) => /\bfetchpriority="high"/i.test(tag);

for (const { route, file } of pages) {
  test(`${route} gives high priority to one image at most, loaded eagerly`, () => {
    const html = fs.readFileSync(file, "utf8");
    const urgent = imageTags(html).filter(highPriority);
    expect(urgent.length, `${route}: images with fetchpriority="high"`).toBeLessThanOrEqual(1);
    for (const tag of urgent)
      expect(tag, `${route}: a high-priority image loads lazily`).not.toMatch(/loading="lazy"/i);
  });
}

// On the list pages the first card's picture is the largest thing on a phone's first screen.
for (const route of ["/blog", "/board", "/photos", "/events"]) {
  test(`${route}: the first card's image is the one with high priority`, () => {
    const page = pages.find((candidate) => candidate.route === route);
    expect(page, `${route} is prerendered`).toBeDefined();
    const images = mainImages(fs.readFileSync(page?.file ?? "", "utf8"));
    const first = images.findIndex(highPriority);
    expect(first, `${route}: no image with fetchpriority="high" in <main>`).toBeGreaterThanOrEqual(0);
    // Only the page header may come before it, and it has no image on these pages.
    expect(first, `${route}: the high-priority image is not the first in <main>`).toBe(0);
  });
}
