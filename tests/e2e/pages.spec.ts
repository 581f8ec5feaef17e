import type { Page } from "@playwright/test";
import { expect, gotoHydrated, pauseClock, test } from "./utils";

test("Home shows the hero, Who We Are, What We Do tiles and Subscribe", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Your Voice in Rotterdam School of Management" }),
  ).toBeVisible();
  await expect(page.getByText("Speak Your Mind")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Who We Are" })).toBeVisible();
  await expect(page.getByText(/official student body for BSc and pre-MSc students/)).toBeVisible();
  const tiles = page.getByRole("region", { name: "What We Do" }).getByRole("link");
  await expect(tiles).toHaveCount(4);
  const expectedTiles: [string, string][] = [
    ["Representatives", "/teams/representatives"],
    ["Marketing", "/teams/marketing"],
    ["Events", "/teams/events"],
    ["Student Support", "/teams/student-support"],
  ];
  for (const [name, path] of expectedTiles) {
    await expect(
      page.getByRole("region", { name: "What We Do" }).getByRole("link", { name, exact: true }),
    ).toHaveAttribute("href", path);
  }
  const subscribe = page.getByRole("link", { name: /Subscribe/ });
  await expect(subscribe).toHaveAttribute("target", "_blank");
  await expect(subscribe).toHaveAttribute("rel", "noopener noreferrer");
});

const statisticStrip = (page: Page) =>
  page.locator("[data-testid=statistic-value]").first().locator("xpath=ancestor::ul[1]");

test("Home counters count up over 2 s to 4,500+ and the 'Since' card counts down to 1985", async ({ page }) => {
  await pauseClock(page);
  await gotoHydrated(page, "/");
  const values = page.locator("li:not([aria-hidden]) [data-testid=statistic-value]");
  // The strip stands still while the numbers count, and scrolls once they are done.
  await expect(statisticStrip(page)).toHaveCSS("animation-name", "none");
  await expect(values).toHaveCount(5);
  await expect(values.first()).toHaveText("0+");
  await expect(values.last()).toHaveText("2025");
  // The decorative copies scroll in after the count is over: they show the final figures.
  await expect(page.locator("li[aria-hidden] [data-testid=statistic-value]").first()).toHaveText("4,500+");
  await page.clock.runFor(1_000);
  await expect(values.first()).not.toHaveText("4,500+");
  await page.clock.runFor(1_050);
  await expect(values).toHaveText(["4,500+", "60+", "80+", "2,000+", "1985"]);
  await expect(statisticStrip(page)).toHaveCSS("animation-name", "marquee");
  // The carousel repeats the five cards four times; only the first set is exposed.
  await expect(page.locator("[data-testid=statistic-value]")).toHaveCount(20);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("counters show their final values at once and the carousel does not move", async ({ page }) => {
    await pauseClock(page);
    await gotoHydrated(page, "/");
    const values = page.locator("li:not([aria-hidden]) [data-testid=statistic-value]");
    await expect(values).toHaveText(["4,500+", "60+", "80+", "2,000+", "1985"]);
    await expect(statisticStrip(page)).toHaveCSS("animation-name", "none");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the statistic strip scrolls from the start, showing the final figures", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("li:not([aria-hidden]) [data-testid=statistic-value]").first()).toHaveText("4,500+");
    await expect(statisticStrip(page)).toHaveCSS("animation-name", "marquee");
  });
});

test("the prerendered Home, About and Program carry their text without JavaScript", async ({ request }) => {
  const checks: Record<string, string[]> = {
    "/": ["Your Voice in Rotterdam School of Management", "Speak Your Mind", "Who We Are", "4,500+", "1985"],
    "/about": ["About Us", "Our Mission", "Our Journey", "1985", "2008", "2018", "2024", "Our Values", "Integrity"],
    "/program": ["BSc Year 1", "BSc Year 2", "BSc Year 3", "Pre MSc", "I DO Project", "Honors Program"],
  };
  for (const [path, texts] of Object.entries(checks)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const text of texts) expect(html, `${path} contains ${text}`).toContain(text);
  }
});

test("About shows the mission, the four-entry timeline and six values", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Our Journey" }).getByRole("listitem");
  await expect(timeline).toHaveCount(4);
  await expect(timeline.locator(":scope > p:first-of-type")).toHaveText(["1985", "2008", "2018", "2024"]);
  const values = page.getByRole("region", { name: "Our Values" }).getByRole("heading", { level: 3 });
  await expect(values).toHaveText([
    "Transparency",
    "Inclusivity",
    "Excellence",
    "Innovation",
    "Collaboration",
    "Integrity",
  ]);
});

test("Program lists each year's external links, opening in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/program");
  await expect(page.getByRole("heading", { level: 1, name: "Program" })).toBeVisible();
  const expected: Record<string, RegExp[]> = {
    "BSc Year 1": [/IBA/, /Bedrijfskunde/],
    "BSc Year 2": [/IBA/, /Bedrijfskunde/, /I DO Project/, /Honors Program/],
    "BSc Year 3": [/IBA/, /Bedrijfskunde/, /Internship/, /Minor/, /Electives/],
    "Pre MSc": [/English/, /Nederlandstalig/],
  };
  for (const [section, names] of Object.entries(expected)) {
    const links = page.getByRole("region", { name: section }).getByRole("link");
    await expect(links).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(name);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
  }
});
