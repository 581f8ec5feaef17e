/**
 * Site search on the fixture build, against the Pagefind index the build writes: the
 * header's search dialog (button, Ctrl/⌘+K, Escape, results, arrow keys, the type filter,
 * no results), /search as a link target and, without JavaScript, as a directory of every
 * page; axe in the dialog's three states.
 */
import type { Page } from "@playwright/test";
import { eventDates } from "../date-strings";
import { siteConfig } from "./site-config";
import { sites } from "./sites.mjs";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

const { mainNavigation } = siteConfig(sites.fixture);

const searchButton = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Search", exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const field = (page: Page) => dialog(page).getByRole("searchbox");
const results = (page: Page) => dialog(page).getByRole("list", { name: "Results" }).getByRole("link");
const status = (page: Page) => dialog(page).getByRole("status");

/** The count the live region announces, e.g. 24 for "24 results for 'support'". */
async function announcedCount(page: Page, query: string) {
  await expect(status(page)).toHaveText(new RegExp(`^\\d+ results? for '${query}'$`));
  return Number((await status(page).textContent())?.split(" ")[0]);
}

async function openAndSearch(page: Page, query: string) {
  await gotoHydrated(page, "/");
  await searchButton(page).click();
  await field(page).fill(query);
}

test("the header's search button opens the dialog; Escape closes it and focus returns to the button", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await expect(dialog(page)).toBeHidden();
  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test("Ctrl+K and ⌘+K open the dialog; K alone does not", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.keyboard.press("k");
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  await page.keyboard.press("Control+k");
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await page.keyboard.press("Meta+k");
  await expect(dialog(page)).toBeVisible();
});

test("Ctrl+K right after Escape opens the dialog again, even when the close event comes after the key", async ({
  page,
}) => {
  await gotoHydrated(page, "/about");
  await page.keyboard.press("Control+k");
  await expect(dialog(page)).toBeVisible();
  // The browser may run a key press before the close event that Escape queued (Chromium
  // puts input first): the page holds that close event back until after the key.
  await page.evaluate(() => {
    let held: (() => void) | undefined;
    const hold = (event: Event) => {
      if (held || !(event.target instanceof HTMLDialogElement)) return;
      event.stopImmediatePropagation();
      const target = event.target;
      held = () => target.dispatchEvent(new Event("close"));
      Object.assign(window, { releaseClose: held });
    };
    window.addEventListener("close", hold, { capture: true });
  });
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await page.keyboard.press("Control+k");
  await expect(dialog(page)).toBeVisible();
  await page.evaluate(() => (window as unknown as { releaseClose: () => void }).releaseClose());
  // The late close event is stale: the dialog stays open, and still closes as usual.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator("dialog[open]")).toHaveCount(0);
});

test("a result shows its type, title, highlighted excerpt and an event's date", async ({ page }) => {
  await openAndSearch(page, "boat");
  await expect(status(page)).toHaveText("1 result for 'boat'");
  const result = results(page).first();
  await expect(result).toContainText("Event");
  await expect(result).toContainText("Spring Boat Tour");
  await expect(result).toContainText(eventDates["2025-04-24"]);
  await expect(result.locator("mark").first()).toHaveText(/^boat$/i);
  await expect(result).toHaveAttribute("href", "/events/spring-boat-tour-2025");
});

