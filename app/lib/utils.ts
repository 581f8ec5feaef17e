import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, dropping falsy ones. It does not settle conflicts: an element never
 * carries two classes for the same property (which one wins would depend on the order of
 * the built stylesheet, not on the order here). A component offers a prop for what its
 * callers vary (Container's `width`, Dialog's `placement`, a button's `size`), and
 * tests/e2e/class-conflicts.spec.ts checks every page for two classes on one property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
