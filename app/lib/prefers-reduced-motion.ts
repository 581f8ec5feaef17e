/** Whether the visitor asked for less motion. Read in effects only (there is no window at build time). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
