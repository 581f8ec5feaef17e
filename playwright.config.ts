import { defineConfig, devices } from "@playwright/test";
import { type Site, sites } from "./tests/e2e/sites.mjs";

/**
 * End-to-end tests against two built sites (tests/e2e/sites.ts), each served by the same
 * server as `npm start` on its own port: the feature specs run on the fixture content's
 * build, the content-agnostic specs (every page of the sitemap, every built file) on the
 * shipped content's build. Both builds are made first (`npm test` does it).
 * Browsers cannot be downloaded here: the system Chromium is used (CHROMIUM_PATH overrides).
 */

/** Checks that hold for any valid content: they read the shipped build's sitemap and files. */
const contentAgnosticSpecs = ["**/route-sweep.spec.ts", "**/validity.spec.ts", "**/budgets.spec.ts"];

const baseURL = (site: Site) => `http://localhost:${site.port}`;

const server = (site: Site) => ({
  command: "node server.mjs",
  // CONTENT_DIR: when the build folder is missing the server builds it, from the right content.
  env: { PORT: String(site.port), BUILD_DIR: site.buildDir, CONTENT_DIR: site.contentDir },
  url: `${baseURL(site)}/`,
  reuseExistingServer: false,
  timeout: 120_000,
});

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "tests/e2e",
  // One results folder per pair of build folders, so parallel runs do not clean up each other's traces.
  outputDir: `test-results/${`${sites.shipped.buildDir}+${sites.fixture.buildDir}`.replace(/[^\w+-]/g, "_")}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: sites.fixture.name,
      testIgnore: contentAgnosticSpecs,
      use: { ...desktop, baseURL: baseURL(sites.fixture) },
    },
    {
      name: sites.shipped.name,
      testMatch: contentAgnosticSpecs,
      use: { ...desktop, baseURL: baseURL(sites.shipped) },
    },
  ],
  webServer: [server(sites.fixture), server(sites.shipped)],
});
