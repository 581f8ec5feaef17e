/**
 * Helpers for the specs that look at Decap's editor page itself (admin-refusals.spec.ts,
 * admin-phone.spec.ts): opening a page of /admin, and checking that the selectors of
 * app/admin/editor-chrome/decap-dom.ts still find Decap's elements.
 */
import type { Page } from "@playwright/test";
import { decap } from "../../../app/admin/editor-chrome/decap-dom";
import { type CmsSession, expect } from "./harness";

/**
 * Opens a page of /admin by its address (`#/collections/…`), with a fresh load of the CMS
 * (changing only the hash does not move Decap to another entry), and waits for `ready`:
 * the editor's Publish button unless told otherwise. The local backend signs in with one
 * click, once per browser context.
 */
export async function openAdmin(page: Page, cms: CmsSession, hash: string, ready?: (page: Page) => unknown) {
  await page.goto("about:blank");
  await page.goto(`${cms.adminUrl}${hash}`);
  const login = page.getByRole("button", { name: "Login" });
  const editorReady = page.getByRole("button", { name: /^Publish(ed)?$/ });
  const target = ready ? page.locator("#nc-root") : editorReady;
  await expect(login.or(target)).toBeVisible({ timeout: 90_000 });
  if (await login.isVisible()) await login.click();
  if (ready) await ready(page);
  else await expect(editorReady).toBeVisible({ timeout: 90_000 });
}

/**
 * Moves an /admin page that is already open, with nothing left unsaved, to another entry
 * (`#/collections/<collection>/…`) without loading the CMS again: through that collection's
 * list, which closes the open editor, so the next one reads its entry afresh. A page not yet
 * on /admin is opened with `openAdmin`. One load of Decap's bundle costs seconds; a move
 * costs a request to the backend.
 */
export async function moveAdminTo(page: Page, cms: CmsSession, hash: string) {
  const collection = /^#\/collections\/[^/]+/.exec(hash)?.[0];
  if (!collection) throw new Error(`${hash} is not an address under #/collections/`);
  if (!page.url().startsWith(cms.adminUrl)) return openAdmin(page, cms, hash);
  const editorReady = page.getByRole("button", { name: /^Publish(ed)?$/ });
  const goTo = (address: string) =>
    page.evaluate((target) => {
      window.location.hash = target;
    }, address);
  await goTo(collection);
  await expect(editorReady).toBeHidden();
  await goTo(hash);
  await expect(editorReady).toBeVisible({ timeout: 90_000 });
}

export type DecapPart = keyof typeof decap;

/**
 * Fails, naming the selector, when one of decap-dom.ts's selectors finds nothing on the open
 * editor page: Decap renamed or moved the element, and the refusal notices or the phone
 * layout no longer apply. `saveActionLabel` is checked by the refusal spec (a refused
 * publish must open the banner).
 */
export async function expectDecapParts(page: Page, parts: readonly DecapPart[]) {
  for (const part of parts) {
    const count = await page.locator(decap[part]).count();
    expect(
      count,
      `decap-dom.ts's selector ${part} (${decap[part]}) finds nothing on Decap's editor page: Decap has changed its page; update decap-dom.ts`,
    ).toBeGreaterThan(0);
  }
}

/** The parts every editor page has (the preview shown, as it is by default). */
export const editorParts: readonly DecapPart[] = [
  "root",
  "editorContainer",
  "editorToolbar",
  "editorBody",
  "viewControls",
  "controlPane",
  "field",
  "fieldTopbar",
  "splitPane",
  "formPane",
  "previewPane",
  "splitResizer",
];

/** The page's width as the browser lays it out (wider than the window when something overflows). */
export const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
