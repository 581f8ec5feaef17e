import path from "node:path";
import type { Rolldown } from "vite";

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
 * The chunk names of the client build, for Rolldown's `output.codeSplitting` groups. By
 * default every component, config file and icon that two routes share becomes its own tiny
 * chunk: a page loaded twenty-odd modules, each a request and a compile task. Here the app
 * code that the root route or at least two page routes import statically goes into one
 * `shared` chunk (loaded by every page), and so do the packages it imports (the icon shapes
 * among them) that no other rule claims. Code that only one route uses stays in that route's
 * chunk, and code loaded on demand (dialogs, the calendar file builder, the download) stays
 * out of both. (Rolldown keeps its own helpers, the CommonJS interop of react and react-dom,
 * in a small `rolldown-runtime` chunk of its own: no group can claim that module.)
 *
 * Rolldown names the modules one by one and offers no list of all of them, so the routes
 * that reach a module are found walking its static importers upwards.
 */
export function sharedChunk(appDir: string): Rolldown.CodeSplittingNameFunction {
  const root = path.join(appDir, "root.tsx");
  const routes = path.join(appDir, "routes") + path.sep;
  const withoutQuery = (id: string) => id.split("?")[0] ?? id;
  const inApp = (id: string) => id.startsWith(appDir + path.sep) && !id.includes("/node_modules/");
  const isRoute = (id: string) => withoutQuery(id) === root || id.startsWith(routes);
  const shared = new Map<string, boolean>();

  /** Whether the root route or two page routes import an app module statically. */
  const isShared = (id: string, context: Rolldown.ChunkingContext) => {
    const users = new Set<string>();
    const seen = new Set<string>();
    const visit = (current: string) => {
      if (seen.has(current)) return;
      seen.add(current);
      if (isRoute(current)) {
        users.add(withoutQuery(current));
        if (withoutQuery(current) === root) users.add(`${root} (every page)`);
      }
      for (const importer of context.getModuleInfo(current)?.importers ?? []) if (inApp(importer)) visit(importer);
    };
    visit(id);
    return users.size >= 2;
  };

  /** A package module that a shared app module imports, directly or through other packages. */
  const isSharedDependency = (id: string, context: Rolldown.ChunkingContext, seen = new Set<string>()): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    return (context.getModuleInfo(id)?.importers ?? []).some((importer) =>
      inApp(importer)
        ? !isRoute(importer) && memo(importer, () => isShared(importer, context))
        : isSharedDependency(importer, context, seen),
    );
  };

  const memo = (id: string, decide: () => boolean) => {
    let result = shared.get(id);
    if (result === undefined) {
      result = decide();
      shared.set(id, result);
    }
    return result;
  };

  return (id, context) => {
    for (const [pattern, name] of frameworkChunks) if (pattern.test(id)) return name;
    if (isRoute(id)) return undefined;
    const decide = inApp(id) ? () => isShared(id, context) : () => isSharedDependency(id, context);
    return memo(id, decide) ? "shared" : undefined;
  };
}
