/**
 * `import url from "./module?lazy-chunk"`: the address of `module` built as a chunk of its
 * own, for `importChunk(url)` on demand (app/lib/import-chunk.ts).
 *
 * Why: Vite wraps every `import("./module")` of the client build in its preload helper
 * (about 0.7 KB gzip with the list of the chunk's dependencies). The header's search opener
 * is in every page's first load, and that helper would have been too, for a dialog most
 * visits never open. Here Rolldown emits the module as a chunk (sharing every other chunk
 * as an entry does) and hands back its URL (`import.meta.ROLLDOWN_FILE_URL_…`, Rolldown's
 * public API); the browser then fetches the chunk's own imports as it parses it. Development serves
 * the module's source path; the server build (prerender) never opens the dialog.
 */
import type { Plugin } from "vite";

const query = "?lazy-chunk";
const prefix = "\0lazy-chunk:";

export function lazyChunk(): Plugin {
  return {
    name: "lazy-chunk",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(query)) return undefined;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      if (!resolved) throw new Error(`lazy-chunk: cannot resolve ${source} from ${importer}`);
      return prefix + resolved.id;
    },
    load(id) {
      if (!id.startsWith(prefix)) return undefined;
      const target = id.slice(prefix.length);
      if (this.environment.config.command === "serve") return `export default ${JSON.stringify(`/@fs${target}`)};`;
      if (this.environment.config.consumer !== "client") return "export default undefined;";
      const reference = this.emitFile({ type: "chunk", id: target, preserveSignature: "strict" });
      return `export default import.meta.ROLLDOWN_FILE_URL_${reference};`;
    },
  };
}
