/**
 * The listings and their archives (ADR 052) on the archive site (archive-site.ts): /events,
 * /blog and /photos carry a page's worth; the filters keep their buttons, `aria-pressed` and
 * addresses, and load a year or a tag they do not carry from its prerendered page (its
 * `.data` file); the archive's pages are linked, in the sitemap and swept like every page.
 * What is where comes from tests/fixtures/archive-site.ts; without JavaScript the same pages
 * are reached by their links (navigation-without-javascript.spec.ts).
 */
import type { Page } from "@playwright/test";
import { archiveSite } from "../fixtures/archive-site";
import { archiveTest as test } from "./archive-site";
import { sweepPage } from "./page-sweep";
import { expect, expectNoAxeViolations, gotoHydrated } from "./utils";

/** The route data the page requests from now on ('/events/year/2022.data'). */
function dataRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data")) requested.push(pathname);
  });
  return requested;
}

const titlesOf = (year: string) =>
  archiveSite.events.filter((event) => event.year === year).map((event) => event.title);

test.describe("/events", () => {
  const pastCards = (page: Page) => page.getByRole("region", { name: "Past events" }).getByRole("article");
  const yearButton = (page: Page, year: string) =>
    page.getByRole("group", { name: "Filter events by year" }).getByRole("button", { name: year, exact: true });

  test("carries what is coming up and the 24 newest past events; a year beyond them loads from its own page", async ({
    page,
  }) => {
    const requested = dataRequests(page);
    await gotoHydrated(page, "/events");
    await expect(page.getByRole("region", { name: "Upcoming events" }).getByRole("article")).toHaveCount(4);
    await expect(pastCards(page)).toHaveCount(24);
    const older = page.getByRole("navigation", { name: "Older events" });
    await expect(older.getByRole("link")).toHaveText(["2022", "2021"]);
    await expect(older.getByRole("link", { name: "2022" })).toHaveAttribute("href", "/events/year/2022");

    // A year the page carries whole filters here, as before.
    await yearButton(page, "2023").click();
    await expect(page).toHaveURL(/\/events\?year=2023$/);
    await expect(pastCards(page).getByRole("heading")).toHaveText(titlesOf("2023"));

    // 2022: its newest event is on the page, the rest come from /events/year/2022.
    await yearButton(page, "2022").click();
    await expect(page).toHaveURL(/\/events\?year=2022$/);
    await expect(yearButton(page, "2022")).toHaveAttribute("aria-pressed", "true");
    await expect(pastCards(page).getByRole("heading")).toHaveText(titlesOf("2022"));
    expect(requested).toEqual(["/events/year/2022.data"]);
    await expectNoAxeViolations(page);

    await yearButton(page, "All").click();
    await expect(pastCards(page)).toHaveCount(24);

    await gotoHydrated(page, "/events?year=2021");
    await expect(yearButton(page, "2021")).toHaveAttribute("aria-pressed", "true");
    await expect(pastCards(page).getByRole("heading")).toHaveText(titlesOf("2021"));
  });

  test("a link to the card of an event the page no longer carries opens the event's own page", async ({ page }) => {
    const carried = archiveSite.events.find((event) => event.year === "2023");
    const moved = archiveSite.events.filter((event) => event.year === "2022")[2];
    if (!carried || !moved) throw new Error("the archive site has no such events");

    await gotoHydrated(page, `/events#event-${carried.id}`);
    await expect(page.getByRole("article", { name: carried.title, exact: true })).toBeInViewport();
    await expect(page).toHaveURL(`/events#event-${carried.id}`);

    await gotoHydrated(page, `/events#event-${moved.id}`);
    await expect(page).toHaveURL(`/events/${moved.id}`);
    await expect(page.getByRole("heading", { level: 1, name: moved.title })).toBeVisible();
    // In place of the address that led there: back returns to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(`/events#event-${carried.id}`);
  });
});

