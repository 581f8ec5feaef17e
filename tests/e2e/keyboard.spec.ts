/**
 * The main journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows,
 * Escape; no mouse, no `.focus()` or `.click()` shortcuts): reaching a control means
 * tabbing to it, as a keyboard user does. External pages are stubbed, never reached.
 */
import type { Locator, Page } from "@playwright/test";
import { isExpanded } from "./accessibility-tree";
import { expect, gotoHydrated, test } from "./utils";

/** Presses `key` until `target` has focus; fails when it is not reachable within `max` presses. */
async function tabTo(page: Page, target: Locator, { key = "Tab", max = 120 } = {}) {
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${max} presses of ${key}`);
}

/** True when the focused element draws a focus indicator: an outline or a box-shadow ring. */
async function hasVisibleFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== "none";
  });
}

test("menu → Teams → a team page → Join Us Today → /join → the role → its page, focus visible", async ({ page }) => {
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });

  const teams = nav.getByRole("button", { name: "Teams" });
  await tabTo(page, teams);
  expect(await hasVisibleFocus(teams), "focus indicator on the Teams button").toBe(true);
  await page.keyboard.press("Enter");
  await expect.poll(() => isExpanded(teams)).toBe(true);

  // Arrow keys move through the dropdown's links.
  const marketing = nav.getByRole("link", { name: "Marketing Team" });
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press("ArrowDown");
    if (await marketing.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(marketing).toBeFocused();
  expect(await hasVisibleFocus(marketing), "focus indicator on a dropdown link").toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/teams/marketing");
  await expect(page.getByRole("heading", { level: 1, name: "Marketing Team" })).toBeVisible();

  const joinToday = page.getByRole("main").getByRole("link", { name: "Join Us Today" });
  await tabTo(page, joinToday);
  expect(await hasVisibleFocus(joinToday), "focus indicator on Join Us Today").toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/join");
  await expect(page.getByRole("heading", { level: 1, name: "Join Us" })).toBeVisible();

  const role = page.getByRole("main").getByRole("link", { name: /Elective Student Representative/ });
  await tabTo(page, role);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/join/role/student-representative");
  await expect(page.getByRole("heading", { level: 1, name: "Elective Student Representative" })).toBeVisible();
});

test("blog: the Alumni filter, then an article", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const filter = page.getByRole("group", { name: "Filter articles by tag" });
  const alumni = filter.getByRole("button", { name: "Alumni" });

  // Past Alumni to Faculty, then back with Shift+Tab; Space presses a button.
  await tabTo(page, filter.getByRole("button", { name: "Faculty" }));
  await tabTo(page, alumni, { key: "Shift+Tab", max: 3 });
  await page.keyboard.press("Space");
  await expect(alumni).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/[?&]tag=alumni/i);

  const articles = page.getByRole("region", { name: "Articles" }).getByRole("article");
  for (const card of await articles.all()) await expect(card.getByText("Alumni")).toBeVisible();
  const firstTitle = (await articles.first().getByRole("heading", { level: 2 }).textContent())?.trim() ?? "";
  const firstLink = articles.first().getByRole("link").first();
  await tabTo(page, firstLink);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: firstTitle })).toBeVisible();
});

test("events: the 2024 filter, then Add to Calendar opens Google Calendar in a new tab", async ({ page, context }) => {
  // The new tab gets a stub page: the test never reaches the internet.
  await context.route("https://calendar.google.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>stub</title>" }),
  );
  await gotoHydrated(page, "/events");
  const year2024 = page.getByRole("button", { name: "2024", exact: true });
  await tabTo(page, year2024);
  await page.keyboard.press("Enter");
  await expect(year2024).toHaveAttribute("aria-pressed", "true");

  // The filter's list: the upcoming events above it are not filtered by year.
  const addToCalendar = page
    .getByRole("region", { name: "Past events" })
    .getByRole("link", { name: /Add to Calendar/ });
  await expect(addToCalendar).toHaveCount(5);
  await tabTo(page, addToCalendar.first());
  const popupPromise = page.waitForEvent("popup");
  await page.keyboard.press("Enter");
  const popup = await popupPromise;
  await popup.waitForLoadState("domcontentloaded");
  const url = new URL(popup.url());
  expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
  expect(url.searchParams.get("ctz")).toBe("Europe/Amsterdam");
  expect(url.searchParams.get("dates")).toMatch(/^2024\d{4}(T\d{6})?\/\d{8}(T\d{6})?$/);
});

test("photos: Enter opens a photo, arrows move on, Escape closes and focus returns", async ({ page }) => {
  await gotoHydrated(page, "/photos");
  const photos = page.getByRole("list", { name: "Photos" });
  const firstPhoto = photos.getByRole("button").first();
  await tabTo(page, firstPhoto);
  expect(await hasVisibleFocus(firstPhoto), "focus indicator on a photo").toBe(true);
  const firstName = (await firstPhoto.getAttribute("aria-label")) ?? (await firstPhoto.textContent()) ?? "";
  const [, number, year] = /SR Photo (\d+), (\d{4})/.exec(firstName) ?? [];
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: `SR Photo ${number}, ${year}` })).toBeVisible();

  await page.keyboard.press("ArrowRight");
  const next = `SR Photo ${Number(number) + 1}, ${year}`;
  await expect(page.getByRole("dialog", { name: next })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Focus returns to the grid, on the photo shown last.
  await expect(photos.getByRole("button", { name: new RegExp(`^${next}:`) })).toBeFocused();
});

test("student support: the feedback form filled and submitted by keyboard opens the mail client", async ({ page }) => {
  await gotoHydrated(page, "/student-support");
  const form = page.getByRole("main");
  const name = form.getByLabel("Name", { exact: true });
  await tabTo(page, name, { max: 200 });
  await page.keyboard.type("Noor Visser");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
  await page.keyboard.type("noor@example.org");
  await page.keyboard.press("Tab");
  const issueType = form.getByLabel("Issue type", { exact: true });
  await expect(issueType).toBeFocused();
  // A native select picks the option whose label starts with what is typed.
  await page.keyboard.type("Other");
  await expect(issueType).toHaveValue("Other");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Message", { exact: true })).toBeFocused();
  await page.keyboard.type("The study rooms are too cold in the morning.");

  const submit = form.getByRole("button", { name: "Submit feedback" });
  await tabTo(page, submit, { max: 3 });
  // Chromium reports the mail-client navigation as a request to the mailto: URL.
  const mailto = page.waitForRequest((request) => request.url().startsWith("mailto:")).then((r) => r.url());
  await page.keyboard.press("Enter");
  const url = await mailto;
  expect(url).toContain("subject=Feedback%20regarding%20Other");
  expect(decodeURIComponent(url)).toContain("Noor Visser");
  await expect(page.getByRole("status").filter({ hasText: "Feedback form opened in your email client" })).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
});

test("Shift+Tab back up a page stops on each control below the sticky header, never under it", async ({ page }) => {
  // Without smooth scrolling each step's scroll has ended when the focus is read.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/events");
  // Down to the cards' links and buttons well below the top: going back up brings each into
  // view from above, where the sticky header is.
  for (let press = 0; press < 60; press += 1) await page.keyboard.press("Tab");
  await expect(page.locator("main :focus")).toHaveCount(1);
  const header = await page.locator("body > header").boundingBox();
  const headerBottom = (header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY);
  const hidden: string[] = [];
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press("Shift+Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      const box = element?.getBoundingClientRect();
      return { name: element?.textContent?.trim() ?? "", top: box?.top ?? 0, inMain: !!element?.closest("main") };
    });
    if (focused.inMain && focused.top < headerBottom) hidden.push(`${focused.name} (top ${focused.top})`);
  }
  expect(hidden, `controls under the header, which ends at ${headerBottom}px`).toEqual([]);
});
