/**
 * Helpers for the specs that drive Decap's editor page: opening a page of /admin (with the
 * local backend, or with Decap's in-memory `test-repo` one), publishing by the toolbar's
 * menu where it is drawn, and checking that the selectors of
 * the adapter (app/admin/decap/) still find Decap's elements.
 */
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { decap } from "../../../app/admin/decap/adapter";
import { type CmsSession, expect } from "./harness";
import { press } from "./pointer";

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
  if (await login.isVisible()) await press(login);
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

/**
 * Publishes the open entry as an editor does, by pointer or by touch where the controls are
 * drawn (pointer.ts): the toolbar's Publish, then "Publish now" in the menu it opens. With
 * the local backend this saves the file at once; whether the save is accepted is the
 * caller's to check.
 */
export async function publishNow(page: Page) {
  await press(page.getByRole("button", { name: "Publish", exact: true }));
  await press(page.getByRole("menuitem", { name: "Publish now" }));
}

/**
 * Publishes the open entry and waits until Decap says it is saved. Decap's "Entry saved"
 * toast stays about four seconds: an earlier save's toast is waited out first, so the one
 * found afterwards is this save's (two at once made the check ambiguous).
 */
export async function publishAndWaitForSave(page: Page) {
  const saved = page.getByText("Entry saved");
  await expect(saved).toHaveCount(0, { timeout: 15_000 });
  await publishNow(page);
  await expect(saved).toBeVisible({ timeout: 30_000 });
}

/** The form's field whose own label (not a nested field's) matches `label`. */
export function fieldLabelled(page: Page, label: RegExp): Locator {
  return page
    .locator(decap.field)
    .filter({ has: page.locator(`:scope > ${decap.fieldTopbar} > label`, { hasText: label }) })
    .first();
}

/** The messages under the label of the field `label` names. */
export const messagesAt = (page: Page, label: RegExp) =>
  fieldLabelled(page, label).locator(`:scope > ${decap.fieldTopbar} > ${decap.fieldErrors}`).getByRole("listitem");

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

/** The module that starts /admin with Decap's in-memory `test-repo` backend. */
const testRepoEntry = path.join(import.meta.dirname, "test-repo-admin.ts");

/**
 * Opens /admin with Decap's `test-repo` backend (test-repo-admin.ts) at `hash`: the
 * editorial workflow's toolbar, offline. The page (`test-repo.html` under /admin, answered
 * here, not by any server) loads that module from the CMS's development server; `files`
 * (path under the repository → text, or the bytes of a picture) are what the backend holds
 * at the start.
 */
export async function openTestRepoAdmin(
  page: Page,
  cms: CmsSession,
  hash: string,
  files: Record<string, string | Uint8Array> = {},
) {
  const pageUrl = `${cms.adminUrl}test-repo.html`;
  await page.route(pageUrl, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8" />',
        '<meta name="viewport" content="width=device-width, initial-scale=1" />',
        "<title>Content Manager (test-repo)</title>",
        `<script type="module" src="/admin/@fs${testRepoEntry}"></script>`,
        "</head><body></body></html>",
      ].join(""),
    }),
  );
  // Bytes cross into the page as base64 (the script's argument is JSON).
  const initial = Object.fromEntries(
    Object.entries(files).map(([file, content]) => [
      file,
      typeof content === "string" ? content : { base64: Buffer.from(content).toString("base64") },
    ]),
  );
  await page.addInitScript((initial) => {
    type Tree = { [name: string]: Tree | { path: string; content: unknown } };
    const tree: Tree = {};
    for (const [file, given] of Object.entries(initial)) {
      const segments = file.split("/");
      const name = segments.pop() as string;
      let folder = tree;
      for (const segment of segments) {
        folder[segment] ??= {};
        folder = folder[segment] as Tree;
      }
      let content: unknown = given;
      if (typeof given !== "string") {
        // A media file as the backend keeps an upload: Decap's AssetProxy, whose `fileObj` it
        // lists and whose text (an object URL) it fetches when an entry names the file.
        const fileObj = new File([Uint8Array.from(atob(given.base64), (char) => char.charCodeAt(0))], name);
        const url = URL.createObjectURL(fileObj);
        content = { path: file, fileObj, url, toString: () => url };
      }
      folder[name] = { path: file, content };
    }
    (window as unknown as { repoFiles: Tree }).repoFiles = tree;
  }, initial);
  await page.goto("about:blank");
  await page.goto(`${pageUrl}${hash}`);
  const login = page.getByRole("button", { name: "Login" });
  await expect(login.or(page.locator(decap.editorToolbar))).toBeVisible({ timeout: 90_000 });
  if (await login.isVisible()) await press(login);
  await expect(page.locator(decap.editorToolbar)).toBeVisible({ timeout: 90_000 });
}

/** A file's text as the `test-repo` backend holds it now (undefined when it has none). */
export function testRepoFile(page: Page, file: string) {
  return page.evaluate((path) => {
    type Tree = { [name: string]: Tree | { path: string; content: unknown } };
    let node: Tree | { content: unknown } | undefined = (window as unknown as { repoFiles: Tree }).repoFiles;
    for (const segment of path.split("/")) node = node ? (node as Tree)[segment] : undefined;
    const content = (node as { content?: unknown } | undefined)?.content;
    return typeof content === "string" ? content : undefined;
  }, file);
}

/**
 * Every file the `test-repo` backend holds now: its files (what is published) and the
 * files of each unpublished entry (what the entry's branch and pull request hold on GitHub).
 */
export function testRepoPaths(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Tree = { [name: string]: Tree | { path: string; content: unknown } };
    const paths: string[] = [];
    const walk = (tree: Tree) => {
      for (const node of Object.values(tree)) {
        if (typeof (node as { path?: unknown }).path === "string" && "content" in node) paths.push(node.path as string);
        else walk(node as Tree);
      }
    };
    const repo = window as unknown as {
      repoFiles: Tree;
      repoFilesUnpublished: Record<string, { diffs: { path: string }[] }>;
    };
    walk(repo.repoFiles);
    for (const entry of Object.values(repo.repoFilesUnpublished)) paths.push(...entry.diffs.map((diff) => diff.path));
    return paths;
  });
}
