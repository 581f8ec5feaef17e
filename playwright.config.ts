import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the built site, served by the same server as `npm start`.
 * Browsers cannot be downloaded here: the system Chromium is used (CHROMIUM_PATH overrides).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  testDir: "tests/e2e",
  // One results folder per build folder, so parallel runs do not clean up each other's traces.
  outputDir: `test-results/${buildDir.replace(/[^\w-]/g, "_")}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node server.mjs`,
    env: { PORT: String(port), BUILD_DIR: buildDir },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
