/**
 * No hand-written list of the collections outside the registry: every list of them derives
 * from app/content/registry.ts (ADR 029). This test reads every source file of app/,
 * scripts/ and tests/ and fails on one whose literals (strings, template parts, JSX text)
 * name three or more collections. A literal names a collection when it is
 * - its name in the registry ('blog', 'you-said-we-did'),
 * - the /admin menu label of a collection of entries ('Blog articles'; a single file's,
 *   'About', names a page of the site as well),
 * - a path of its files: its file pattern ('blog/<slug>.md'), a file it reads
 *   ('board/2025-2026.yaml', 'tests/fixtures/…/content/events/x.md' from its folder on), its
 *   folder under content/ ('content/gallery/'), or its /admin address ('#/collections/roles').
 * Addresses of pages ('/blog', 'events/:id/calendar.ics') are the pages', not the content's.
 *
 * Two files may: the registry itself, and the one snapshot test that pins it, so that the
 * tests do not only take their expectations from the code they test.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { compilePattern, matchPattern } from "~/content/file-patterns";
import { folderOf, isFolderPattern, registeredCollections } from "~/content/registry";

const allowed = new Set(["app/content/registry.ts", "tests/unit/registry-snapshot.test.ts"]);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What names each collection, from the registry. */
const collections = registeredCollections.map(([name, { files, label }]) => {
  const ofEntries = isFolderPattern(files);
  const place = ofEntries ? folderOf(files) : files;
  return {
    name,
    labels: new Set(ofEntries ? [label] : []),
    pattern: compilePattern(files),
    inContent: new RegExp(`(^|/)content/${escapeRegex(place)}(/|$)`),
    inAdmin: new RegExp(`collections/${escapeRegex(name)}(/|$)`),
  };
});

/** The collections one literal names. */
function collectionsNamedBy(literal: string): string[] {
  const text = literal.trim();
  // A path may be followed by a line number, an anchor or a quote: 'content/blog/x.md:8'.
  const path = text.split(/[\s:#?"'`)]/)[0] ?? "";
  const suffixes = [0, ...[...path.matchAll(/\//g)].map((match) => (match.index ?? 0) + 1)].map((at) => path.slice(at));
  return collections
    .filter(
      (collection) =>
        text === collection.name ||
        collection.labels.has(text) ||
        text === collection.pattern.text ||
        collection.inContent.test(text) ||
        collection.inAdmin.test(text) ||
        suffixes.some((suffix) => matchPattern(collection.pattern, suffix) !== null),
    )
    .map((collection) => collection.name);
}

/** Every literal of a source file: strings, the parts of template strings, JSX text. */
function literalsOf(file: string, source: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const literals: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) literals.push(node.text);
    else if (ts.isJsxText(node)) literals.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return literals;
}

/** The collections a source file names, each with the first literal that names it. */
function collectionsNamedIn(file: string, source: string): Map<string, string> {
  const named = new Map<string, string>();
  for (const literal of literalsOf(file, source)) {
    for (const name of collectionsNamedBy(literal)) if (!named.has(name)) named.set(name, literal.trim());
  }
  return named;
}

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(folder, file).split(path.sep).join("/"))
    .filter((file) => /\.(ts|tsx|mts|js|mjs|cjs)$/.test(file) && !file.endsWith(".d.ts"))
    .filter((file) => !file.includes("/node_modules/") && !file.includes("/fixtures/content/"));
}

test("no file of app/, scripts/ or tests/ but the registry and its snapshot names three collections or more", () => {
  const files = ["app", "scripts", "tests"].flatMap(sourceFiles);
  // Not vacuous: the registry itself is read and named as a list.
  expect(files).toContain("app/content/registry.ts");
  const lists = files
    .filter((file) => !allowed.has(file))
    .map((file) => ({ file, named: collectionsNamedIn(file, fs.readFileSync(file, "utf8")) }))
    .filter(({ named }) => named.size >= 3)
    .map(({ file, named }) => `${file}: ${[...named].map(([name, literal]) => `${name} ("${literal}")`).join(", ")}`);
  expect(lists).toEqual([]);
  // It parses every source file (some 800) with the TypeScript compiler: 2.7 s on an idle
  // machine, 5 to 8 s on a loaded one, past Vitest's default 5 s.
}, 30_000);

test("the probe: a list of three collections by name, label or file fails; two do not", () => {
  const [first, second, third] = registeredCollections.filter(([, { files }]) => isFolderPattern(files));
  if (!first || !second || !third) throw new Error("the registry has fewer than three collections of entries");
  const names = [first, second, third].map(([name]) => name);
  expect([...collectionsNamedIn("probe.ts", `export const kinds = ${JSON.stringify(names)};`).keys()]).toEqual(names);
  const byLabelAndFile = [
    `const a = <h2>${first[1].label}</h2>;`,
    `const b = \`content/${folderOf(second[1].files)}/\${id}\`;`,
    `const c = "${third[1].files.replaceAll("<slug>", "x").replaceAll("<yyyy>", "2025")}";`,
  ].join("\n");
  expect([...collectionsNamedIn("probe.tsx", byLabelAndFile).keys()]).toEqual(names);
  // A page's address, a file route and a name in other words name nothing: one collection here.
  const one = `const one = ["${first[0]}", "/${second[0]}", "${third[0]}.ics", "${first[0]}s"];`;
  expect([...collectionsNamedIn("probe.ts", one).keys()]).toEqual([first[0]]);
  expect(collectionsNamedIn("registry.ts", fs.readFileSync("app/content/registry.ts", "utf8")).size).toBe(
    registeredCollections.length,
  );
});
