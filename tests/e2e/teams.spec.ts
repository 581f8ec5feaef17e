import { siteConfig } from "./site-config";
import { sites } from "./sites.mjs";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

const { links, teamLinks } = siteConfig(sites.fixture);

// Chromium reports the 404 status of the document itself as a console error; that one
// is expected on a not-found URL, any other error is not.

test("the teams overview links to each of the four team pages", async ({ page }) => {
  await gotoHydrated(page, "/teams");
  await expect(page.getByRole("heading", { level: 1, name: "Our Teams" })).toBeVisible();
  for (const team of teamLinks) {
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(team.title) })).toHaveAttribute(
      "href",
      team.path,
    );
  }
  await page
    .getByRole("main")
    .getByRole("link", { name: /Marketing Team/ })
    .click();
  await expect(page).toHaveURL("/teams/marketing");
  await expect(page.getByRole("heading", { level: 1, name: "Marketing Team" })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const team of teamLinks) {
  test(`${team.title}: hero, What We Do, responsibilities, additional information and the way to join`, async ({
    page,
  }) => {
    await gotoHydrated(page, team.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: team.title })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "What We Do" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Key Responsibilities" })).toBeVisible();
    expect(
      await main.getByRole("region", { name: "Key Responsibilities" }).getByRole("listitem").count(),
    ).toBeGreaterThan(0);
    const info = main.getByRole("region", { name: "Additional Information" });
    await expect(info.getByRole("heading", { name: "Duration" })).toBeVisible();
    await expect(info.getByText("September to June", { exact: false })).toBeVisible();
    await expect(info.getByText(/Bachelor 3 students follow a different timeline/)).toBeVisible();
    await expect(info.getByRole("heading", { name: "Time Commitment" })).toBeVisible();
    await expect(info.getByText("2-3 hours per week")).toBeVisible();

    const knowledgeBase = info.getByRole("link", { name: /Knowledge Base/ });
    await expect(knowledgeBase).toHaveAttribute("href", links.knowledgeBase);
    await expect(knowledgeBase).toHaveAttribute("target", "_blank");
    await expect(knowledgeBase).toHaveAttribute("rel", "noopener noreferrer");

    await expect(main.getByRole("heading", { level: 2, name: "Want to Join Our Team?" })).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole("link", { name: "Join Us Today" }).click();
    await expect(page).toHaveURL("/join");
    await expect(page.getByRole("heading", { level: 1, name: "Join Us" })).toBeVisible();
  });
}

test("the representatives page says they meet the professor twice per block and report each block", async ({
  page,
}) => {
  await gotoHydrated(page, "/teams/representatives");
  const whatWeDo = page.getByRole("region", { name: "What We Do" });
  await expect(whatWeDo).toContainText("meet the professor twice per block");
  await expect(whatWeDo).toContainText("submit a report at the end of each block");
});

test("the knowledge base opens in a new tab without access to this page", async ({ page, context }) => {
  // The knowledge base is an external placeholder: answer it locally instead of leaving the machine.
  await context.route(`${links.knowledgeBase}**`, (route) => route.fulfill({ body: "knowledge base" }));
  await gotoHydrated(page, "/teams/events");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("link", { name: /Knowledge Base/ }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(links.knowledgeBase);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
});

test("a team page's role link leads to that role", async ({ page }) => {
  await gotoHydrated(page, "/teams/student-support");
  await page.getByRole("link", { name: "Student Support Mentor" }).click();
  await expect(page).toHaveURL("/join/role/student-support");
  await expect(page.getByRole("heading", { level: 1, name: "Student Support Mentor" })).toBeVisible();
});

test("an unknown team opened directly shows the not-found page with status 404 and no error", async ({
  page,
  consoleErrors,
}) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".data")) dataRequests.push(request.url());
  });
  const response = await gotoHydrated(page, "/teams/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  expect(dataRequests).toEqual([]);
  // The 404 document itself is the only console message, and the fixture ignores it.
  expect(consoleErrors).toEqual([]);
});
