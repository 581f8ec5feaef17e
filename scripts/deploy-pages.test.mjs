/**
 * The Cloudflare Pages upload: Wrangler pinned, told the project, branch and commit, and
 * the deployment's own address read back from Wrangler's output file (what the commit
 * status for /admin's "View Preview" points at).
 */
import { describe, expect, test } from "vitest";
import { deployedPages, wranglerArguments, wranglerVersion } from "./deploy-pages.mjs";

test("runs the pinned Wrangler's pages deploy on the build, for the project, branch and commit", () => {
  expect(wranglerVersion).toMatch(/^\d+\.\d+\.\d+$/);
  expect(
    wranglerArguments({ dir: "build/client", project: "sr-rsm", branch: "cms/events/winter-gala", commit: "abc123" }),
  ).toEqual([
    "--yes",
    `wrangler@${wranglerVersion}`,
    "pages",
    "deploy",
    "build/client",
    "--project-name=sr-rsm",
    "--branch=cms/events/winter-gala",
    "--commit-hash=abc123",
  ]);
});

describe("deployedPages", () => {
  const line = (record) => JSON.stringify({ version: 1, ...record });

  test("reads the deployment's address, its branch alias and whether it is a preview", () => {
    const output = [
      line({ type: "wrangler-session", wrangler_version: wranglerVersion }),
      line({ type: "pages-deploy", url: "https://0a1b2c3d.sr-rsm.pages.dev" }),
      line({
        type: "pages-deploy-detailed",
        pages_project: "sr-rsm",
        url: "https://0a1b2c3d.sr-rsm.pages.dev",
        alias: "https://cms-events-winter-gala.sr-rsm.pages.dev",
        environment: "preview",
      }),
      "",
    ].join("\n");
    expect(deployedPages(output)).toEqual({
      url: "https://0a1b2c3d.sr-rsm.pages.dev",
      alias: "https://cms-events-winter-gala.sr-rsm.pages.dev",
      environment: "preview",
    });
  });

  test("an output without the deployment's record is an error, not an empty address", () => {
    expect(() => deployedPages(line({ type: "pages-deploy", url: "https://x.pages.dev" }))).toThrow(
      "Wrangler reported no deployment address",
    );
  });
});
