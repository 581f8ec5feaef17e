/**
 * Loads a module built as a chunk of its own (`import url from "./module?lazy-chunk"`,
 * scripts/lazy-chunk/vite-plugin.ts) by its address, when it is needed.
 *
 * Why not `import("./module")`: Vite wraps that in its preload helper, which weighs on the
 * first load of every page that holds the call (ADR 010), and which adds the page's
 * stylesheet a second time (React Router marks its own link with a `#`, so the helper does
 * not find it): the stylesheet's font faces are declared anew, and text drawn in the
 * fallback font is redrawn in the site's, a layout shift (ADR 013).
 */
export function importChunk<Module>(url: string): Promise<Module> {
  return import(/* @vite-ignore */ url);
}
