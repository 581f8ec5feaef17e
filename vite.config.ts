import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentImages } from "./scripts/images/vite-plugin.mjs";
import { lazyChunk } from "./scripts/lazy-chunk/vite-plugin";
import { sharedChunk } from "./scripts/shared-chunk";
import { siteContent } from "./scripts/site-content/vite-plugin";
import { adminDevServer, siteWithoutDecapRouter } from "./vite.admin.config";

export default defineConfig({
  plugins: [
    tailwindcss(),
    siteContent(),
    lazyChunk(),
    reactRouter(),
    contentImages(),
    siteWithoutDecapRouter(),
    ...adminDevServer(),
  ],
  build: {
    // DEFER_HYDRATION=off builds React Router's defaults (with Rollup's minimum chunk size
    // instead of our shared chunk) for the A/B measurement of ADR 004.
    rollupOptions: {
      output:
        process.env.DEFER_HYDRATION === "off"
          ? { experimentalMinChunkSize: 10_000 }
          : { manualChunks: sharedChunk(path.resolve(import.meta.dirname, "app")) },
    },
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
