import { isExpanded } from "./accessibility-tree";
import { builtPagePaths } from "./routes";
import { siteConfig } from "./site-config";
import { sites } from "./sites.mjs";
import { expect, gotoHydrated, pauseClock, test } from "./utils";

const { footerColumns, mainNavigation, teamLinks } = siteConfig(sites.fixture);

/** The team at this place in the menu (the fixture has four). */
function team(index: number) {
  const found = teamLinks[index];
  if (!found) throw new Error(`The fixture has no team ${index + 1}`);
  return found;
}

test("the desktop menu lists the navigation in order with a Join Us button", async ({ page }) => {
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const titles = mainNavigation.map((item) => item.title);
  await expect(nav.locator(":scope > ul > li > a, :scope > ul > li > div > button")).toHaveText(titles);
  await expect(page.getByRole("banner").getByRole("link", { name: "Join Us" })).toHaveAttribute("href", "/join");
  await expect(page.getByRole("banner").getByRole("link", { name: /home/ })).toHaveAttribute("href", "/");
});

test("Teams opens a dropdown of the four team pages with the mouse", async ({ page }) => {
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const trigger = nav.getByRole("button", { name: "Teams" });
  await expect(nav.getByRole("link", { name: "Marketing Team" })).toBeHidden();
  await trigger.click();
  await expect.poll(() => isExpanded(trigger)).toBe(true);
  for (const team of teamLinks) {
    await expect(nav.getByRole("link", { name: team.title })).toHaveAttribute("href", team.path);
  }
  // A click elsewhere closes it.
  await page.getByRole("heading", { level: 1 }).click();
  await expect.poll(() => isExpanded(trigger)).toBe(false);
  await trigger.click();
  await nav.getByRole("link", { name: "Marketing Team" }).click();
  await expect(page).toHaveURL("/teams/marketing");
  await expect(nav.getByRole("link", { name: "Marketing Team" })).toBeHidden();
});

