/**
 * What every page's head must carry for search engines and social cards: a title ending
 * in the site name, a description, the toolbar colour of each theme, a canonical URL on the production
 * origin, Open Graph and Twitter cards with absolute images, and lang="en". Checked in
 * the route sweep's one visit per page, after hydration (so React has not dropped any).
 */
import type { Page } from "@playwright/test";
import { currentSite, siteConfig } from "./site-config";
import { expect } from "./utils";

/** The settings of the site the running test visits (the fixture build or the shipped one). */
const currentSettings = () => siteConfig(currentSite()).site;

export const canonicalOf = (path: string) => new URL(path, currentSettings().url).toString();

export const head = (page: Page, selector: string) => page.locator(`head ${selector}`);

export async function expectSearchAndSocialHead(page: Page, path: string) {
  const site = currentSettings();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(new RegExp(`${site.name}$`));
  await expect(head(page, 'meta[name="description"]')).toHaveAttribute("content", /\S{2,}/);
  // The toolbar colour of each appearance (the theme script writes them; nothing is chosen in a test's browser).
  const toolbar = await head(page, 'meta[name="theme-color"]').evaluateAll((metas) =>
    metas.map((meta) => `${meta.getAttribute("content")} ${meta.getAttribute("media")}`),
  );
  expect(toolbar).toEqual([
    `${site.themeColor} (prefers-color-scheme: light)`,
    `${site.darkThemeColor} (prefers-color-scheme: dark)`,
  ]);
  await expect(head(page, 'link[rel="canonical"]')).toHaveAttribute("href", canonicalOf(path));
  await expect(head(page, 'meta[property="og:url"]')).toHaveAttribute("content", canonicalOf(path));
  // The page's title, or for a page with a card of its own (an event, an article) the title drawn on it, without the site's name.
  const title = await page.title();
  expect([title, title.replace(` | ${site.name}`, "")]).toContain(
    await head(page, 'meta[property="og:title"]').getAttribute("content"),
  );
  for (const image of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
    const url = await head(page, image).getAttribute("content");
    expect(url, image).toMatch(/^https:\/\//);
    expect(new URL(url ?? "").origin, image).toBe(new URL(site.url).origin);
  }
  await expect(head(page, 'meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
}
