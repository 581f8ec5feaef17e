/**
 * Each content file is parsed once in the prerender process, however many pages need it
 * (every event's page reads the events, every page the site settings): this runs the
 * loader of every route of the prerender list on the fixture content, as the prerender
 * does, and counts the parses per file. And a file changed on disk is read anew, as the
 * development server needs (`npm run dev`, `npm run cms`: the next request shows the edit).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { matchRoutes, type RouteObject } from "react-router";
import { afterAll, expect, test, vi } from "vitest";
import { readSourceFile } from "~/content/content-files";
import { prerenderPaths } from "~/content/prerender-paths.server";
import routes from "~/routes";

const parses = vi.hoisted(() => new Map<string, number>());

// Counts the YAML parses by the text parsed; each file's text is one key.
vi.mock("~/content/yaml-source", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/content/yaml-source")>();
  return {
    ...original,
    parseYamlSource: (text: string, firstLine?: number) => {
      parses.set(text, (parses.get(text) ?? 0) + 1);
      return original.parseYamlSource(text, firstLine);
    },
  };
});
// Image resolution as written (the pipeline has its own tests, and the fixture has no variants).
vi.mock("~/content/images.server", () => import("../setup/images-mock"));

type Entry = { path?: string; index?: boolean; file: string; id?: string; children?: Entry[] };
const asRoutes = (entries: readonly Entry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { index: true, id: entry.file }
      : { path: entry.path ?? "", id: entry.file, children: asRoutes(entry.children ?? []) },
  );

const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-parse-once-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test("every route the prerender renders reads its content, and each content file is parsed once", async () => {
  const tree = asRoutes(routes as Entry[]);
  // app/routes.ts reads the content through tsx, in a module graph this file's mock does not
  // reach, and fills the parses kept on globalThis (content-files.ts): start from none.
  (globalThis as { [key: symbol]: Map<string, unknown> | undefined })[Symbol.for("sr-rsm.content-parses")]?.clear();
  // /search reads the built pages, not the content.
  const paths = prerenderPaths(routes).filter((page) => page !== "/search");
  let loaded = 0;
  for (const pathname of paths) {
    for (const { route, params } of matchRoutes(tree, pathname) ?? []) {
      const module = (await import(path.resolve("app", route.id ?? ""))) as {
        loader?: (args: { params: typeof params; request: Request }) => unknown;
      };
      if (!module.loader) continue;
      await module.loader({ params, request: new Request(`http://localhost${pathname}`) });
      loaded += 1;
    }
  }
  expect(loaded).toBeGreaterThan(paths.length * 0.9);
  const parsedTwice = [...parses]
    .filter(([, count]) => count > 1)
    .map(([text, count]) => `${count}× ${text.slice(0, 60)}`);
  expect(parsedTwice).toEqual([]);
  // Not vacuous: the pages read the fixture's files, well over fifty of them.
  expect(parses.size).toBeGreaterThan(50);
}, 120_000);

test("a file changed on disk is read anew at the next read, as the development server needs", () => {
  const file = path.join(work, "note.md");
  fs.writeFileSync(file, "---\ntitle: Before\n---\nText.\n");
  const first = readSourceFile(file);
  expect(first.source.data).toEqual({ title: "Before" });
  // Unchanged: the same parse, not a second one.
  expect(readSourceFile(file)).toBe(first);
  fs.writeFileSync(file, "---\ntitle: After\n---\nText.\n");
  expect(readSourceFile(file).source.data).toEqual({ title: "After" });
  fs.rmSync(file);
  expect(readSourceFile(file).source.problems).toHaveLength(1);
});
