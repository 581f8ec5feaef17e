import type { KnipConfig } from "knip";

/**
 * `npm run lint` runs knip after Biome and `react-router typegen` (route modules import the
 * generated `./+types/<route>`): files no entry point reaches, exports nobody
 * imports, and packages used but not listed in package.json (or listed but not used).
 * Knip's plugins read most entry points themselves: React Router's routes
 * (app/routes.ts), the Vite and Vitest configs, Playwright's specs and web servers, and
 * the scripts that package.json's scripts run. Listed here are only the ones it cannot see.
 */
const config: KnipConfig = {
  entry: [
    // Run by hand (README, "Scripts").
    "scripts/ab-hydration.mjs",
    "scripts/bench-search.mjs",
    "scripts/icons.mjs",
    // Loaded by a page of the real-CMS specs from /admin's development server (tests/e2e/cms/editor-page.ts).
    "tests/e2e/cms/test-repo-admin.ts",
    // Netlify's local build plugin (netlify.toml, [[plugins]]).
    "netlify/plugins/keep-generated/index.js",
    // Forked by tests/unit/server-fuzz.test.ts.
    "tests/unit/server-fuzz/gc-server.mjs",
    // Run as `gh` by scripts/site-health/health-issue.test.ts.
    "tests/fake-gh/fake-gh.mjs",
    // Loaded through tsx's tsImport (react-router.config.ts, the site-content and social-cards Vite plugins).
    "scripts/search-index.ts",
    "app/content/prerender-paths.server.ts",
    "app/content/site-content.server.ts",
    "app/content/social-cards.server.ts",
    // The routes of the listings' archives, which app/routes.ts routes only while the content
    // has their pages (ADR 053): the shipped content has none yet.
    "app/routes/*.archive.tsx",
    // Chunks of their own (`import url from "./module?lazy-chunk"`, app/lib/import-chunk.ts):
    // the importer names their exports only in a type, which knip does not count as a use.
    "app/components/gallery/photo-dialog.tsx",
    "app/components/search/search-dialog.tsx",
    "app/components/search/search-panel.tsx",
  ],
  project: ["**/*.{ts,tsx,mjs,js,css}"],
  // /admin is its own Vite build (entry app/admin/main.tsx); the growth test has its own Vitest config.
  vite: { config: ["vite.config.ts", "vite.admin.config.ts"] },
  vitest: { config: ["vitest.config.ts", "vitest.growth.config.ts"] },
  // Each content type is exported beside its schema, for whichever module needs it.
  ignoreIssues: { "app/content/schemas/*.ts": ["types"] },
  // An export that its own module also uses is not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Decap's own packages, which decap-cms-app installs at the exact versions it was
    // released with: /admin's code uses their types, one test a template helper, the Decap
    // adapter's contract test their code (app/admin/decap/). Listing them here would
    // install a second copy whenever the two drifted apart.
    "decap-cms-core",
    "decap-cms-lib-widgets",
    "decap-cms-locales",
    "decap-cms-widget-image",
    // The fonts, read as files, not imported: the social cards' (socialCardFonts,
    // app/lib/social-card.server.ts) and the site's, cut by `npm run fonts` (app/styles/font-faces.ts).
    "@fontsource/inter",
    "@fontsource-variable/inter",
  ],
};

export default config;
