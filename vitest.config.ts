import path from "node:path";
import { defineConfig } from "vitest/config";
import { siteContent } from "./scripts/site-content/vite-plugin.ts";

/** The tests' own content folder, whose counts, titles and dates the tests may pin. */
const fixtureContentDir = path.resolve(import.meta.dirname, "tests/fixtures/content/site");

// A separate config without the reactRouter() plugin, which only works for app builds.
export default defineConfig({
  // The site settings, team menu and role ids that app/config/ re-exports, from the fixtures.
  plugins: [siteContent({ contentDir: fixtureContentDir })],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "server/**/*.test.{ts,mjs}",
      "tests/unit/**/*.test.{ts,tsx}",
    ],
    environment: "node",
    // The loaders read the tests' own content folder, whose counts, titles and dates the
    // tests may pin; the shipped content/ changes with every editor's commit.
    env: { CONTENT_DIR: fixtureContentDir },
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    restoreMocks: true,
    // Every core: Vitest's default keeps one free for its main process, which leaves a
    // single worker on a two-core CI machine, while the main process mostly waits.
    maxWorkers: "100%",
  },
});
