/** Typing as a finger does, for the specs on a phone. */
import { expect, type Locator } from "@playwright/test";
import { press } from "./pointer";

/** Types into a field as a finger does: the page scrolled to it, tapped, then the keyboard. */
export async function typeInto(field: Locator, text: string) {
  await press(field, { scroll: true });
  await expect(field).toBeFocused();
  await field.fill(text);
}
