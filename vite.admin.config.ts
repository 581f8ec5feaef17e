/**
 * /admin, the Decap CMS page, outside React Router: its own HTML page (adminHtml below) and
 * bundle (app/admin/main.tsx), so no public page loads any of it.
 *
 * - `npm run cms` (scripts/cms.mjs) starts a dev server of this configuration, and
 *   `adminDevServer()` (in vite.config.ts) sends /admin of the site's dev server to it:
 *   one command, one address, and the page edits the working copy through decap-server.
 * - The default export builds the page for production: scripts/build.mjs runs it with
 *   ADMIN_OUT_DIR=<staging>/client/admin, which gets index.html and hashed assets/.
 * - `virtual:cms-settings` hands both the `cms` section of content/site.yaml (repository,
 *   branch, OAuth proxy; validated, see readCmsSettings) and, in development,
 *   decap-server's address and the content folder's path inside decap-server's folder
 *   (CMS_CONTENT_FOLDER, set by scripts/cms.mjs).
 */
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import type { CmsSettings } from "./app/admin/cms-config.ts";
import { adminCsp } from "./scripts/security-headers.mjs";
import { importBuilder, siteContent } from "./scripts/site-content/vite-plugin.ts";

const root = import.meta.dirname;
const adminDir = path.join(root, "app/admin");
const moduleId = "virtual:cms-settings";
const resolvedId = `\0${moduleId}`;

/**
 * The `cms` section of the content folder's site.yaml (CONTENT_DIR, or content/), or null
 * when it has none. The file is read by the site's own loader (site-content.server.ts),
 * validated with the site settings' schema as for every page: a mistake stops the /admin
 * build with its file, line and field.
 */
export async function readCmsSettings(contentDir?: string): Promise<CmsSettings | null> {
  const { loadSiteSettings } = await importBuilder({ contentDir });
  return loadSiteSettings().cms ?? null;
}

/** decap-server's address while `npm run cms` runs, else none (production signs in to GitHub). */
export function localBackendUrl(port = process.env.CMS_BACKEND_PORT): string | undefined {
  return port ? `http://127.0.0.1:${port}/api/v1` : undefined;
}

/** `virtual:cms-settings`; `local` adds decap-server's address (development only). */
export function cmsSettings({ local }: { local: boolean }): Plugin {
  return {
    name: "cms-settings",
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      // Read once, not watched: saving the settings in the CMS must not reload the CMS
      // (a changed cms section takes effect when `npm run cms` starts again).
      return [
        `export const settings = ${JSON.stringify(await readCmsSettings())};`,
        `export const localBackendUrl = ${JSON.stringify(local ? localBackendUrl() : undefined)};`,
        `export const contentFolder = ${JSON.stringify((local && process.env.CMS_CONTENT_FOLDER) || "content")};`,
      ].join("\n");
    },
  };
}

/**
 * The /admin page: one module (and its stylesheets), nothing else. It is written here,
 * not in an index.html: the site's dev server pre-bundles whatever an HTML file in the
 * project imports, and Decap must stay out of it.
 */
export function adminHtml({ script, styles = [], csp }: { script: string; styles?: string[]; csp?: string }): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "  <head>",
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    ...(csp ? [`    <meta http-equiv="Content-Security-Policy" content="${csp}" />`] : []),
    '    <meta name="robots" content="noindex, nofollow" />',
    "    <title>Content Manager · RSM Student Representation</title>",
    ...styles.map((href) => `    <link rel="stylesheet" href="${href}" />`),
    `    <script type="module" src="${script}"></script>`,
    "  </head>",
    "  <body></body>",
    "</html>",
    "",
  ].join("\n");
}

/** Writes index.html beside the bundle, naming the hashed entry and its stylesheets. */
function adminPage(): Plugin {
  return {
    name: "admin-page",
    apply: "build",
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === "chunk" && chunk.isEntry);
      if (entry?.type !== "chunk") throw new Error("The /admin build has no entry chunk");
      const styles = [...(entry.viteMetadata?.importedCss ?? [])].map((file) => `/admin/${file}`);
      this.emitFile({
        type: "asset",
        fileName: "index.html",
        // The CSP of /admin (ADR 011); the dev server sends none (decap-server is another origin).
        source: adminHtml({ script: `/admin/${entry.fileName}`, styles, csp: adminCsp() }),
      });
    },
  };
}

