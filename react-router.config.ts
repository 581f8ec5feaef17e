import { fileURLToPath } from "node:url";
import type { Config } from "@react-router/dev/config";
import { tsImport } from "tsx/esm/api";
import { finishBuild } from "./scripts/postbuild.mjs";

type PrerenderPaths = typeof import("./app/content/prerender-paths.server");
type Routes = typeof import("./app/routes");
type SearchIndex = typeof import("./scripts/search-index");

// The list comes from the content layer and the URL map (app/routes.ts), which use the
// app's `~/` alias; React Router loads this config without Vite's aliases, so the modules
// are imported through tsx (which reads the alias from tsconfig.json), as the site-content
// Vite plugin does.
const prerenderPathsModule = fileURLToPath(new URL("./app/content/prerender-paths.server.ts", import.meta.url));
const routesModule = fileURLToPath(new URL("./app/routes.ts", import.meta.url));
const searchIndexModule = fileURLToPath(new URL("./scripts/search-index.ts", import.meta.url));

export default {
  // A static site: no runtime server, every URL is rendered to HTML at build time.
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: {
    paths: async () => {
      const { prerenderPaths } = (await tsImport(prerenderPathsModule, import.meta.url)) as PrerenderPaths;
      const { default: routes } = (await tsImport(routesModule, import.meta.url)) as Routes;
      return prerenderPaths(routes);
    },
    // One page at a time, in the list's order: /search, last, reads every page built before it.
    concurrency: 1,
  },
  // After the prerender, in the same process: the search index from the content, then the
  // post-build (404 page, deferred hydration, CSP, host config, precompression), which
  // makes the folder any static host serves. A failure here fails the build.
  buildEnd: async ({ reactRouterConfig }) => {
    const buildDir = reactRouterConfig.buildDirectory;
    const { buildSearchIndex } = (await tsImport(searchIndexModule, import.meta.url)) as SearchIndex;
    console.log(await buildSearchIndex(buildDir));
    console.log(finishBuild(buildDir));
  },
} satisfies Config;
