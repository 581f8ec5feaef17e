/**
 * Checks on the built files themselves (no browser page): every prerendered HTML file
 * validates, every internal reference in it resolves to a file of the build, and every
 * link that opens a new tab withholds the opener and the referrer.
 *
 * The validator reads .htmlvalidate.json (html-validate:recommended + :document). JSON
 * holds no comments, so the reasons for its few changes live here:
 * - void-style off: React writes void elements self-closed (`<img/>`), markdown-it
 *   writes them bare (`<hr>`); both are valid HTML syntax, only the style differs.
 * - attr-case allows camelCase: React serialises `srcSet`, `dateTime`, `fetchPriority`
 *   in camelCase; HTML attribute names are case-insensitive.
 * - attribute-boolean-style, attribute-empty-style off: React writes `hidden=""`,
 *   `disabled=""`, `async=""`, a valid spelling of a boolean attribute.
 * - valid-id relaxed: React's useId (`_R_1a_`) and its streaming markers (`B:0`, `S:0`)
 *   are valid HTML ids (non-empty, no spaces); the strict mode wants CSS-friendly ones.
 * - no-inline-style off: an image's focal point and transform come from content per image
 *   (object-position), which React can only set as a style attribute.
 * - require-sri for cross-origin only: every script and stylesheet is our own, same origin.
 * - unique-landmark off: the desktop and the mobile menu are both the "Main" navigation,
 *   but CSS shows one of them at each width; html-validate cannot see CSS, while axe
 *   (a11y.spec.ts), which checks the rendered page, finds the landmarks unique.
 * - aria-label-misuse allows any element whose role may be named: lists of board members
 *   and photos carry a name (the list role supports one) for screen-reader navigation.
 * - long-title allows 90 characters instead of 70: every title ends in " | RSM Student
 *   Representation" (29 characters, required by metadata.spec.ts), so a long article title
 *   passes 70; 90 still catches a runaway title.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { siteConfig } from "./site-config";
import { clientDir, sites } from "./sites.mjs";

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const buildClientDir = clientDir(sites.shipped);
const { site } = siteConfig(sites.shipped);
const htmlFiles = fs.existsSync(buildClientDir) ? walk(buildClientDir).filter((file) => file.endsWith(".html")) : [];
const relative = (file: string) => path.relative(buildClientDir, file);

test("the build holds the prerendered pages and the 404 page", () => {
  expect(htmlFiles.map(relative)).toEqual(expect.arrayContaining(["index.html", "404.html", "about/index.html"]));
});

// Reads .htmlvalidate.json from the repository root (the build folder sits below it).
const validator = new HtmlValidate(new FileSystemConfigLoader());

for (const file of htmlFiles) {
  test(`${relative(file)} validates with html-validate`, async () => {
    const report = await validator.validateFile(file);
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${relative(file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ""})`,
      ),
    );
    expect(problems, "html-validate errors").toEqual([]);
  });
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** Every URL an attribute of the page points at: href, src and each candidate of a srcset. */
function referencedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, name, value = ""] of html.matchAll(/\s(href|src|srcset|imagesrcset|poster)="([^"]*)"/gi)) {
    const decoded = decodeEntities(value).trim();
    if (/srcset$/i.test(name ?? "")) {
      urls.push(...decoded.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""));
    } else {
      urls.push(decoded);
    }
  }
  // React Router's inline module script imports the route modules by absolute path.
  for (const [, script = ""] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/gi)) {
    urls.push(...[...script.matchAll(/["'](\/assets\/[^"'\s]+)["']/g)].map((match) => match[1] ?? ""));
  }
  return urls.filter(Boolean);
}

/** The path inside the build a URL names, or null when it leads to another site. */
function internalPath(url: string): string | null {
  if (url.startsWith("#") || /^(mailto|tel|data|javascript):/i.test(url)) return null;
  const parsed = new URL(url, site.url);
  // Canonical and Open Graph URLs name the production origin: they must exist too.
  if (parsed.origin !== new URL(site.url).origin) return null;
  return decodeURIComponent(parsed.pathname);
}

/** True when a host serving the build answers the path with a file: itself or its index.html. */
function resolvesInBuild(urlPath: string): boolean {
  const target = path.join(buildClientDir, urlPath);
  if (!target.startsWith(buildClientDir)) return false;
  const isFile = (candidate: string) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false;
  return isFile(target) || isFile(path.join(target, "index.html"));
}

test("every internal link and asset reference in every HTML file resolves to a file of the build", () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of htmlFiles) {
    const html = fs.readFileSync(file, "utf8");
    for (const url of new Set(referencedUrls(html))) {
      const urlPath = internalPath(url);
      if (urlPath === null) continue;
      checked += 1;
      if (!resolvesInBuild(urlPath)) broken.push(`${relative(file)}: ${url}`);
    }
  }
  expect(broken, "references to files the build does not have").toEqual([]);
  // Guards the check itself: the pages reference scripts, styles, images and each other.
  expect(checked).toBeGreaterThan(htmlFiles.length * 10);
});

test('every target="_blank" link has rel="noopener noreferrer"', () => {
  const unsafe: string[] = [];
  let newTabLinks = 0;
  for (const file of htmlFiles) {
    const html = fs.readFileSync(file, "utf8");
    for (const [tag] of html.matchAll(/<(?:a|area|form)\s[^>]*>/gi)) {
      if (!/\starget="_blank"/i.test(tag)) continue;
      newTabLinks += 1;
      const rel = (/\srel="([^"]*)"/i.exec(tag)?.[1] ?? "").toLowerCase().split(/\s+/);
      if (!rel.includes("noopener") || !rel.includes("noreferrer")) unsafe.push(`${relative(file)}: ${tag}`);
    }
  }
  expect(unsafe, 'new-tab links without rel="noopener noreferrer"').toEqual([]);
  expect(newTabLinks).toBeGreaterThan(0);
});
