/**
 * The two builds the end-to-end tests run against, each served on its own port:
 * - `fixture`: the tests' own content (tests/fixtures/content/site), which the feature
 *   specs may pin: its titles, counts and dates are theirs.
 * - `shipped`: the site as it ships from content/, which editors change at will; only
 *   checks that hold for any valid content run on it, driven by its sitemap.
 * `npm test` (scripts/test.mjs) makes both builds before the end-to-end tests.
 * BUILD_DIR / FIXTURE_BUILD_DIR and E2E_PORT / FIXTURE_E2E_PORT move them for parallel runs;
 * `npm test` sets the ports to free ones unless they are set (scripts/free-ports.mjs), the
 * defaults below serve a plain `npx playwright test`.
 */
import path from "node:path";

/**
 * @typedef {object} Site
 * @property {string} name Playwright project name.
 * @property {string} buildDir Build folder (holds client/), relative to the project root.
 * @property {string} contentDir Content folder the build is made from.
 * @property {number} port Port its server listens on.
 */

export const fixtureContentDir = "tests/fixtures/content/site";

/** @type {{ fixture: Site, shipped: Site }} */
export const sites = {
  fixture: {
    name: "fixture-site",
    buildDir: process.env.FIXTURE_BUILD_DIR ?? ".build-fixtures",
    contentDir: fixtureContentDir,
    port: Number(process.env.FIXTURE_E2E_PORT ?? 4175),
  },
  shipped: {
    name: "shipped-site",
    buildDir: process.env.BUILD_DIR ?? "build",
    contentDir: "content",
    port: Number(process.env.E2E_PORT ?? 4173),
  },
};

/**
 * The folder a host would serve: the build's client output.
 * @param {Site} site
 */
export const clientDir = (site) => path.resolve(site.buildDir, "client");
