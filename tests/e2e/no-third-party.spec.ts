/**
 * No page talks to another host while it loads: fonts, images and scripts are all local.
 * Requests to other origins are blocked (so the test never waits on the network) and listed.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { listPages } from "../../scripts/first-load.mjs";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const routes = fs.existsSync(clientDir) ? listPages(clientDir).map((page) => page.route) : ["/"];

for (const route of routes) {
  test(`no request leaves the site on ${route}`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const foreign: string[] = [];
    await page.route("**/*", (request) => {
      const url = request.request().url();
      if (/^(?:data|blob):/.test(url) || new URL(url).origin === origin) return request.continue();
      foreign.push(url);
      return request.abort("blockedbyclient");
    });
    await page.goto(route, { waitUntil: "networkidle" });
    // Scroll through the page so lazy images below the fold load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState("networkidle");
    expect(foreign, `${route} requested other hosts`).toEqual([]);
  });
}