test("Teams dropdown works with the keyboard", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  const trigger = nav.getByRole("button", { name: "Teams" });
  // Once hydrated the button also states its expanded state as an attribute.
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link", { name: team(0).title })).toBeVisible();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: team(0).title })).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  // Arrow down opens the list and moves into it: 'All teams' first, then the teams.
  await page.keyboard.press("ArrowDown");
  await expect(nav.getByRole("link", { name: "All teams" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(nav.getByRole("link", { name: team(1).title })).toBeFocused();
  // Tab also walks the links, and leaving the list closes it.
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: team(2).title })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(team(1).path);
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, expands and collapses Teams, and closes on navigation", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("button", { name: "Teams" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeVisible();
    await expect.poll(() => isExpanded(page.getByRole("button", { name: "Close menu" }))).toBe(true);
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    // A <summary>: Playwright gives it no role, Chromium exposes it as an expandable button.
    const teams = menu.locator("summary", { hasText: "Teams" });
    await expect(menu.getByRole("link", { name: "Events Team" })).toBeHidden();
    await teams.click();
    await expect.poll(() => isExpanded(teams)).toBe(true);
    await expect(menu.getByRole("link", { name: "Events Team" })).toBeVisible();
    await teams.click();
    await expect.poll(() => isExpanded(teams)).toBe(false);
    await expect(menu.getByRole("link", { name: "Events Team" })).toBeHidden();

    await teams.click();
    await menu.getByRole("link", { name: "Events Team" }).click();
    await expect(page).toHaveURL("/teams/events");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect.poll(() => isExpanded(page.getByRole("button", { name: "Open menu" }))).toBe(false);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("any link closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });
});

test("the footer has the address, four columns and the copyright year", async ({ page }) => {
  await gotoHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.locator("address")).toContainText("Rotterdam, the Netherlands");
  for (const column of footerColumns) {
    const nav = footer.getByRole("navigation", { name: column.title, exact: true });
    for (const link of column.links) {
      await expect(nav.getByRole("link", { name: link.title, exact: true })).toHaveAttribute("href", link.path);
    }
  }
  const connect = footer.getByRole("navigation", { name: "Connect" });
  for (const name of ["Instagram", "TikTok", "LinkedIn", "WhatsApp"]) {
    const link = connect.getByRole("link", { name: new RegExp(name) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(connect.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

/**
 * Until the footer nears the viewport it is not laid out (render-when-visible) and counts
 * as its --placeholder-height; a value far from its real height makes the scrollbar jump
 * when it is drawn. A link added to a column changes that height: this names the width
 * whose value to update in site-footer.tsx (one line of links is about 2rem).
 */
for (const width of [390, 800, 1280]) {
  test(`the footer's placeholder height follows its real height at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    const { real, placeholder } = await footer.evaluate((element) => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
      const value = getComputedStyle(element).getPropertyValue("--placeholder-height").trim();
      return { real: element.getBoundingClientRect().height / rem, placeholder: Number.parseFloat(value) };
    });
    expect(
      Math.abs(real - placeholder),
      `at ${width} px the footer is ${real.toFixed(1)}rem tall, its --placeholder-height ${placeholder}rem`,
    ).toBeLessThanOrEqual(1.5);
  });
}

test("the support popup appears after 10 s, opens WhatsApp and closes", async ({ page }) => {
  await pauseClock(page);
  await gotoHydrated(page, "/");
  const popup = page.getByRole("complementary", { name: "Chat with SR Support" });
  await page.clock.runFor(9_000);
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(1_100);
  await expect(popup).toBeVisible();

  const chat = popup.getByRole("link", { name: /Chat with SR Support/ });
  await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
  const href = await chat.getAttribute("href");
  const url = new URL(href ?? "");
  expect(url.origin).toBe("https://wa.me");
  expect(url.pathname).toMatch(/^\/\d+$/);
  expect(url.searchParams.get("text")).toBe("Hi SR Support, I have a question...");

  // Follow the link without leaving the machine: the new tab is captured, not loaded.
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
  const [newTab] = await Promise.all([page.waitForEvent("popup"), chat.click()]);
  expect(newTab.url()).toBe(href);
  await page.clock.runFor(300);
  await expect(popup).toHaveCount(0);
});

test("closing the support popup fades it out and removes it after 300 ms", async ({ page }) => {
  await pauseClock(page);
  await gotoHydrated(page, "/about");
  await page.clock.runFor(10_000);
  const popup = page.getByRole("complementary", { name: "Chat with SR Support" });
  await popup.getByRole("button", { name: "Close support message" }).click();
  await expect(popup).toHaveClass(/opacity-0/);
  await page.clock.runFor(300);
  await expect(popup).toHaveCount(0);
});

test("a route change scrolls to the top and focuses the main region", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Program", exact: true }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole("contentinfo").getByRole("link", { name: "Program", exact: true }).click();
  await expect(page).toHaveURL("/program");
  await expect(page.getByRole("heading", { level: 1, name: "Program" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("main")).toBeFocused();
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test.describe("every page at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Blocks that render only near the viewport (render-when-visible) stand in with a
  // placeholder size until then; a placeholder wider than the screen would let the page
  // scroll sideways before the visitor ever reaches that block.
  test("no page scrolls sideways, before or after it is read to the end", async ({ page }) => {
    test.slow();
    const sideways = async () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const paths = builtPagePaths(sites.fixture);
    expect(paths.length, "pages in the fixture site's sitemap").toBeGreaterThan(10);
    for (const path of paths) {
      await page.goto(path);
      expect(await sideways(), `${path} on arrival`).toBeLessThanOrEqual(1.5);
      // A jump, not the page's smooth scroll (app.css): the end is drawn at once.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(await sideways(), `${path} at the end`).toBeLessThanOrEqual(1.5);
    }
  });
});
