import type { Page } from "@playwright/test";
import { days } from "../date-strings";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

// The fixture blog (tests/fixtures/content/site/blog): 20 published, 8 Alumni, 8 Faculty.
const totalArticles = 20;
const alumniArticles = 8;
const facultyArticles = 8;
const newestArticles = [
  "Shaping Tech Decisions in Business",
  "Engineering Paradox Theory at RSM",
  "From Business to Diplomacy",
];

const articleList = (page: Page) => page.getByRole("region", { name: "Articles" }).getByRole("article");

test("the blog page lists every article newest first, also without JavaScript", async ({ page, request }) => {
  const html = await (await request.get("/blog")).text();
  expect(html.match(/<article\b/g)).toHaveLength(totalArticles);

  await gotoHydrated(page, "/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(page.getByText("Articles, interviews, and news from RSM faculty and SR alumni.")).toBeVisible();
  await expect(articleList(page)).toHaveCount(totalArticles);
  const titles = await articleList(page).getByRole("heading", { level: 2 }).allTextContents();
  expect(titles.slice(0, 3)).toEqual(newestArticles);
  await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
});

test("the tag filter shows 8 Alumni, 8 Faculty or all articles and keeps the choice in the URL", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const filter = page.getByRole("group", { name: "Filter articles by tag" });

  await filter.getByRole("button", { name: "Alumni" }).click();
  await expect(articleList(page)).toHaveCount(alumniArticles);
  await expect(page).toHaveURL("/blog?tag=alumni");
  for (const card of await articleList(page).all()) await expect(card.getByText("Alumni")).toBeVisible();

  await filter.getByRole("button", { name: "Faculty" }).click();
  await expect(articleList(page)).toHaveCount(facultyArticles);
  await expect(filter.getByRole("button", { name: "Faculty" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL("/blog?tag=faculty");

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(articleList(page)).toHaveCount(facultyArticles);

  await filter.getByRole("button", { name: "All" }).click();
  await expect(articleList(page)).toHaveCount(totalArticles);
  await expect(page).toHaveURL("/blog");
});

test("a linked filter applies after loading", async ({ page }) => {
  await gotoHydrated(page, "/blog?tag=alumni");
  await expect(page.getByRole("button", { name: "Alumni" })).toHaveAttribute("aria-pressed", "true");
  await expect(articleList(page)).toHaveCount(alumniArticles);
});

test("a card shows tag, author and date and opens its article; 'Back to Blog' returns", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const card = articleList(page).filter({ hasText: "From Business to Diplomacy" });
  await expect(card.getByText("Alumni", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Written by/)).toBeVisible();
  await expect(card.locator("time")).toHaveText(days["2025-10-04"]);
  await expect(card.locator("time")).toHaveAttribute("datetime", "2025-10-04");

  await card.getByRole("link", { name: "From Business to Diplomacy" }).click();
  await expect(page).toHaveURL("/blog/from-business-to-diplomacy");
  await expect(page.getByRole("heading", { level: 1, name: "From Business to Diplomacy" })).toBeVisible();
  await expect(page).toHaveTitle(/^From Business to Diplomacy \| /);

  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
});

for (const { slug, title, date } of [
  { slug: "challenging-the-status-quo-at-rsm", title: "Challenging the Status Quo at RSM", date: days["2025-09-06"] },
  { slug: "engineering-paradox-theory-rsm", title: "Engineering Paradox Theory at RSM", date: days["2025-10-18"] },
]) {
  test(`the article page /blog/${slug} has hero image, title, date, content and its own meta`, async ({ page }) => {
    const response = await gotoHydrated(page, `/blog/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("article time")).toHaveText(date);
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    const hero = page.locator("article picture img").first();
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).not.toHaveAttribute("alt", "");
    await expect(page.locator("article .prose-content h2").first()).toBeVisible();
    await expect(page.locator("article .prose-content blockquote").first()).toBeVisible();

    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(`^${title}`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/.+\/_img\/.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${slug}$`));
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(20);
  });
}

test("the two named articles crop their image at center 30%", async ({ page }) => {
  await gotoHydrated(page, "/blog/digitalization-and-social-change-at-rsm");
  const hero = page.locator("article picture img").first();
  await expect(hero).toHaveCSS("object-position", "50% 30%");
});

test("an unknown slug shows the not-found page with HTTP 404 and no console error", async ({
  page,
  consoleErrors,
  allowConsoleErrors,
}) => {
  // Chromium logs every 404 response as a console error, the document's own included; that
  // one is expected. Anything else (a missing .data request, a hydration error) is not.
  allowConsoleErrors.value = true;
  const notFound: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
  });
  const response = await gotoHydrated(page, "/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  // The page stays interactive after hydration.
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  expect(notFound).toEqual(["/blog/no-such-article"]);
  expect(consoleErrors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
});

test("Home shows exactly the 3 newest articles with links to read them", async ({ page }) => {
  await gotoHydrated(page, "/");
  const section = page.getByRole("region", { name: "Latest from our Blog" });
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(3);
  expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(newestArticles);
  const readMore = section.getByRole("link", { name: /^Read the full article/ });
  await expect(readMore).toHaveCount(3);
  await expect(readMore.first()).toHaveAttribute("href", "/blog/shaping-tech-decisions-in-business");
  await readMore.first().click();
  await expect(page.getByRole("heading", { level: 1, name: newestArticles[0] })).toBeVisible();
});

test("the RSS feed is valid XML with every article and is linked from the head and the page", async ({
  page,
  request,
}) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();

  await gotoHydrated(page, "/blog");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      items: doc.querySelectorAll("rss > channel > item").length,
      firstTitle: doc.querySelector("item > title")?.textContent ?? null,
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.items).toBe(totalArticles);
  expect(parsed.firstTitle).toBe(newestArticles[0]);

  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
  await expect(page.getByRole("link", { name: "RSS feed" })).toHaveAttribute("href", "/blog/rss.xml");
});

test("'Stay up to date' on the blog opens the subscribe form in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const subscribe = page.getByRole("region", { name: "Stay up to date" }).getByRole("link", { name: /Subscribe/ });
  await expect(subscribe).toHaveAttribute("target", "_blank");
  await expect(subscribe).toHaveAttribute("rel", "noopener noreferrer");
});

test("the blog list has no axe violations, also when filtered", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Faculty" }).click();
  await expectNoAxeViolations(page);
});

test("an article has no axe violations", async ({ page }) => {
  await gotoHydrated(page, "/blog/careers-data-and-inclusion-at-rsm");
  await expectNoAxeViolations(page);
});