test("arrow keys move through the results and Enter opens the focused one at its address", async ({ page }) => {
  await openAndSearch(page, "support");
  await expect(results(page).nth(5)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(results(page).nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press("End");
  const last = results(page).last();
  await expect(last).toBeFocused();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowUp");
  await expect(field(page)).toBeFocused();
  for (let step = 0; step < 6; step++) await page.keyboard.press("ArrowDown");
  const sixth = results(page).nth(5);
  await expect(sixth).toBeFocused();
  const href = await sixth.getAttribute("href");
  expect(href, "the sixth result of 'support' is an item on its page").toMatch(/#/);
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
  await expect(page.locator(new URL(href ?? "", page.url()).hash)).toBeInViewport();
});

test("the type filter narrows the results to one type", async ({ page }) => {
  await openAndSearch(page, "support");
  const all = await announcedCount(page, "support");
  // Each radio is visually hidden inside its pill-shaped label, which takes the click.
  await dialog(page).getByRole("radio", { name: "FAQ" }).check({ force: true });
  await expect(status(page)).not.toHaveText(`${all} results for 'support'`);
  await dialog(page).getByRole("radio", { name: "Support" }).check({ force: true });
  // The previous results stay until the new ones have arrived: wait for the new ones.
  const labels = results(page).locator("span > span:first-child");
  await expect.poll(async () => [...new Set(await labels.allTextContents())]).toEqual(["Support"]);
  const supportOnly = await announcedCount(page, "support");
  expect(supportOnly).toBeGreaterThan(1);
  expect(supportOnly).toBeLessThan(all);
  await expect(results(page)).toHaveCount(Math.min(supportOnly, 10));
  await dialog(page).getByRole("radio", { name: "All" }).check({ force: true });
  await expect(status(page)).toHaveText(`${all} results for 'support'`);
});

test("no results: the message names the query and links to the main sections", async ({ page }) => {
  await openAndSearch(page, "zzqxv");
  await expect(status(page)).toHaveText("No results for 'zzqxv'");
  const sections = dialog(page).getByRole("navigation", { name: "Main sections" }).getByRole("link");
  await expect(sections).toHaveText(mainNavigation.map((item) => item.title));
  await sections.filter({ hasText: "Events" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/events$/);
});

test("/search?q= runs the search on load, and the address follows the field", async ({ page }) => {
  await gotoHydrated(page, "/search?q=harbour");
  const main = page.getByRole("main");
  await expect(main.getByRole("searchbox")).toHaveValue("harbour");
  // A result's name starts with its type: the article itself, not a page that mentions it.
  await expect(main.getByRole("link", { name: /^Article Strategy Lessons from the Harbour/ })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Every page" })).toHaveCount(0);
  const historyLength = await page.evaluate(() => history.length);
  await main.getByRole("searchbox").fill("boat");
  await expect(page).toHaveURL(/\/search\?q=boat$/);
  await expect(main.getByRole("link", { name: /^Event .*Spring Boat Tour/ })).toBeVisible();
  expect(await page.evaluate(() => history.length), "typing replaces the history entry").toBe(historyLength);
});

test("results are listed before their records load; the excerpts follow", async ({ page }) => {
  // The records (Pagefind's fragments) are held back until the titles are on screen.
  const heldBack: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route("**/pagefind/fragment/**", (route) =>
    holding ? heldBack.push(() => route.continue()) : route.continue(),
  );
  await openAndSearch(page, "boat");
  await expect(results(page).first()).toContainText("Spring Boat Tour");
  await expect(results(page).first()).toContainText(eventDates["2025-04-24"]);
  await expect(results(page).first().locator("mark")).toHaveCount(0);
  expect(heldBack.length, "the record of the result was asked for").toBeGreaterThan(0);
  holding = false;
  await Promise.all(heldBack.map((release) => release()));
  await expect(results(page).first().locator("mark").first()).toHaveText(/^boat$/i);
});

test("/search loads the index only when its field is used, and its page does not move as the search takes over", async ({
  page,
  browser,
  baseURL,
}) => {
  const pagefindRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) pagefindRequests.push(request.url());
  });
  await gotoHydrated(page, "/search");
  const main = page.getByRole("main");
  // The search panel has replaced the form once the form's button is gone.
  await expect(main.getByRole("button", { name: "Search" })).toHaveCount(0);
  const top = () =>
    main.getByRole("heading", { name: "Every page" }).evaluate((heading) => heading.getBoundingClientRect().top);

  const withoutJavaScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    baseURL,
  });
  const plain = await withoutJavaScript.newPage();
  await plain.goto("/search");
  const plainTop = await plain
    .getByRole("heading", { name: "Every page" })
    .evaluate((heading) => heading.getBoundingClientRect().top);
  await withoutJavaScript.close();
  expect(await top(), "the directory's place with the search and with the plain form").toBe(plainTop);

  expect(pagefindRequests, "nothing of the index before the field is used").toEqual([]);
  await main.getByRole("searchbox").focus();
  await expect.poll(() => pagefindRequests.length).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/search lists every page grouped by type, and its form submits the query", async ({ page }) => {
    await page.goto("/search");
    const main = page.getByRole("main");
    // The fixture's counts, in the registry's order of the types: 20 published articles (the
    // draft is left out), 17 events, 13 board years, 4 teams, 4 roles, 6 FAQ entries, 8 support
    // offices and 6 group chats; then every other page (as many as the site has: the
    // search-index spec holds them to the pages).
    const expected = [
      "Articles (20)",
      "Events (17)",
      "Board years (13)",
      "Teams (4)",
      "Roles (4)",
      "FAQ (6)",
      "Support (14)",
      /^Pages \(\d+\)$/,
    ];
    await expect(main.getByRole("heading", { level: 3 })).toHaveText(expected);
    await expect(main.getByRole("link", { name: "Spring Boat Tour" })).toHaveAttribute(
      "href",
      "/events/spring-boat-tour-2025",
    );
    await expect(main.getByRole("link", { name: "International Office" })).toHaveAttribute(
      "href",
      "/student-support#support-international-office",
    );
    await expect(main.getByRole("link", { name: "Board 2013-2014" })).toBeVisible();
    await expect(main.getByText("Interview with the Harbour Master")).toHaveCount(0);

    await main.getByRole("searchbox").fill("boat");
    await main.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=boat$/);
    await expect(main.getByRole("heading", { name: "Every page" })).toBeVisible();
  });

  test("the header's search link leads to /search", async ({ page }) => {
    await page.goto("/about");
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/search$/);
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Search in the mobile menu opens the dialog", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search" }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await field(page).fill("boat");
    await expect(results(page).first()).toContainText("Spring Boat Tour");
    await results(page).first().click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/events\/spring-boat-tour-2025$/);
  });
});

test.describe("axe", () => {
  test("the open dialog has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    await expect(field(page)).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("the dialog with results has no violations", async ({ page }) => {
    await openAndSearch(page, "support");
    await expect(results(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the dialog with no results has no violations", async ({ page }) => {
    await openAndSearch(page, "zzqxv");
    await expect(status(page)).toHaveText("No results for 'zzqxv'");
    await expectNoAxeViolations(page);
  });
});
