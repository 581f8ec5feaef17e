import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * The theme's names (app/styles/app.css `@theme`) that tailwind-merge cannot classify on its
 * own. Without them `text-title` reads as a colour, so `cn("text-title", "text-brand")`
 * would drop the size, and `rounded-card` or `shadow-card` would never be replaced by a
 * later radius or shadow. Colours need no entry: any unknown `text-*`, `bg-*` or `border-*`
 * name is taken for a colour already. utils.test.ts fails when a token is added to the theme
 * but not here.
 */
export const themeNames = {
  text: ["display", "title"],
  radius: ["card", "pill"],
  shadow: ["card", "raised"],
  animate: ["marquee", "fade-in"],
};

const twMerge = extendTailwindMerge({ extend: { theme: themeNames } });

/**
 * Joins class names, dropping falsy ones; when two Tailwind classes set the same property
 * the later one wins, so a `className` passed to a component replaces the component's own.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
