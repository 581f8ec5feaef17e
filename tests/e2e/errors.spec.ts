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
  // An error response carries no stack trace, so there are no technical details to show.
  await expect(page.getByRole("group")).toHaveCount(0);
  await expect(page.getByText("Technical details")).toHaveCount(0);
});

test("an exception thrown in the browser shows its message, with the stack trace folded away", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors.value = true;
  await gotoHydrated(page, "/");
  // A data response the client cannot decode makes the router throw an Error, which has a stack.
  await page.route("**/about.data*", (route) =>
    route.fulfill({ status: 200, contentType: "text/x-script", body: "not a data stream" }),
  );
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  const details = page.locator("main details");
  await expect(details).toHaveCount(1);
  await expect(details).not.toHaveAttribute("open");
  const stack = details.locator("pre");
  await expect(stack).toBeHidden();
  await details.getByText("Technical details").click();
  await expect(stack).toBeVisible();
  await expect(stack).toContainText(/\bat\b/);
});
