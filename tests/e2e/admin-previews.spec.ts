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
 */
import AxeBuilder from "@axe-core/playwright";
import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./cms/harness";
import { axeTags } from "./utils";

/** The preview iframe Decap draws beside the form. */
const previewFrame = "#preview-pane";

// The worker's one CMS serves every test of the file, one after another.
test.describe.configure({ mode: "default", timeout: 300_000 });

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

type PreviewCase = {
  collection: string;
  entry: string;
  /** The page of the built site that shows the entry. */
  page: string;
  /** CSS selectors of the compared elements (the first match), the same in the preview and on the page. */
  elements: { title: string; body: string; [name: string]: string };
};

const cases: PreviewCase[] = [
  {
    collection: "blog",
    entry: "marketing-with-purpose",
    page: "/blog/marketing-with-purpose",
    elements: { title: "main h1", body: "main .prose-content > p", lead: "main header > p" },
  },
  {
    collection: "events",
    entry: "recruitment-week-2025",
    page: "/events",
    elements: {
      title: "#event-recruitment-week-2025-title",
      body: '[aria-labelledby="event-recruitment-week-2025-title"] .prose-content p',
      date: '[aria-labelledby="event-recruitment-week-2025-title"] dd',
    },
  },
  {
    collection: "board",
    entry: "2025-2026",
    page: "/board/2025-2026",
    elements: { title: "main article h3", body: "main article h3 + p", year: "#board-year-title" },
  },
  {
    collection: "teams",
    entry: "events",
    page: "/teams/events",
    elements: { title: "main h1", body: "main .prose-content > p", responsibility: "main li span" },
  },
];

for (const { collection, entry, page: sitePath, elements } of cases) {
  test(`the ${collection} preview draws ${entry} as its page does, and axe finds nothing in it`, async ({
    browser,
    cms,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    // decap-server needs no account: 'Login' enters the editor, at the address's entry.
    await page.goto(`${cms.adminUrl}#/collections/${collection}/entries/${entry}`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 120_000 });
    const preview = page.frameLocator(previewFrame);
    await expect(preview.locator(elements.title).first()).toBeAttached({ timeout: 60_000 });
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
    expect(errors, "uncaught errors in /admin").toEqual([]);
    await context.close();
  });
}
