import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentImages } from "./scripts/images/vite-plugin.mjs";
import { sharedChunk } from "./scripts/shared-chunk";
import { siteContent } from "./scripts/site-content/vite-plugin";

export default defineConfig({
  plugins: [tailwindcss(), siteContent(), reactRouter(), contentImages()],
  build: {
    rollupOptions: { output: { manualChunks: sharedChunk(path.resolve(import.meta.dirname, "app")) } },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
});
