/**
 * The previews of /admin show an entry as visitors will see it: in the site's own
 * components and stylesheet. `npm run cms` runs on a temporary copy of the fixture
 * content (tests/e2e/cms/harness.ts: the development site with /admin and
 * decap-server, shared with admin-editing.spec.ts); each test opens an
 * existing entry in Decap's editor and compares the title and the body text inside the
 * preview iframe with the same element of the built fixture site (this project's
 * server), at the iframe's width: the computed font family, size, weight and colour, the
 * font the browser really draws with (Chromium's platform font), and the text. axe then
 * checks the preview's own document.
 *
 * The tests share one /admin page, loaded and signed in once (beforeAll): loading Decap's
 * development bundle cost each test most of its time. Each test moves that page to its
 * entry by the address's hash (Decap's router), through the collection's list, and checks
 * that the document was not loaded again; the page's dialogs, uncaught errors and console
 * errors and warnings (tests/e2e/cms/console-guard.ts) are checked per test. The tests therefore run in order (serial): a failure skips the rest,
 * and a retry starts again from the load.
 */
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import {
  type ConsoleWatch,
  countByText,
  expectQuietConsole,
  prepareConsoleGuard,
  watchConsole,
} from "./cms/console-guard";
import { expectFieldPictures } from "./cms/field-pictures";
import { expect, seconds, test } from "./cms/harness";
import { press } from "./cms/pointer";
import { blogPreview } from "./cms/previews/blog";
import { boardPreview } from "./cms/previews/board";
import { eventsPreview } from "./cms/previews/events";
import type { PreviewCase } from "./cms/previews/preview-case";
import { teamsPreview } from "./cms/previews/teams";
import { axeTags } from "./utils";

/** The preview iframe Decap draws beside the form. */
const previewFrame = "#preview-pane";

// One /admin page serves every test of the file, one after another (see above).
test.describe.configure({ mode: "serial", timeout: 300_000 });

/** What is compared: the computed type and colour, the font really drawn, the text. */
type Appearance = {
  text: string;
  fontFamily: string;
  fontSize: string;
  fontWeight: string;
  color: string;
  /** The fonts Chromium draws the element's text with (family names). */
  drawnWith: string[];
};

/** The fonts Chromium draws a node's text with; `inFrame` looks inside the preview iframe. */
async function drawnFonts(cdp: CDPSession, selector: string, inFrame: boolean): Promise<string[]> {
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  let document = root.nodeId;
  if (inFrame) {
    const frame = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: previewFrame });
    const { node } = await cdp.send("DOM.describeNode", { nodeId: frame.nodeId, depth: 0 });
    const backendNodeId = node.contentDocument?.backendNodeId;
    if (!backendNodeId) throw new Error("the preview iframe has no document");
    const { nodeIds } = await cdp.send("DOM.pushNodesByBackendIdsToFrontend", { backendNodeIds: [backendNodeId] });
    document = nodeIds[0] ?? 0;
  }
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: document, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => font.familyName).sort();
}

async function appearance(page: Page, selector: string, inFrame: boolean): Promise<Appearance> {
  const scope = inFrame ? page.frameLocator(previewFrame) : page;
  const element = scope.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  const computed = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      text: (node.textContent ?? "").replace(/\s+/g, " ").trim(),
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      color: style.color,
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const drawnWith = await drawnFonts(cdp, selector, inFrame);
  await cdp.detach();
  return { ...computed, drawnWith };
}

/** The previews compared, a case per collection (cms/previews/): the elements its view draws. */
const cases: PreviewCase[] = [blogPreview, eventsPreview, boardPreview, teamsPreview];

/** The shared /admin page, its browser context, and what happened on it. */
let context: BrowserContext;
let admin: Page;
/** `performance.timeOrigin` of the /admin document: a reload would give a new one. */
let loadedAt: number;
/** The /admin page's console; its dialogs, in order, and how many a test already read. */
let console_: ConsoleWatch;
const dialogs: string[] = [];
let checkedDialogs = 0;

