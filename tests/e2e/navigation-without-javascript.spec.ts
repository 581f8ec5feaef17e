/**
 * The navigation works before hydration and without JavaScript (ADR 008): the menus are
 * the browser's own popovers and <details>, their choices plain links. Pages hydrate only
 * after `load` (ADR 004), so on a slow phone these controls are used before React is there.
 */
import type { Page } from "@playwright/test";
import { accessibleNode, isExpanded } from "./accessibility-tree";
import { archiveTest } from "./archive-site";
import { clickBelowList, expect, test } from "./utils";

const phone = { width: 390, height: 844 };
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("at 390 px", () => {
    test.use({ viewport: phone });

    test("the menu opens, Teams opens, and Marketing Team leads to its page", async ({ page }) => {
      await page.goto("/");
      const menu = mainNav(page);
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      const close = page.getByRole("button", { name: "Close menu" });
      await expect.poll(() => isExpanded(close)).toBe(true);

      const teams = menu.locator("summary", { hasText: "Teams" });
      const marketing = menu.getByRole("link", { name: "Marketing Team" });
      await expect(marketing).toBeHidden();
      expect(await accessibleNode(teams)).toMatchObject({ name: "Teams", expanded: false });
      await teams.click();
      await expect(marketing).toBeVisible();
      expect(await accessibleNode(teams)).toMatchObject({ name: "Teams", expanded: true });

      await marketing.click();
      await expect(page).toHaveURL("/teams/marketing");
      await expect(page.getByRole("heading", { level: 1, name: "Marketing Team" })).toBeVisible();
      await expect(mainNav(page)).toBeHidden();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    });

    test("the menu closes with its button, with Escape and with a tap outside", async ({ page }) => {
      await page.goto("/about");
      const menu = mainNav(page);
      const open = page.getByRole("button", { name: "Open menu" });

      await open.click();
      await expect(menu).toBeVisible();
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await expect.poll(() => isExpanded(open)).toBe(false);

      await open.click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(phone.width / 2, phone.height - 20);
      await expect(menu).toBeHidden();
    });
  });

  test("desktop: the Teams menu opens under its button and leads to a team page", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    const teams = nav.getByRole("button", { name: "Teams" });
    const marketing = nav.getByRole("link", { name: "Marketing Team" });
    await expect(marketing).toBeHidden();
    await teams.click();
    await expect(marketing).toBeVisible();
    await expect.poll(() => isExpanded(teams)).toBe(true);
    // Anchored below the button, not floating in the middle of the screen.
    const button = await teams.boundingBox();
    const list = await nav.locator("ul[popover]").boundingBox();
    if (!button || !list) throw new Error("the Teams button or its list has no box");
    expect(list.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(Math.abs(list.x - button.x)).toBeLessThan(2);

    await page.keyboard.press("Escape");
    await expect(marketing).toBeHidden();
    await teams.click();
    await marketing.click();
    await expect(page).toHaveURL("/teams/marketing");
    await expect(page.getByRole("heading", { level: 1, name: "Marketing Team" })).toBeVisible();
  });

  test("the board years are links: another year opens its own page, members included", async ({ page }) => {
    await page.goto("/board");
    // The select opens a year from script; without it the years are plain links.
    await expect(page.getByRole("combobox", { name: "Academic year" })).toBeHidden();
    const years = page.getByRole("navigation", { name: "Academic years" });
    await expect(years.getByRole("link", { name: "2025-2026" })).toHaveAttribute("aria-current", "true");
    await years.getByRole("link", { name: "2019-2020" }).click();
    await expect(page).toHaveURL("/board/2019-2020");
    await expect(page.getByRole("heading", { level: 1, name: "Board 2019-2020" })).toBeVisible();
    await expect(years.getByRole("link", { name: "2019-2020" })).toHaveAttribute("aria-current", "page");
    await expect(
      page.getByRole("list", { name: "Board 2019-2020" }).getByRole("heading", { level: 3 }),
    ).not.toHaveCount(0);
  });

  test("a board member's bio opens and closes, and a Join Us answer opens", async ({ page }) => {
    await page.goto("/board");
    const card = page
      .getByRole("article")
      .filter({ has: page.locator("summary") })
      .first();
    const bio = card.locator("details > p");
    await expect(bio).toBeHidden();
    await card.locator("summary").click();
    await expect(bio).toBeVisible();
    await card.locator("summary").click();
    await expect(bio).toBeHidden();

    await page.goto("/join");
    const fee = page
      .getByRole("region", { name: "Frequently Asked Questions" })
      .locator("details", { hasText: "Is there a membership fee?" });
    const answer = fee.getByText("There is no membership fee");
    await expect(answer).toBeHidden();
    await fee.locator("summary").click();
    await expect(answer).toBeVisible();
  });
});

// The archive site (archive-site.ts): content past what /events, /blog and /photos carry (ADR 052).
archiveTest.describe("with JavaScript disabled, on a site with an archive", () => {
  archiveTest.use({ javaScriptEnabled: false });

  archiveTest("each listing links the pages of what it does not carry, and those pages link on", async ({ page }) => {
    const heading = (name: string) => page.getByRole("heading", { level: 1, name });

    await page.goto("/events");
    await clickBelowList(page.getByRole("navigation", { name: "Older events" }).getByRole("link", { name: "2022" }));
    await expect(page).toHaveURL("/events/year/2022");
    await expect(heading("Events of 2022")).toBeVisible();
    const moreEvents = page.getByRole("navigation", { name: "More events" });
    await clickBelowList(moreEvents.getByRole("link", { name: "2021" }));
    await expect(heading("Events of 2021")).toBeVisible();
    await clickBelowList(moreEvents.getByRole("link", { name: "Upcoming and recent" }));
    await expect(page).toHaveURL("/events");

    await page.goto("/blog");
    await clickBelowList(page.getByRole("navigation", { name: "More articles" }).getByRole("link", { name: "2" }));
    await expect(page).toHaveURL("/blog/page/2");
    await expect(heading("Blog, page 2")).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);

    await page.goto("/photos");
    await clickBelowList(page.getByRole("navigation", { name: "Older albums" }).getByRole("link", { name: "2022" }));
    await expect(heading("Photos of 2022")).toBeVisible();
    await expect(page.getByRole("list", { name: "Photos" }).getByRole("listitem")).toHaveCount(12);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  });
});

test.describe("before hydration at 390 px", () => {
  test.use({ viewport: phone });

  test("the menu button opens the menu while the page's modules are held back; hydration then completes cleanly", async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: string[] = [];
    await page.route("**/assets/*.js", async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });

    await page.goto("/");
    // The bootstrap has asked for its modules and is waiting for them.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const menu = mainNav(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.locator("summary", { hasText: "Teams" }).click();
    await expect(menu.getByRole("link", { name: "Marketing Team" })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Hydration leaves the open menu as it is; a link now navigates client-side and closes it.
    await expect(menu).toBeVisible();
    await page.evaluate(() => {
      (window as Window & { beforeNavigation?: boolean }).beforeNavigation = true;
    });
    await menu.getByRole("link", { name: "Marketing Team" }).click();
    await expect(page).toHaveURL("/teams/marketing");
    await expect(page.getByRole("heading", { level: 1, name: "Marketing Team" })).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    expect(await page.evaluate(() => (window as Window & { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);
    // The console-error check of ./utils covers hydration warnings.
  });
});
