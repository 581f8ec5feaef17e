/**
 * What a page asks of a shared component must show, read here as the browser computes it,
 * at desktop width: an article's narrower Container and the current page's menu link in
 * the brand colour. Both were once a second class beside the component's own for the same
 * property, and whichever came later in the built stylesheet won: the article was as wide
 * as every other page and the current page's link was not highlighted.
 */
import type { Locator, Page } from "@playwright/test";
import { brand as siteBrand } from "../../app/config/brand";
import { expect, gotoHydrated, test } from "./utils";

/** The brand red as the browser reports a computed colour: rgb(r, g, b). */
const brand = `rgb(${(siteBrand.themeColor.slice(1).match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)).join(", ")})`;

async function computed(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** The main menu's links to the current page (desktop and mobile menus), as the browser colours them. */
async function currentPageLinkColours(page: Page): Promise<string[]> {
  const links = page.locator('nav[aria-label="Main"] a[aria-current="page"]');
  return links.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).color));
}

const article = "/blog/ethics-in-the-age-of-ai";

test.describe("the current page's link in the main menu is in the brand colour, over the menu's ink", () => {
  const pages = [
    "/about",
    "/teams",
    "/teams/marketing",
    "/board",
    "/student-support",
    "/program",
    "/blog",
    article,
    "/events",
    "/photos",
  ];
  for (const path of pages) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const colours = await currentPageLinkColours(page);
      expect(colours.length, "links to the current page in the main menu").toBeGreaterThan(0);
      expect(colours).toEqual(colours.map(() => brand));
    });
  }
});

test("an article is 56rem wide, not the 72rem of other pages, and its hero's sizes match its drawn width", async ({
  page,
}) => {
  await page.goto(article);
  const body = page.locator("article > div").first();
  await expect(body).toContainText("Back to Blog");
  expect(await computed(body, "max-width")).toBe("896px");
  expect((await body.boundingBox())?.width).toBe(896);

  const hero = page.locator("article picture img");
  for (const width of [390, 800, 960, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The first entry of `sizes` whose media condition matches, measured as a CSS width.
    const promised = await hero.evaluate((img) => {
      const sizes = img.parentElement?.querySelector("source")?.getAttribute("sizes") ?? "";
      const entries = sizes.split(/,\s*(?![^(]*\))/);
      const chosen = entries
        .map((entry) => entry.match(/^(\(.*?\))\s+(.+)$/) ?? [entry, "all", entry])
        .find(([, condition]) => condition === "all" || matchMedia(condition ?? "").matches);
      const probe = document.createElement("div");
      probe.style.width = chosen?.[2] ?? "0";
      document.body.append(probe);
      const measured = probe.getBoundingClientRect().width;
      probe.remove();
      return measured;
    });
    const drawn = (await hero.boundingBox())?.width ?? 0;
    expect(Math.abs(promised - drawn), `at ${width}px: sizes says ${promised}px, drawn ${drawn}px`).toBeLessThan(1);
  }
});

test("home: the hero's own spacing is added to the Container's", async ({ page }) => {
  await page.goto("/");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const hero = heading.locator("xpath=..");
  expect(await computed(hero, "padding-top")).toBe("112px");
  expect(await computed(hero, "padding-bottom")).toBe("40px");
  expect(await computed(hero, "max-width")).toBe("1152px");
});

test("photos: the photo dialog is 64rem wide, not the 32rem of a plain dialog, and spreads its footer", async ({
  page,
}) => {
  await gotoHydrated(page, "/photos");
  await page
    .getByRole("list", { name: "Photos" })
    .getByRole("button", { name: /^SR Photo 3, 2025:/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "SR Photo 3, 2025" });
  await expect(dialog).toBeVisible();
  expect(await computed(dialog, "max-width")).toBe("1024px");
  // The footer: the innermost block holding both the arrows and Download (ancestors come first).
  const footer = dialog
    .locator("div")
    .filter({ has: page.getByRole("button", { name: "Previous photo" }) })
    .filter({ has: page.getByRole("button", { name: "Download" }) })
    .last();
  await expect(footer.getByRole("button", { name: "Download" })).toBeVisible();
  expect(await computed(footer, "justify-content")).toBe("space-between");
});

test("join: the FAQ accordion is framed as a card, at most 48rem wide", async ({ page }) => {
  await page.goto("/join");
  const faq = page.locator("section", { has: page.getByRole("heading", { name: "Frequently Asked Questions" }) });
  const accordion = faq.locator("[data-slot=accordion]");
  await expect(accordion.getByText("How much time does it take?")).toBeVisible();
  expect(await computed(accordion, "max-width")).toBe("768px");
  expect(await computed(accordion, "border-top-left-radius")).toBe("16px");
  expect(await computed(accordion, "padding-left")).toBe("24px");
});

test("role: the Bachelor 3 note is set apart by a rule in the position details", async ({ page }) => {
  await page.goto("/join/role/student-representative");
  const note = page
    .getByRole("complementary", { name: "Position details" })
    .locator("p", { has: page.getByRole("link", { name: "Knowledge Base" }) });
  await expect(note).toBeVisible();
  expect(await computed(note, "border-top-width")).toBe("1px");
  expect(await computed(note, "padding-top")).toBe("16px");
  expect(await computed(note, "font-size")).toBe("14px");
});
