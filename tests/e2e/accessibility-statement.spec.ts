/**
 * The accessibility statement (/accessibility) on the fixture build: its parts, the number
 * of pages it says the tests check (the sitemap's, which is the route sweep's list), the
 * feedback mailbox of the site settings, the board's last review, and search finding its
 * text. The route sweep checks it like every page of the sitemap; layout.spec.ts checks the
 * footer's link to it with every link of the footer's columns (app/config/menus.ts).
 */
import { days } from "../date-strings";
import { builtPagePaths } from "./routes";
import { siteConfig } from "./site-config";
import { sites } from "./sites.mjs";
import { expect, gotoHydrated, test } from "./utils";

test("the statement: the standard, the sweep's number of pages, the known problems, the mailbox and the review day", async ({
  page,
}) => {
  // The pages the route sweep visits: those of the built sitemap (route-sweep.spec.ts).
  const sweptPages = builtPagePaths(sites.fixture);
  expect(sweptPages).toContain("/accessibility");
  await gotoHydrated(page, "/accessibility");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Accessibility statement");
  await expect(main.getByRole("heading", { level: 2, name: "The standard we aim for" })).toBeVisible();
  await expect(main).toContainText("WCAG) 2.2 at level AA");
  await expect(main).toContainText(`on all ${sweptPages.length} pages of the site`);
  await expect(main).not.toContainText("{pages}");
  await expect(main.getByRole("heading", { level: 3, name: "The editor at /admin" })).toBeVisible();
  const { stakeholderRelationsEmail } = siteConfig(sites.fixture).contact;
  await expect(main.getByRole("link", { name: stakeholderRelationsEmail })).toHaveAttribute(
    "href",
    `mailto:${stakeholderRelationsEmail}`,
  );
  const reviewed = main.locator("time");
  await expect(reviewed).toHaveText(days["2026-03-16"]);
  await expect(reviewed).toHaveAttribute("datetime", "2026-03-16");
});

test("search finds the statement by its text", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  // Words of the statement's known problem, on no other page.
  await dialog.getByRole("searchbox").fill("Decap");
  const result = dialog.getByRole("list", { name: "Results" }).getByRole("link").first();
  await expect(result).toHaveAttribute("href", /^\/accessibility/);
  await expect(result).toContainText("Accessibility statement");
});
