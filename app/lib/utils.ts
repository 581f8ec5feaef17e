import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, dropping falsy ones. Deliberately without tailwind-merge: it
 * would add about 8 KB gzip to every page's first load. Components therefore avoid
 * passing a class that conflicts with one they already set (use `!` when an override
 * is really meant).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
