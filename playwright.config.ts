import { defineConfig, devices } from "@playwright/test";
import { findNginx } from "./scripts/nginx-local.mjs";
import { chromiumFlags, systemChromium } from "./scripts/system-chromium.mjs";
import { type DeliveryOptions, type DeliveryServer, npmStartServer } from "./tests/e2e/delivery-server";
import { type Site, sites } from "./tests/e2e/sites.mjs";

/**
 * End-to-end tests against two built sites (tests/e2e/sites.mjs), each served by the same
 * server as `npm start` on its own port: the feature specs run on the fixture content's
 * build, the content-agnostic specs (every page of the sitemap, every built file, the
 * delivery contract) on the shipped content's build. The delivery contract
 * (tests/e2e/delivery.spec.ts) also runs against a real nginx serving the shipped build
 * with the generated snippet, on the next port (E2E_NGINX_PORT). Both builds are made
 * first (`npm test` does it).
 * Browsers cannot be downloaded here: the system's Chromium is used (chromiumPath below).
 */
const host = "127.0.0.1";
/** Debian's Chromium headless shell when installed (.ci/run installs it), else the full browser; CHROMIUM_PATH overrides. */
const chromiumPath = systemChromium("shell", process.env.CHROMIUM_PATH);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? sites.shipped.port + 1);

/**
 * Checks that hold for any valid content: they read the shipped build's sitemap and files.
 * /admin is checked there too: the fixture build leaves it out (scripts/test.mjs).
 */
const contentAgnosticSpecs = [
  "**/admin.spec.ts",
  "**/route-sweep.spec.ts",
  "**/validity.spec.ts",
  "**/budgets.spec.ts",
  "**/public-files.spec.ts",
];
const deliverySpec = "**/delivery.spec.ts";
/**
 * The specs that drive the real CMS (`npm run cms` on a copy of the fixture content,
 * tests/e2e/cms/harness.ts): one project in one worker, so its files share one start of
 * the development servers; it comes first, so its long chain starts while the other
 * worker takes the rest.
 */
const realCmsSpecs = [
  "**/admin-editing.spec.ts",
  "**/admin-editing-refused.spec.ts",
  "**/admin-previews.spec.ts",
  "**/admin-pictures.spec.ts",
  "**/admin-dev-preview.spec.ts",
  "**/admin-refusals.spec.ts",
  "**/admin-phone.spec.ts",
  "**/admin-phone-board.spec.ts",
  "**/admin-saves.spec.ts",
  "**/admin-mistakes.spec.ts",
  "**/admin-mistakes-values.spec.ts",
  "**/admin-form-follows.spec.ts",
  "**/admin-typed-dates.spec.ts",
];

const baseURL = (site: Site) => `http://${host}:${site.port}`;

const server = (site: Site) => ({
  command: "node server.mjs",
  // CONTENT_DIR: when the build folder is missing the server builds it, from the right content.
  env: { HOST: host, PORT: String(site.port), BUILD_DIR: site.buildDir, CONTENT_DIR: site.contentDir },
  url: `${baseURL(site)}/`,
  reuseExistingServer: false,
  timeout: 120_000,
});

const nginx = findNginx();
const nginxServer: DeliveryServer = {
  name: "nginx",
  brotli: Boolean(nginx?.brotliModule),
  unavailable: nginx
    ? null
    : "nginx is not installed (.ci/run installs it; on Debian: apt-get install nginx libnginx-mod-http-brotli-static)",
};
// Said once, by the main process (workers load this file too).
if (nginxServer.unavailable && !process.env.TEST_WORKER_INDEX) {
  console.log(`delivery: nginx ${process.env.CI ? "fails (CI=true)" : "is skipped"}: ${nginxServer.unavailable}`);
}

const launchOptions = {
  executablePath: chromiumPath,
  args: [...chromiumFlags],
};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

export default defineConfig<DeliveryOptions>({
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
    // Recording a trace costs every test its snapshots (ADR 012: 101 → 83 s on three
    // specs); CI records the retry of a failed test, a local run every failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "admin (real CMS)",
      testMatch: realCmsSpecs,
      workers: 1,
      fullyParallel: false,
      // The editing spec's build test sets its own, longer, timeout.
      timeout: 300_000,
      use: {
        ...desktop,
        baseURL: baseURL(sites.fixture),
        // In US English, whose date and time inputs read month first and a 12-hour clock
        // (admin-typed-dates.spec.ts): Chromium on Linux takes its language from LANGUAGE, others from --lang.
        launchOptions: {
          ...launchOptions,
          args: [...launchOptions.args, "--lang=en-US"],
          env: { ...process.env, LANGUAGE: "en_US" },
        },
      },
    },
    {
      name: sites.fixture.name,
      testIgnore: [...contentAgnosticSpecs, deliverySpec, ...realCmsSpecs],
      use: { ...desktop, baseURL: baseURL(sites.fixture) },
    },
    {
      name: sites.shipped.name,
      testMatch: contentAgnosticSpecs,
      use: { ...desktop, baseURL: baseURL(sites.shipped) },
    },
    {
      name: "delivery: npm start",
      testMatch: deliverySpec,
      use: { ...desktop, baseURL: baseURL(sites.shipped), deliveryServer: npmStartServer },
    },
    {
      name: "delivery: nginx",
      testMatch: deliverySpec,
      use: { ...desktop, baseURL: `http://${host}:${nginxPort}`, deliveryServer: nginxServer },
    },
  ],
  webServer: [
    server(sites.fixture),
    server(sites.shipped),
    ...(nginx
      ? [
          {
            command: "node scripts/serve-nginx.mjs",
            env: { HOST: host, PORT: String(nginxPort), BUILD_DIR: sites.shipped.buildDir },
            url: `http://${host}:${nginxPort}/`,
            reuseExistingServer: false,
            timeout: 30_000,
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
