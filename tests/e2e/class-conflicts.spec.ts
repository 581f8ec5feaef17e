/**
 * No element carries two classes for one property (class-conflicts.ts) in the states a
 * prerendered page does not show: what opens, appears or changes once a visitor acts.
 * The route sweep checks every page as it loads.
 */
import { expectNoClassConflicts } from "./class-conflicts";
import { expect, gotoHydrated, test } from "./utils";

test("the search dialog, with results", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await dialog.getByRole("searchbox").fill("support");
  await expect(dialog.getByRole("list", { name: "Results" }).getByRole("link").first()).toBeVisible();
  await expectNoClassConflicts(page, "with the search dialog open");
});

test("the photo viewer", async ({ page }) => {
  await gotoHydrated(page, "/photos");
  await page.getByRole("list", { name: "Photos" }).getByRole("button").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoClassConflicts(page, "with a photo open");
});

test("the feedback form showing its errors", async ({ page }) => {
  await gotoHydrated(page, "/student-support");
  await page.getByRole("button", { name: "Submit feedback" }).click();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
  await expectNoClassConflicts(page, "with the feedback form's errors shown");
});

test("the application steps with another tab chosen", async ({ page }) => {
  await gotoHydrated(page, "/join");
  const tabs = page.getByRole("tablist", { name: "Application steps" }).getByRole("tab");
  await tabs.last().click();
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
  await expectNoClassConflicts(page, "with the last application step chosen");
});
