/**
 * Search and social metadata on the built site: unique titles and descriptions, the
 * favicon set and web manifest, and the schema.org JSON-LD on the pages that carry it.
 * Each page's head itself is checked in the route sweep's visit (page-head.ts).
 */
import type { Page } from "@playwright/test";
import { canonicalOf, head } from "./page-head";
import { builtPagePaths } from "./routes";
import { siteConfig } from "./site-config";
import { sites } from "./sites.mjs";
import { expect, gotoHydrated, test } from "./utils";

const pagePaths = builtPagePaths(sites.fixture);
const { site } = siteConfig(sites.fixture);

type JsonLdNode = { "@type"?: string; [key: string]: unknown };

/** Every node in the page's JSON-LD blocks (a block holds one node or an array of them). */
async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed: unknown = JSON.parse(text);
    return (Array.isArray(parsed) ? parsed : [parsed]) as JsonLdNode[];
  });
}

function nodesOfType(nodes: JsonLdNode[], type: string): JsonLdNode[] {
  return nodes.filter((node) => node["@type"] === type);
}

/** The first page linked from `listPath` whose path starts with `prefix` (an article, a team). */
async function firstLinkedPage(page: Page, listPath: string, prefix: string): Promise<string> {
  await gotoHydrated(page, listPath);
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const path = hrefs.find((href) => href.length > prefix.length && !href.includes(".") && !href.includes("?"));
  expect(path, `a link to ${prefix}… on ${listPath}`).toMatch(new RegExp(`^${prefix}[\\w-]+$`));
  return path ?? "";
}
test("the sitemap lists the pages this sweep covers", () => {
  expect(pagePaths).toContain("/");
  expect(pagePaths).toContain("/events");
});

test("every page's title and description are unique", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of pagePaths) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(title, `title of ${path}`).toMatch(/\S/);
    expect(description, `description of ${path}`).toMatch(/\S/);
    expect(titles.get(title ?? ""), `${path} repeats the title '${title}'`).toBeUndefined();
    expect(descriptions.get(description ?? ""), `${path} repeats a description`).toBeUndefined();
    titles.set(title ?? "", path);
    descriptions.set(description ?? "", path);
  }
});

test("an article's social card shows the article's own image", async ({ page }) => {
  const article = await firstLinkedPage(page, "/blog", "/blog/");
  await gotoHydrated(page, article);
  const ogImage = await head(page, 'meta[property="og:image"]').getAttribute("content");
  expect(ogImage).not.toBe(new URL("/og-image.jpg", site.url).toString());
  // The same picture as the article's hero (its original), not the site-wide card.
  expect(new URL(ogImage ?? "").pathname).toMatch(/^\/_img\//);
});

test("the favicon set and the web manifest are linked and reachable", async ({ page, request }) => {
  await gotoHydrated(page, "/");
  const iconLinks = head(page, 'link[rel="icon"], link[rel="apple-touch-icon"]');
  const hrefs = await iconLinks.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""));
  expect(hrefs).toEqual(expect.arrayContaining(["/favicon-32x32.png", "/apple-touch-icon.png"]));
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);

  const manifestHref = await head(page, 'link[rel="manifest"]').getAttribute("href");
  const response = await request.get(manifestHref ?? "");
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    theme_color: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: site.name,
    theme_color: site.themeColor,
    display: "standalone",
    start_url: "/",
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  // Chrome fetches a manifest icon on every page load; an SVG one is parsed as a document.
  expect(manifest.icons.filter((icon) => icon.src.endsWith(".svg"))).toEqual([]);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test("Home describes the organisation with its address and contact point in JSON-LD", async ({ page }) => {
  await gotoHydrated(page, "/");
  const [organization] = nodesOfType(await jsonLdNodes(page), "Organization");
  expect(organization).toMatchObject({
    "@context": "https://schema.org",
    name: site.name,
    url: canonicalOf("/"),
    address: { "@type": "PostalAddress", addressLocality: "Rotterdam" },
    contactPoint: { "@type": "ContactPoint" },
  });
  expect(organization?.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
});

test("an article carries a BlogPosting and a breadcrumb trail in JSON-LD", async ({ page }) => {
  const article = await firstLinkedPage(page, "/blog", "/blog/");
  await gotoHydrated(page, article);
  const nodes = await jsonLdNodes(page);
  const [posting] = nodesOfType(nodes, "BlogPosting");
  const headline = await page.getByRole("heading", { level: 1 }).textContent();
  expect(posting).toMatchObject({
    headline,
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    author: { "@type": "Person" },
    publisher: { "@type": "Organization", name: site.name },
    mainEntityOfPage: { "@id": canonicalOf(article) },
    // The article's own picture; its link preview shows the card made from it.
    image: expect.stringMatching(/^https:\/\/[^/]+\/_img\/(?!card-).+\.(jpg|jpeg|png|webp|avif)$/),
  });
  expect(await head(page, 'meta[property="og:image"]').getAttribute("content")).toMatch(/\/_img\/card-article-/);
  const [breadcrumbs] = nodesOfType(nodes, "BreadcrumbList");
  expect(breadcrumbs?.itemListElement).toEqual([
    expect.objectContaining({ position: 1, item: canonicalOf("/") }),
    expect.objectContaining({ position: 2, name: "Blog", item: canonicalOf("/blog") }),
    expect.objectContaining({ position: 3, name: headline, item: canonicalOf(article) }),
  ]);
});

test("/events carries one Event per event with Amsterdam times in JSON-LD", async ({ page }) => {
  await gotoHydrated(page, "/events");
  const events = nodesOfType(await jsonLdNodes(page), "Event");
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event).toMatchObject({
      name: expect.any(String),
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\+0[12]:00)?$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\+0[12]:00)?$/),
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: expect.any(String) },
      image: expect.stringMatching(/^https:\/\//),
      organizer: { "@type": "Organization", name: site.name },
    });
  }
  // Every event card on the page has its structured twin, by title.
  const cardTitles = await page.getByRole("heading", { level: 3 }).allTextContents();
  expect(events.map((event) => event.name).sort()).toEqual(
    cardTitles.filter((title) => events.some((event) => event.name === title)).sort(),
  );
  expect(events).toHaveLength(await page.locator("main article").count());
});

test("a team page carries a breadcrumb trail Home › Teams › team in JSON-LD", async ({ page }) => {
  const team = await firstLinkedPage(page, "/teams", "/teams/");
  await gotoHydrated(page, team);
  const [breadcrumbs] = nodesOfType(await jsonLdNodes(page), "BreadcrumbList");
  expect(breadcrumbs?.itemListElement).toEqual([
    expect.objectContaining({ position: 1, name: "Home", item: canonicalOf("/") }),
    expect.objectContaining({ position: 2, name: "Teams", item: canonicalOf("/teams") }),
    expect.objectContaining({ position: 3, item: canonicalOf(team) }),
  ]);
});
