import path from "node:path";
import type { Rollup } from "vite";

/**
 * Framework packages in three chunks, so none evaluates in one overly long task. The split
 * follows the import direction (react <- react-dom <- react-router): chunks that import each
 * other break the CommonJS interop of react and react-dom at start-up.
 */
const frameworkChunks: [RegExp, string][] = [
  [/\/node_modules\/(react-router|cookie|set-cookie-parser)\//, "router"],
  [/\/node_modules\/(react-dom|scheduler)\//, "react-dom"],
  [/\/node_modules\/react\//, "react"],
];

/**
 * Rollup `manualChunks` for the client build. By default every component, config file and
 * icon that two routes share becomes its own tiny chunk: a page loaded twenty-odd modules,
 * each a request and a compile task. Here the app code that the root route or at least two
 * page routes import statically goes into one `shared` chunk (loaded by every page); the icon
 * shapes it imports come along. Code that only one route uses stays in that route's chunk, and code loaded on
 * demand (dialogs, the calendar file builder, the download) stays out of both.
 */
export function sharedChunk(appDir: string): Rollup.GetManualChunk {
  const root = path.join(appDir, "root.tsx");
  const routes = path.join(appDir, "routes") + path.sep;
  const withoutQuery = (id: string) => id.split("?")[0] ?? id;
  const inApp = (id: string) => id.startsWith(appDir + path.sep) && !id.includes("/node_modules/");
  const isRoute = (id: string) => withoutQuery(id) === root || id.startsWith(routes);
  let shared: Set<string> | undefined;

  /** App modules and how many routes (the root counting double) import them statically. */
  const collect = (meta: Rollup.ManualChunkMeta) => {
    const reach = new Map<string, Set<string>>();
    for (const route of meta.getModuleIds()) {
      if (!inApp(route) || !isRoute(route)) continue;
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const imported of meta.getModuleInfo(id)?.importedIds ?? []) if (inApp(imported)) visit(imported);
      };
      visit(route);
      for (const id of seen) {
        const users = reach.get(id) ?? new Set();
        users.add(withoutQuery(route));
        if (withoutQuery(route) === root) users.add(`${root} (every page)`);
        reach.set(id, users);
      }
    }
    return new Set([...reach].filter(([id, users]) => users.size >= 2 && !isRoute(id)).map(([id]) => id));
  };

  return (id, meta) => {
    for (const [pattern, name] of frameworkChunks) if (pattern.test(id)) return name;
    shared ??= collect(meta);
    return shared.has(id) ? "shared" : undefined;
  };
}
