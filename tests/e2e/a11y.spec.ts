/**
 * axe in the interactive states of the shared layout, each in both themes (the colour
 * rules in the second, expectNoAxeViolations). Every page's resting state, at 1280 and
 * 390 px, is checked by route-sweep.spec.ts; feature specs check their own dialogs, tabs,
 * menus and form errors.
 */
import { coloursSettled, expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

test("the open Teams dropdown has no violations", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Teams" }).click();
  await page.getByRole("link", { name: "Student Support Team" }).first().waitFor();
  await expectNoAxeViolations(page);
});

test("the open Theme menu has no violations", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Theme" }).click();
  await expect(page.getByRole("banner").getByRole("radio", { name: "System" })).toBeChecked();
  await expectNoAxeViolations(page);
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("open with Teams expanded has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    // The Teams group is a <summary>, which Playwright's role queries do not see as a button.
    await menu.locator("summary", { hasText: "Teams" }).click();
    await menu.getByRole("link", { name: "Student Support Team" }).waitFor();
    await expectNoAxeViolations(page);
  });
});

test("the support popup has no violations", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.clock.fastForward(10_500);
  const popup = page.getByRole("complementary", { name: "Chat with SR Support" });
  await popup.waitFor();
  // The popup fades in (300 ms of CSS animation, on the real clock): axe reads colours as
  // they are drawn, so text half faded in would be checked at part of its contrast.
  await coloursSettled(page);
  await expectNoAxeViolations(page);
});
