/**
 * `virtual:site-content`: the site settings, the team menu and the role ids, read from the
 * content folder when the app is built (or served by `npm run dev`) and written into the
 * bundle as constants. The prerender and the browser read the same values, and no content
 * file is shipped to the browser to find them. app/config/ re-exports the module.
 * The plugin also writes /site.webmanifest, named after the site in content/site.yaml.
 *
 * The reading is done by app/content/site-content.server.ts through the content loaders.
 * That file uses the app's `~/` import alias, which Vite does not apply to its own config,
 * so it is imported through tsx (which reads the alias from tsconfig.json).
 */
import fs from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import type { Plugin, ViteDevServer } from "vite";
import { webManifestPath } from "../../app/config/web-manifest.ts";

type Builder = typeof import("../../app/content/site-content.server");

export const siteContentModuleId = "virtual:site-content";
const resolvedId = `\0${siteContentModuleId}`;
const builderFile = path.resolve(import.meta.dirname, "../../app/content/site-content.server.ts");

export type SiteContentOptions = {
  /**
   * The content folder to read; without it, CONTENT_DIR or content/ as everywhere else.
   * Vitest passes its fixture folder: its own CONTENT_DIR reaches the test workers only,
   * and this plugin runs in the main process.
   */
  contentDir?: string;
  /** Writes /site.webmanifest into the client build (default); /admin's build does not. */
  webManifest?: boolean;
  /**
   * In the dev server, reloads the page when a content file changes (default). /admin's
   * does not: saving in the CMS writes a content file, and the reload would throw away the
   * editor's page (and Decap's 'Entry saved') the moment the entry is saved.
   */
  reloadOnContentChange?: boolean;
};

/** The builder module, imported afresh (tsx does not cache between calls), so it reads the current content folder. */
export async function importBuilder({ contentDir }: SiteContentOptions = {}): Promise<Builder> {
  if (contentDir) process.env.CONTENT_DIR = contentDir;
  return (await tsImport(builderFile, import.meta.url)) as Builder;
}

/** The module's source: one exported constant per value. */
export function moduleSource(content: Record<string, unknown>): string {
  return Object.entries(content)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join("\n");
}

/** React Router's server build module, which holds the list of pages to prerender. */
export const serverBuildModuleId = "\0virtual:react-router/server-build";

/**
 * In the dev server, has React Router list the pages again after a content file is added,
 * changed or removed. With `ssr: false` the dev server renders only the listed pages (the
 * prerender list, read from the content when its server build module is made) and
 * refuses the data of any other: an article or event saved in /admin would otherwise be
 * "not found" until the server restarts. Dropping the module makes the next request
 * build it again, with the list read afresh; the routes' own modules stay as they are.
 */
function refreshPageListOnContentChange(server: ViteDevServer, { contentDir }: SiteContentOptions) {
  const root = path.resolve(contentDir ?? process.env.CONTENT_DIR ?? path.join(process.cwd(), "content"));
  server.watcher.add(root);
  const onChange = (file: string) => {
    const relative = path.relative(root, path.resolve(file));
    if (relative.startsWith("..") || path.isAbsolute(relative)) return;
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(serverBuildModuleId);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
  };
  for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, onChange);
}

export function siteContent(options: SiteContentOptions = {}): Plugin {
  // Read once per build (the client and the server build share it), again after a change in dev.
  let source: Promise<{ code: string; sources: string[]; manifest: string }> | undefined;
  const read = async () => {
    const builder = await importBuilder(options);
    return {
      code: moduleSource(builder.loadSiteContent()),
      sources: builder.siteContentSources(),
      manifest: builder.webManifestText(),
    };
  };

  function reloadOnChange(server: ViteDevServer, sources: string[]) {
    const isSource = (file: string) => sources.some((entry) => file === entry || file.startsWith(entry + path.sep));
    server.watcher.add(sources);
    const onChange = (file: string) => {
      if (!isSource(path.resolve(file))) return;
      source = undefined;
      for (const environment of Object.values(server.environments)) {
        const module = environment.moduleGraph.getModuleById(resolvedId);
        if (module) environment.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: "full-reload" });
    };
    for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, onChange);
  }

  return {
    name: "site-content",
    resolveId(id) {
      return id === siteContentModuleId ? resolvedId : undefined;
    },
    async configureServer(server) {
      refreshPageListOnContentChange(server, options);
      if (options.reloadOnContentChange !== false) {
        const { siteContentSources } = await importBuilder(options);
        reloadOnChange(server, siteContentSources());
      }
      server.middlewares.use(webManifestPath, (_request, response, next) => {
        source ??= read();
        source.then(({ manifest }) => {
          response.setHeader("Content-Type", "application/manifest+json");
          response.end(manifest);
        }, next);
      });
    },
    generateBundle() {
      if (this.environment.config.consumer !== "client" || options.webManifest === false) return;
      source ??= read();
      return source.then(({ manifest }) => {
        this.emitFile({ type: "asset", fileName: webManifestPath.slice(1), source: manifest });
      });
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      source ??= read();
      const { code, sources } = await source;
      if (options.reloadOnContentChange === false) return code;
      // Files only: Vite treats a watched file as an import of this module. Added and
      // removed team or role files are caught by the dev server's watcher above.
      for (const file of sources) if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) this.addWatchFile(file);
      return code;
    },
  };
}