test("/blog carries the 24 newest articles and links page 2; a tag with articles beyond loads its own page", async ({
  page,
}) => {
  const requested = dataRequests(page);
  const cards = page.getByRole("region", { name: "Articles" }).getByRole("article");
  const filter = page.getByRole("group", { name: "Filter articles by tag" });
  await gotoHydrated(page, "/blog");
  await expect(cards).toHaveCount(24);
  const pages = page.getByRole("navigation", { name: "More articles" });
  await expect(pages.getByRole("link", { name: "1" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "2" })).toHaveAttribute("href", "/blog/page/2");

  await filter.getByRole("button", { name: "Alumni" }).click();
  await expect(page).toHaveURL("/blog?tag=alumni");
  await expect(filter.getByRole("button", { name: "Alumni" })).toHaveAttribute("aria-pressed", "true");
  await expect(cards).toHaveCount(9);
  const oldestAlumni = archiveSite.articles.find((article) => article.tag === "Alumni");
  await expect(cards.last().getByRole("heading")).toHaveText(oldestAlumni?.title ?? "");
  expect(requested).toEqual(["/blog/tag/alumni.data"]);

  // Every Faculty article is on /blog: the filter stays here.
  await filter.getByRole("button", { name: "Faculty" }).click();
  await expect(cards).toHaveCount(9);
  expect(requested).toEqual(["/blog/tag/alumni.data"]);
});

test("/photos carries the newest albums within 60 photos; an older album loads from its page and opens", async ({
  page,
}) => {
  const requested = dataRequests(page);
  const photos = page.getByRole("list", { name: "Photos" }).getByRole("listitem");
  await gotoHydrated(page, "/photos");
  await expect(photos).toHaveCount(15 + 4 + 30);
  await expect(page.getByRole("navigation", { name: "Older albums" }).getByRole("link")).toHaveText(["2022", "2021"]);

  await page.getByRole("button", { name: "2022", exact: true }).click();
  await expect(page).toHaveURL(/\/photos\?year=2022$/);
  await expect(photos).toHaveCount(12);
  expect(requested).toEqual(["/photos/2022.data"]);
  await page
    .getByRole("list", { name: "Photos" })
    .getByRole("button", { name: /^SR Photo 3, 2022:/ })
    .click();
  await expect(page.getByRole("dialog", { name: "SR Photo 3, 2022" })).toBeVisible();
});

test("the sitemap lists the archive's pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(listed).toEqual(
    expect.arrayContaining([
      "/events/year/2022",
      "/events/year/2021",
      "/blog/page/2",
      "/blog/tag/alumni",
      "/photos/2022",
      "/photos/2021",
    ]),
  );
});

/** The first page of each of the archive's addresses, as the route sweep checks each kind of page. */
const archivePages = [
  { path: "/events/year/2022", title: "Events of 2022", cards: 4, current: ["2022"] },
  { path: "/blog/page/2", title: "Blog, page 2", cards: 2, current: ["2"] },
  // One page of Alumni articles: its only link leads back to every article.
  { path: "/blog/tag/alumni", title: "Alumni articles", cards: 9, current: [] },
  { path: "/photos/2022", title: "Photos of 2022", cards: 12, current: ["2022"] },
] as const;

/** An archive page's cards: the articles (events, articles), or the photos of its grid. */
const cardsOf = (page: Page, path: string) =>
  path.startsWith("/photos")
    ? page.getByRole("list", { name: "Photos" }).getByRole("listitem")
    : page.getByRole("main").getByRole("article");

for (const { path, title, cards, current } of archivePages) {
  test(`${path}: its cards, its links, and the route sweep's checks at 1280 and 390 px`, async ({ page, baseURL }) => {
    // Two axe runs on a full page take several seconds on a busy 2-core machine.
    test.slow();
    await sweepPage(page, path, { origin: new URL(baseURL ?? "http://localhost").origin, narrow: true });
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(cardsOf(page, path)).toHaveCount(cards);
    await expect(page.getByRole("main").locator('nav a[aria-current="page"]')).toHaveText([...current]);
  });
}