/** Serves the /admin page itself in development (Vite serves its modules). */
function adminDevPage(): Plugin {
  return {
    name: "admin-dev-page",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const pathname = (request.url ?? "").split("?")[0] ?? "";
        if (pathname === "/admin") {
          response.writeHead(301, { Location: "/admin/" }).end();
          return;
        }
        response.setHeader("X-Robots-Tag", "noindex");
        if (pathname !== "/admin/" && pathname !== "/admin/index.html") return next();
        try {
          const html = await server.transformIndexHtml("/admin/", adminHtml({ script: "/main.tsx" }));
          response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/**
 * Decap brings react-router-dom 5, installed at the top of node_modules. React Router's
 * plugin pre-bundles react-router-dom whenever it is installed, against the site's React
 * Router 7, and that fails ('No matching export … __RouterContext'), which stops
 * `npm run dev`. The site never imports react-router-dom, so it is left out of the site's
 * pre-bundling; /admin bundles it with its own version 5 (vite.admin.config.ts).
 */
export function siteWithoutDecapRouter(): Plugin {
  return {
    name: "site-without-decap-router",
    apply: "serve",
    configResolved(config) {
      const optimizeDeps = [config.optimizeDeps, ...Object.values(config.environments).map((env) => env.optimizeDeps)];
      for (const options of optimizeDeps) {
        if (options.include) options.include = options.include.filter((id) => id !== "react-router-dom");
      }
    },
  };
}

/**
 * In the site's dev server, sends /admin and everything under /admin/ to the /admin dev
 * server that `npm run cms` starts (CMS_ADMIN_ORIGIN): one address for the editor; plain
 * `npm run dev` is unchanged. /admin needs a Vite server of its own: React Router's plugin
 * makes every import of 'react-router' resolve to the site's version 7, while Decap's
 * router (react-router-dom 5) needs its own version 5.
 */
export function adminDevServer(): Plugin[] {
  const target = process.env.CMS_ADMIN_ORIGIN;
  if (!target) return [];
  return [
    {
      name: "admin-dev-proxy",
      apply: "serve",
      config: () => ({ server: { proxy: { "^/admin(/|$)": { target, ws: true } } } }),
    },
  ];
}

/** Rolldown warnings about code in node_modules that the /admin build does not print. */
const quietDependencyWarnings = new Set(["MODULE_LEVEL_DIRECTIVE", "EVAL", "INVALID_ANNOTATION"]);

/**
 * /admin's own Vite configuration: the production build (`vite build --config
 * vite.admin.config.ts` with ADMIN_OUT_DIR, from scripts/build.mjs) and, through
 * adminDevServer, the development server of `npm run cms`.
 */
export default defineConfig(({ command }) => ({
  root: adminDir,
  base: "/admin/",
  publicDir: false,
  cacheDir: path.join(root, "node_modules/.vite-admin"),
  plugins: [
    tailwindcss(),
    siteContent({ webManifest: false, reloadOnContentChange: false }),
    cmsSettings({ local: command === "serve" }),
    adminPage(),
    adminDevPage(),
  ],
  resolve: { alias: { "~": path.join(root, "app") } },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  optimizeDeps: {
    entries: [path.join(adminDir, "main.tsx")],
    include: ["decap-cms-app"],
    // The HEIC decoder (3 MB, one self-contained module, loaded only when a HEIC photo is
    // uploaded: app/admin/pictures/fit-upload.ts) is served as it is, not pre-bundled at
    // every start of `npm run cms`.
    exclude: ["heic-to"],
    // Decap pre-bundled is 15 MB of JavaScript that every load of /admin downloads and
    // compiles; minified it is 9.5 MB and opens the CMS sooner, in `npm run cms` and its tests.
    rolldownOptions: { output: { minify: true } },
  },
  build: {
    outDir: path.resolve(process.env.ADMIN_OUT_DIR ?? path.join(root, process.env.BUILD_DIR ?? "build", "admin")),
    emptyOutDir: true,
    rolldownOptions: {
      input: path.join(adminDir, "main.tsx"),
      onwarn(warning, warn) {
        // Decap's dependencies' own habits ('use client', eval, misplaced annotations): a
        // dozen lines in every build that no editor or developer here can act on.
        const fromDependency = warning.id?.includes("/node_modules/") ?? false;
        if (fromDependency && quietDependencyWarnings.has(warning.code ?? "")) return;
        warn(warning);
      },
    },
    // Decap is one large application, loaded on /admin only: no size warning.
    chunkSizeWarningLimit: 10_000,
  },
}));
