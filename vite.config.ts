import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentImages } from "./scripts/images/vite-plugin.mjs";
import { lazyChunk } from "./scripts/lazy-chunk/vite-plugin.ts";
import { sharedChunk } from "./scripts/shared-chunk.ts";
import { siteContent } from "./scripts/site-content/vite-plugin.ts";
import { socialCards } from "./scripts/social-cards/vite-plugin.ts";
import { adminDevServer, siteWithoutDecapRouter } from "./vite.admin.config.ts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    siteContent(),
    lazyChunk(),
    reactRouter(),
    contentImages(),
    socialCards(),
    siteWithoutDecapRouter(),
    ...adminDevServer(),
  ],
  build: {
    rolldownOptions: {
      // Rolldown's report of slow plugin hooks would name React Router's prerender (its
      // writeBundle hook renders every page) in every build: expected, and nothing to act on.
      checks: { bundlerTimings: false },
      // DEFER_HYDRATION=off builds React Router's defaults (Rolldown's own chunking instead
      // of our shared chunk) for the A/B measurement of ADR 004.
      output:
        process.env.DEFER_HYDRATION === "off"
          ? {}
          : {
              codeSplitting: {
                groups: [{ name: sharedChunk(path.resolve(import.meta.dirname, "app")), debugName: "shared-chunk" }],
              },
            },
    },
  },
  optimizeDeps: {
    // The packages the pages import in the browser, pre-bundled when the development server
    // starts. Found only when a page first loads them, they make Vite bundle every
    // dependency again: the page's modules answer 504 "Outdated Optimize Dep", a dynamic
    // import fails and the page reloads (25 s for an editor's first look at a new article
    // in `npm run cms`). tests/e2e/admin-dev-preview.spec.ts fails on that reload, so a
    // package missing here is found there.
    include: [
      "@date-fns/tz",
      "class-variance-authority",
      "clsx",
      "lucide-react",
      "markdown-it",
      "yaml",
      "zod",
      "zod/mini",
    ],
  },
  server: {
    // Builds (npm test's, the real-CMS specs' .build-cms-*) and test output are written
    // inside the project while a development server runs: they must not reload its pages.
    watch: {
      ignored: ["**/build/**", "**/build-*/**", "**/.build-*/**", "**/test-results/**", "**/playwright-report/**"],
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
});
