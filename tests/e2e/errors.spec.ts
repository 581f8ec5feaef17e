import { expect, gotoHydrated, test } from "./utils";

test("an unknown path answers 404 with the not-found page and logs a warning", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const response = await gotoHydrated(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect.poll(() => warnings.some((text) => text.includes("/no-such-page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the not-found page is readable without JavaScript", async ({ request }) => {
  const response = await request.get("/nothing/here");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Oops! Page not found");
  expect(html).toContain("Return to Home");
});

test("an unexpected error shows the application error page with status and message", async ({
  page,
  allowConsoleErrors,
}) => {
  // The failing data request is provoked on purpose; its console error is expected.
  allowConsoleErrors.value = true;
  await gotoHydrated(page, "/");
  await page.route("**/about.data*", (route) => route.fulfill({ status: 500, body: "Server exploded" }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("500");
  const details = page.locator("main details");
  if ((await details.count()) > 0) {
    await expect(details).not.toHaveAttribute("open", "");
  }
});
