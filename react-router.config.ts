import { fileURLToPath } from "node:url";
import type { Config } from "@react-router/dev/config";
import { tsImport } from "tsx/esm/api";

type PrerenderPaths = typeof import("./app/content/prerender-paths.server");

// The list comes from the content layer, which uses the app's `~/` alias; React Router
// loads this config without Vite's aliases, so the module is imported through tsx
// (which reads the alias from tsconfig.json), as the site-content Vite plugin does.
const prerenderPathsModule = fileURLToPath(new URL("./app/content/prerender-paths.server.ts", import.meta.url));

export default {
  // A static site: no runtime server, every URL is rendered to HTML at build time.
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: async () => {
    const { prerenderPaths } = (await tsImport(prerenderPathsModule, import.meta.url)) as PrerenderPaths;
    return prerenderPaths();
  },
} satisfies Config;
