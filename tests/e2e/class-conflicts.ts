/**
 * Two Tailwind classes on one element that set the same property: which one wins depends
 * on the order of the built stylesheet, not on the order in the class attribute, so a
 * page's `className` could silently lose to a component's own class. `cn()` only joins
 * class names (app/lib/utils.ts); this finds the conflicts, with tailwind-merge's map of
 * Tailwind's classes (a test dependency, kept out of the pages' JavaScript).
 */
import type { Page } from "@playwright/test";
import { extendTailwindMerge } from "tailwind-merge";
import { expect } from "./utils";

/**
 * The theme's names (app/styles/app.css `@theme`) that tailwind-merge cannot classify on its
 * own. Without them `text-title` reads as a colour, so `text-title text-brand` would look
 * like a conflict and `rounded-card rounded-xl` would not. Colours need no entry: any
 * unknown `text-*`, `bg-*` or `border-*` name is taken for a colour already.
 * class-conflicts.test.ts fails when a token is added to the theme but not here.
 */
export const themeNames = {
  text: ["display", "title"],
  radius: ["card", "pill"],
  shadow: ["card", "raised"],
  animate: ["marquee", "fade-in"],
};

const merge = extendTailwindMerge({ extend: { theme: themeNames } });

/** The classes of a class attribute that a later class of the same attribute overrides. */
export function conflictingClasses(classAttribute: string): string[] {
  const classes = classAttribute.split(/\s+/).filter(Boolean);
  const kept = new Set(merge(classes.join(" ")).split(" "));
  return classes.filter((name) => !kept.has(name));
}

/** Fails when any element of the page, shown or not, carries two classes for one property. */
export async function expectNoClassConflicts(page: Page, where: string) {
  const attributes = await page
    .locator("[class]")
    .evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute("class") ?? ""))]);
  const conflicts = attributes.flatMap((attribute) => {
    const overridden = conflictingClasses(attribute);
    return overridden.length > 0 ? [`${overridden.join(" ")} overridden in "${attribute}"`] : [];
  });
  expect(conflicts, `classes for one property twice on one element, ${where}`).toEqual([]);
}
