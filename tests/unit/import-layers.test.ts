/**
 * The import layers of biome.json (`noRestrictedImports` per folder) catch each kind of
 * forbidden import. Probe files are written into a temporary copy of the app's folder
 * layout next to the project's own lint settings, and Biome lints them in one run: every
 * forbidden import must be reported, once, and the allowed ones not at all.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const biome = path.join(root, "node_modules/.bin/biome");

/** Probe file → its source. Each forbidden probe holds exactly one forbidden import. */
const forbidden: Record<string, string> = {
  // Nothing outside app/content and app/routes imports a *.server module, not even a type.
  "app/components/ui/picture-probe.tsx":
    'import type { ImageAsset } from "~/content/images.server";\nexport type P = ImageAsset;\n',
  "app/hooks/use-probe.ts": 'import type { YearBoard } from "~/content/board.server";\nexport type P = YearBoard;\n',
  "app/components/reexport-probe.ts": 'export type { Article } from "~/content/blog.server";\n',
  "app/seo/probe.ts": 'import { loadEvents } from "~/content/events.server";\nexport const p = loadEvents;\n',
  // app/lib imports nothing from app/ outside app/lib.
  "app/lib/schema-probe.ts":
    'import type { BlogFrontmatter } from "~/content/schemas/blog";\nexport type P = BlogFrontmatter;\n',
  "app/lib/config-probe.ts": 'import { site } from "~/config/site";\nexport const p = site;\n',
  "app/lib/relative-probe.ts": 'import { site } from "../config/site";\nexport const p = site;\n',
  "app/lib/server-probe.ts":
    'import { buildCalendar } from "./calendar/ics.server";\nexport const p = buildCalendar;\n',
  "app/lib/calendar/feed-probe.server.ts": 'import { site } from "~/config/site";\nexport const p = site;\n',
  // app/config imports nothing from app/.
  "app/config/content-probe.ts":
    'import { contentRoot } from "../content/content-files";\nexport const p = contentRoot;\n',
  "app/config/seo-probe.ts": 'import { pageMeta } from "~/seo/page-meta";\nexport const p = pageMeta;\n',
  // The registry and the schemas, which /admin imports, import no *.server module.
  "app/content/schemas/server-probe.ts":
    'import { loadEvents } from "../events.server";\nexport const p = loadEvents;\n',
  // No route module imports another route module.
  "app/routes/blog/article-probe.tsx":
    'import { meta as notFoundMeta } from "../not-found";\nexport const p = notFoundMeta;\n',
  "app/routes/sibling-probe.tsx": 'import { loader } from "./home";\nexport const p = loader;\n',
  "app/routes/alias-probe.tsx": 'import { loader } from "~/routes/home";\nexport const p = loader;\n',
};

/** Imports each layer may make: none of these may be reported. */
const allowed: Record<string, string> = {
  "app/routes/allowed-probe.tsx":
    'import { loadBlog } from "~/content/blog.server";\nimport type { Route } from "./+types/allowed-probe";\nexport const p: [typeof loadBlog, Route.MetaArgs | null] = [loadBlog, null];\n',
  "app/content/allowed-probe.ts": 'import { loadBlog } from "./blog.server";\nexport const p = loadBlog;\n',
  "app/components/allowed-probe.tsx":
    'import { site } from "~/config/site";\nimport type { ArticleSummary } from "~/content/page-data";\nimport { pageMeta } from "~/seo/page-meta";\nexport const p: [typeof site, ArticleSummary | null, typeof pageMeta] = [site, null, pageMeta];\n',
  "app/lib/allowed-probe.ts":
    'import { siteTimeZone } from "~/lib/dates";\nimport { roleIds } from "virtual:site-content";\nimport { eventDetails } from "./calendar/event-details";\nexport const p = [siteTimeZone, roleIds, eventDetails];\n',
  "app/lib/calendar/allowed-probe.server.ts":
    'import { eventDetails } from "~/lib/calendar/event-details";\nexport const p = eventDetails;\n',
  "app/config/allowed-probe.ts":
    'import { site } from "virtual:site-content";\nimport { brand } from "./brand";\nexport const p = [site, brand];\n',
};

type Diagnostic = { category: string; location: { path: string } };

let tempDir: string;
let reported: string[];

beforeAll(() => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-layers-"));
  // The project's lint settings, without the parts that only make sense in the checkout.
  const { $schema, vcs, files, ...config } = JSON.parse(fs.readFileSync(path.join(root, "biome.json"), "utf8"));
  fs.writeFileSync(path.join(tempDir, "biome.json"), JSON.stringify(config));
  for (const [file, source] of Object.entries({ ...forbidden, ...allowed })) {
    fs.mkdirSync(path.dirname(path.join(tempDir, file)), { recursive: true });
    fs.writeFileSync(path.join(tempDir, file), source);
  }
  let output: string;
  try {
    output = execFileSync(biome, ["lint", "--reporter=json", "--max-diagnostics=none", "app"], {
      cwd: tempDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    // Biome exits with 1 when it reports errors; the report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] };
  reported = diagnostics
    .filter((diagnostic) => diagnostic.category === "lint/style/noRestrictedImports")
    .map((diagnostic) => diagnostic.location.path.split(path.sep).join("/"));
});

afterAll(() => {
  fs.rmSync(tempDir, { recursive: true, force: true });
});

test.each(Object.keys(forbidden))("reports the forbidden import in %s", (file) => {
  expect(reported.filter((path) => path === file)).toHaveLength(1);
});

test("reports nothing else: each layer's allowed imports pass", () => {
  expect(reported.filter((file) => !(file in forbidden)).sort()).toEqual([]);
});
