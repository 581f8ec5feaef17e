/**
 * Presses a control where a person presses it: at the centre of its box on the screen,
 * with the mouse (`page.mouse.click`) or, on a touch screen, a finger
 * (`page.touchscreen.tap`), after `document.elementFromPoint` has shown that the control
 * is what is drawn at that point. Playwright's element click scrolls every box that holds
 * the element until it shows (a 52 px strip with `overflow-x: auto` included) and clicks
 * it there, which no finger can do: a control hidden by a clipping box, a dialog or a
 * banner fails here, naming what covers it.
 *
 * The page itself may be scrolled to the control first (`scroll: true`), as a person
 * scrolls the form to a field; a menu item that has just opened is pressed where it
 * opened (the default), since nobody scrolls a menu out from under its button.
 */
import type { Locator } from "@playwright/test";
import { expect } from "./harness";

export type PressOptions = {
  /** Scroll the control into view first, as a person scrolls the form to it. */
  scroll?: boolean;
  /** "touch" or "mouse"; by default a touch screen's page is tapped, any other clicked. */
  by?: "touch" | "mouse";
};

/** What is drawn at the centre of the element's box, in its own document's coordinates. */
type Hit = { x: number; y: number; isControl: boolean; found: string };

function hitAtCentre(element: Element): Hit {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const hit = element.ownerDocument.elementFromPoint(x, y);
  const nameOf = (node: Element | null) => {
    if (!node) return "nothing (outside the window)";
    const text = (node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${node.tagName.toLowerCase()} class="${node.getAttribute("class") ?? ""}">${text}`;
  };
  return { x, y, isControl: hit !== null && (hit === element || element.contains(hit)), found: nameOf(hit) };
}

/**
 * Presses `control` at the centre of its box. Waits (up to the expect timeout) until the
 * control is what is drawn there: a menu that is still opening, or a page still settling.
 */
export async function press(control: Locator, { scroll = false, by }: PressOptions = {}) {
  const page = control.page();
  await expect(control).toBeVisible();
  if (scroll) await control.scrollIntoViewIfNeeded();
  let last: Hit | undefined;
  await expect
    .poll(
      async () => {
        last = await control.evaluate(hitAtCentre);
        return last.isControl;
      },
      { message: `${control} is what is drawn at the centre of its box` },
    )
    .toBe(true)
    .catch((error: unknown) => {
      throw new Error(
        `${control} cannot be pressed where it is drawn: at (${last?.x.toFixed(0)}, ${last?.y.toFixed(0)}) the page shows ${last?.found}\n${String(error)}`,
      );
    });
  // The page's coordinates of that point (the box may be inside a frame).
  const box = await control.boundingBox();
  if (!box) throw new Error(`${control} has no box on the screen`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const touch = by ? by === "touch" : await page.evaluate(() => navigator.maxTouchPoints > 0);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}
