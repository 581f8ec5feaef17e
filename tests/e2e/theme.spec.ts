/**
 * The colour theme (ADR 049): the Theme control in the header (from md) and in the mobile
 * menu, by keyboard and by touch where it is drawn; the choice remembered; the theme in
 * place before the first frame and before hydration, under the pages' CSP; the device's
 * appearance without JavaScript; printing in the light theme.
 */
import type { Locator, Page } from "@playwright/test";
import { readThemeColours, type Theme } from "../theme-colours";
import { isExpanded } from "./accessibility-tree";
import { press } from "./cms/pointer";
import { siteConfig } from "./site-config";
import { sites } from "./sites.mjs";
import { expect, gotoHydrated, test } from "./utils";

const phone = { width: 390, height: 844 };
const { palettes } = readThemeColours();
const { site } = siteConfig(sites.fixture);

/** A token's colour as getComputedStyle writes it: `rgb(r, g, b)`. */
const rgb = (theme: Theme, token: string) => {
  const hex = palettes[theme][token] ?? "";
  return `rgb(${[1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16)).join(", ")})`;
};

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const toolbarColours = (page: Page) =>
  page
    .locator('head meta[name="theme-color"]')
    .evaluateAll((metas) =>
      metas.map((meta) => [meta.getAttribute("content"), meta.getAttribute("media")].join(" ").trim()),
    );
const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem("theme"));
/** The radio of `choice` in each Theme control of the page: checked or not. */
const checkedIn = (page: Page, choice: string) =>
  page
    .locator(`[data-theme-control] input[value="${choice}"]`)
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).checked));

async function expectTheme(page: Page, theme: Theme) {
  await expect.poll(() => pageBackground(page)).toBe(rgb(theme, "surface"));
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(theme);
}

test("by keyboard: the header's Theme button opens the choices, arrow keys choose, the page follows and remembers", async ({
  page,
}) => {
  await gotoHydrated(page, "/about");
  await expectTheme(page, "light");
  const button = page.getByRole("banner").getByRole("button", { name: "Theme" });
  for (let step = 0; step < 40 && !(await button.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press("Tab");
  }
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  const choices = page.getByRole("banner").getByRole("group", { name: "Theme" });
  await expect(choices).toBeVisible();
  await expect.poll(() => isExpanded(button)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(choices.getByRole("radio", { name: "System" })).toBeFocused();
  await expect(choices.getByRole("radio", { name: "System" })).toBeChecked();

  await page.keyboard.press("ArrowRight");
  await expect(choices.getByRole("radio", { name: "Light" })).toBeChecked();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await page.keyboard.press("ArrowRight");
  await expect(choices.getByRole("radio", { name: "Dark" })).toBeChecked();
  await expectTheme(page, "dark");
  expect(await toolbarColours(page)).toEqual([site.darkThemeColor]);
  expect(await checkedIn(page, "dark")).toEqual([true, true]);

  await page.keyboard.press("Escape");
  await expect(choices).toBeHidden();
  await expect(button).toBeFocused();

  await gotoHydrated(page, "/events");
  await expectTheme(page, "dark");
  expect(await checkedIn(page, "dark")).toEqual([true, true]);
  expect(await storedChoice(page)).toBe("dark");

  await button.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(choices.getByRole("radio", { name: "System" })).toBeChecked();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
  await expectTheme(page, "light");
  expect(await storedChoice(page)).toBeNull();
  expect(await toolbarColours(page)).toEqual([
    `${site.themeColor} (prefers-color-scheme: light)`,
    `${site.darkThemeColor} (prefers-color-scheme: dark)`,
  ]);
});

test.describe("on a phone", () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  /** The mobile menu's Theme choice named `name`: its pill, which a finger taps. */
  const menuChoice = (page: Page, name: string): Locator =>
    page.getByRole("navigation", { name: "Main" }).locator("label", { hasText: name });

  test("by touch: the mobile menu's choices, tapped where they are drawn, override the device and are remembered", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Theme" })).toBeHidden();
    await press(page.getByRole("button", { name: "Open menu" }));
    await press(menuChoice(page, "Dark"));
    await expectTheme(page, "dark");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(await checkedIn(page, "dark")).toEqual([true, true]);

    await page.emulateMedia({ colorScheme: "dark" });
    await press(menuChoice(page, "Light"));
    await expectTheme(page, "light");

    await gotoHydrated(page, "/board");
    await expectTheme(page, "light");
    await press(page.getByRole("button", { name: "Open menu" }));
    await press(menuChoice(page, "System"));
    await expectTheme(page, "dark");
    expect(await storedChoice(page)).toBeNull();
  });

  test("before hydration: a stored choice is on the page from its first frame, and the control already works", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    // What the document says when the parser reaches <body>, and what the first frame paints.
    await page.addInitScript(() => {
      const seen = window as unknown as { themeAtBody?: string; firstFrame?: string };
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        seen.themeAtBody = document.documentElement.dataset.theme ?? "none";
        requestAnimationFrame(() => {
          seen.firstFrame = getComputedStyle(document.body).backgroundColor;
        });
      }).observe(document, { childList: true, subtree: true });
    });
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

    await page.goto("/events");
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const seen = () =>
      page.evaluate(() => {
        const { themeAtBody, firstFrame } = window as unknown as { themeAtBody?: string; firstFrame?: string };
        return { themeAtBody, firstFrame };
      });
    expect((await seen()).themeAtBody).toBe("dark");
    await expect.poll(async () => (await seen()).firstFrame).toBe(rgb("dark", "surface"));
    const scriptSources = await page
      .locator('head meta[http-equiv="Content-Security-Policy"]')
      .evaluate((meta) => /script-src([^;]*)/.exec(meta.getAttribute("content") ?? "")?.[1] ?? "");
    expect(scriptSources).toMatch(/'sha256-/);
    expect(scriptSources).not.toContain("'unsafe-inline'");

    await press(page.getByRole("button", { name: "Open menu" }));
    await expect(menuChoice(page, "Dark").getByRole("radio")).toBeChecked();
    await press(menuChoice(page, "Light"));
    await expectTheme(page, "light");
    expect(await storedChoice(page)).toBe("light");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(menuChoice(page, "Light").getByRole("radio")).toBeChecked();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await press(menuChoice(page, "Dark"));
    await expectTheme(page, "dark");
    expect(warnings).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const theme of ["light", "dark"] as const) {
    test(`the device's ${theme} appearance applies and the Theme control is hidden`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto("/about");
      await expectTheme(page, theme);
      await expect(page.getByRole("button", { name: "Theme" })).toBeHidden();
      // The <noscript> pair: a toolbar colour for each appearance.
      expect(await toolbarColours(page)).toEqual([
        `${site.themeColor} (prefers-color-scheme: light)`,
        `${site.darkThemeColor} (prefers-color-scheme: dark)`,
      ]);
      await page.setViewportSize(phone);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toBeVisible();
      await expect(page.locator("[data-theme-control]")).toHaveCount(2);
      await expect(page.locator("[data-theme-control]:visible")).toHaveCount(0);
    });
  }
});

test("printing uses the light theme, whatever the device or the stored choice", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await gotoHydrated(page, "/about");
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await gotoHydrated(page, "/about");
  await expectTheme(page, "dark");
  await page.emulateMedia({ media: "print", colorScheme: "dark" });
  await expectTheme(page, "light");
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe(rgb("light", "ink"));
});