test.beforeAll(async ({ browser, cms }) => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await prepareConsoleGuard(context);
  admin = await context.newPage();
  console_ = watchConsole(admin);
  // Decap asks (window.confirm) before leaving an entry with unsaved changes, or before
  // restoring an unsaved backup of one; the tests change nothing, so it must ask nothing.
  // Each test fails on a dialog (below); it is accepted, so that the page still moves on
  // rather than waiting on the old entry.
  admin.on("dialog", async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });

  // decap-server needs no account: 'Login' enters the CMS, once for the page.
  const started = performance.now();
  await admin.goto(cms.adminUrl);
  const login = admin.getByRole("button", { name: "Login" });
  await expect(login).toBeVisible({ timeout: 120_000 });
  await press(login);
  await expect(login).toBeHidden({ timeout: 60_000 });
  loadedAt = await admin.evaluate(() => performance.timeOrigin);
  // What the shared load costs, once for the file (each test used to pay it).
  console.log(`/admin loaded and signed in, once for the previews, in ${seconds(performance.now() - started)}`);
});

test.afterAll(async () => {
  if (process.env.CMS_CONSOLE_LOG) console.log("console of the previews' /admin page:", countByText(console_.all()));
  await context?.close();
});

/** Sets the /admin page's hash: Decap's router follows it without loading the document again. */
async function openHash(page: Page, hash: string) {
  await page.evaluate((next) => {
    window.location.hash = next;
  }, hash);
}

for (const { collection, entry, page: sitePath, elements, pictures, lists } of cases) {
  test(`the ${collection} preview draws ${entry} as its page does, its image fields show its pictures, and axe finds nothing in it`, async ({
    browser,
    baseURL,
    cms,
  }) => {
    const page = admin;
    // Decap's editor reads its entry when it mounts: from one entry straight to another it
    // would keep showing the first. Through the collection's list it unmounts, which also
    // removes the previous entry's preview iframe before this entry's one is read.
    await openHash(page, `#/collections/${collection}`);
    await expect(page.locator(previewFrame)).toHaveCount(0);
    await openHash(page, `#/collections/${collection}/entries/${entry}`);
    const preview = page.frameLocator(previewFrame);
    await expect(preview.locator(elements.title).first()).toBeAttached({ timeout: 60_000 });
    expect(await page.evaluate(() => performance.timeOrigin), "the /admin document is the one loaded once").toBe(
      loadedAt,
    );
    // The preview's own font face is in (site-font.ts) once the document says so.
    await expect(preview.locator("html")).toHaveAttribute("data-site-font", "loaded");
    const width = await preview.locator("html").evaluate((html) => html.ownerDocument.defaultView?.innerWidth ?? 0);
    expect(width, "the preview iframe's width").toBeGreaterThan(300);

    const site = await browser.newPage({ viewport: { width, height: 900 }, baseURL });
    // The page as a returning visitor sees it: its font (font-display: optional) from the cache.
    await site.goto(sitePath);
    await site.evaluate(() => document.fonts.load('1em "Inter Variable"'));
    await site.reload();
    await site.locator("html[data-hydrated]").waitFor({ state: "attached" });

    for (const [name, selector] of Object.entries(elements)) {
      const drawn = await appearance(page, selector, true);
      const built = await appearance(site, selector, false);
      expect(built.text.length, `${name}: the page has text in ${selector}`).toBeGreaterThan(0);
      expect(drawn, `${name} (${selector}) in the preview, at ${width} px`).toEqual(built);
    }
    await site.close();

    const axe = await new AxeBuilder({ page })
      .withTags(axeTags)
      .include([previewFrame, "html"])
      .options({ resultTypes: ["violations"] })
      .analyze();
    const violations = axe.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
    expect(violations, "axe-core violations in the preview").toEqual([]);
    // Since the previous test's check: the first test also reads those of the load and the login.
    // The pictures already saved, in their fields (not Decap's empty placeholder); last,
    // since it opens the entry's lists, which the comparisons above do not expect.
    await expectFieldPictures(page, cms.contentDir, pictures, lists);
    expectQuietConsole(console_);
    expect(dialogs.slice(checkedDialogs), "dialogs /admin opened (nothing was changed)").toEqual([]);
    checkedDialogs = dialogs.length;
  });
}
