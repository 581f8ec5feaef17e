/** `?lazy-chunk` imports (scripts/lazy-chunk/vite-plugin.ts): the URL of the module's own chunk. */
declare module "*?lazy-chunk" {
  const url: string;
  export default url;
}
