import { defineConfig, devices } from "@playwright/test";
import { findNginx } from "./scripts/nginx-local.mjs";
import { type DeliveryOptions, type DeliveryServer, npmStartServer } from "./tests/e2e/delivery-server";

/**
 * End-to-end tests against the built site, served by the same server as `npm start`.
 * The delivery contract (tests/e2e/delivery.spec.ts) also runs against a real nginx
 * serving the same build with the generated snippet, on the next port (E2E_NGINX_PORT).
 * Browsers cannot be downloaded here: the system Chromium is used (CHROMIUM_PATH overrides).
 */
const host = "127.0.0.1";
const port = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 1);
const buildDir = process.env.BUILD_DIR ?? "build";

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
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const deliverySpec = /delivery\.spec\.ts$/;

export default defineConfig<DeliveryOptions>({
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
    baseURL: `http://${host}:${port}`,
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
    { name: "chromium", testIgnore: deliverySpec, use: desktop },
    { name: "delivery: npm start", testMatch: deliverySpec, use: { ...desktop, deliveryServer: npmStartServer } },
    {
      name: "delivery: nginx",
      testMatch: deliverySpec,
      use: { ...desktop, baseURL: `http://${host}:${nginxPort}`, deliveryServer: nginxServer },
    },
  ],
  webServer: [
    {
      command: `node server.mjs`,
      env: { HOST: host, PORT: String(port), BUILD_DIR: buildDir },
      url: `http://${host}:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...(nginx
      ? [
          {
            command: "node scripts/serve-nginx.mjs",
            env: { HOST: host, PORT: String(nginxPort), BUILD_DIR: buildDir },
            url: `http://${host}:${nginxPort}/`,
            reuseExistingServer: false,
            timeout: 30_000,
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
