import { siteConfig } from "./site-config";
import { sites } from "./sites.mjs";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

const { links } = siteConfig(sites.fixture);

// Chromium reports the 404 status of the document itself as a console error; that one
// is expected on a not-found URL, any other error is not.

const tabs = [
  { name: "CV", text: "1 to 2 pages" },
  { name: "Motivation", text: "300 to 400 words" },
  { name: "Interview", text: "30 minutes" },
  { name: "Offer", text: "within 1 to 2 weeks after the interviews" },
];

test("Join Us shows the offers, the open position and the application form button", async ({ page }) => {
  await gotoHydrated(page, "/join");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Join Us" })).toBeVisible();
  const offers = main.getByRole("region", { name: "What SR Offers You" });
  for (const title of [
    "Influence on Your Education",
    "Leadership Experience",
    "Vibrant Community",
    "Professional Skills",
  ]) {
    await expect(offers.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }

  const positions = main.getByRole("region", { name: "Available Positions" });
  const apply = positions.getByRole("link", { name: /Apply Now/ });
  await expect(apply).toHaveAttribute("href", links.applicationForm);
  await expect(apply).toHaveAttribute("target", "_blank");
  await expect(apply).toHaveAttribute("rel", "noopener noreferrer");

  const roleLinks = positions.getByRole("list").getByRole("link");
  await expect(roleLinks).toHaveCount(1);
  await expect(roleLinks).toContainText("Elective Student Representative");
  await roleLinks.click();
  await expect(page).toHaveURL("/join/role/student-representative");
  await expect(page.getByRole("heading", { level: 1, name: "Elective Student Representative" })).toBeVisible();
});

test("Apply Now opens the application form in a new tab without access to this page", async ({ page, context }) => {
  // An external placeholder: answer it locally instead of leaving the machine.
  await context.route(`${links.applicationForm}**`, (route) => route.fulfill({ body: "application form" }));
  await gotoHydrated(page, "/join");
  const popupPromise = page.waitForEvent("popup");
  await page
    .getByRole("region", { name: "Available Positions" })
    .getByRole("link", { name: /Apply Now/ })
    .click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(links.applicationForm);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
});

test("the application process tabs switch by mouse, CV first", async ({ page }) => {
  await gotoHydrated(page, "/join");
  const tablist = page.getByRole("tablist", { name: "Application steps" });
  await expect(tablist.getByRole("tab")).toHaveText(tabs.map((tab) => tab.name));
  await expect(tablist.getByRole("tab", { name: "CV" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText(tabs[0]?.text ?? "");

  for (const tab of tabs) {
    await tablist.getByRole("tab", { name: tab.name }).click();
    await expect(tablist.getByRole("tab", { name: tab.name })).toHaveAttribute("aria-selected", "true");
    // Only the selected panel is visible (the others stay in the HTML, hidden).
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText(tab.text);
  }
});

test("the application process tabs work by keyboard with the arrow keys", async ({ page }) => {
  await gotoHydrated(page, "/join");
  const tablist = page.getByRole("tablist", { name: "Application steps" });
  await tablist.getByRole("tab", { name: "CV" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "Motivation" })).toBeFocused();
  await expect(tablist.getByRole("tab", { name: "Motivation" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("300 to 400 words");
  await page.keyboard.press("End");
  await expect(tablist.getByRole("tab", { name: "Offer" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "CV" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tablist.getByRole("tab", { name: "Offer" })).toBeFocused();
  // Tab moves from the tab list into the selected panel.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel")).toBeFocused();
});

test("each FAQ question opens and closes its answer, by mouse and keyboard", async ({ page }) => {
  await gotoHydrated(page, "/join");
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  const questions = faq.locator("summary");
  await expect(questions).toHaveCount(6);

  const fee = faq.locator("details", { hasText: "Is there a membership fee?" });
  const answer = fee.getByText("There is no membership fee");
  await expect(answer).toBeHidden();
  await fee.getByText("Is there a membership fee?").click();
  await expect(answer).toBeVisible();
  await fee.getByText("Is there a membership fee?").click();
  await expect(answer).toBeHidden();

  const paid = faq.locator("details", { hasText: "Are the positions paid?" });
  await paid.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(paid.getByText("unpaid volunteer positions")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(paid.getByText("unpaid volunteer positions")).toBeHidden();
});

test("Join Us has no axe violations with another tab and an FAQ item open", async ({ page }) => {
  await gotoHydrated(page, "/join");
  await page.getByRole("tab", { name: "Interview" }).click();
  await page.getByText("Can first-year students apply?").click();
  await expect(page.getByText("First-year students are very welcome")).toBeVisible();
  await expectNoAxeViolations(page);
});

const roles = [
  { id: "student-representative", title: "Elective Student Representative", team: "Representatives" },
  { id: "marketing-assistant", title: "Marketing Manager", team: "Marketing" },
  { id: "event-manager", title: "Event Manager", team: "Events" },
  { id: "student-support", title: "Student Support Mentor", team: "Student Support" },
];

for (const role of roles) {
  test(`the ${role.id} page shows its details and leads back to all positions`, async ({ page }) => {
    const response = await gotoHydrated(page, `/join/role/${role.id}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: role.title })).toBeVisible();
    await expect(main.getByText(role.team, { exact: true })).toBeVisible();
    await expect(main.getByText("September 2025 - June 2026")).toBeVisible();
    await expect(main.getByText("2-3 hours per week")).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Key Responsibilities" })).toBeVisible();
    const footnote = main.getByText("This timeline applies to B1, B2 and Pre-MSc students.", { exact: false });
    if (role.id === "student-representative") {
      await expect(footnote).toBeVisible();
      const knowledgeBase = main.getByRole("link", { name: /Knowledge Base/ });
      await expect(knowledgeBase).toHaveAttribute("href", links.knowledgeBase);
      await expect(knowledgeBase).toHaveAttribute("rel", "noopener noreferrer");
      await expect(knowledgeBase).toHaveAttribute("target", "_blank");
    } else {
      await expect(footnote).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await main.getByRole("link", { name: "Back to all positions" }).click();
    await expect(page).toHaveURL("/join");
  });
}

test("an unknown role opened directly ends at /join, replacing the history entry, without a data request", async ({
  page,
  consoleErrors,
}) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/join\/role\/.*\.data/.test(request.url())) dataRequests.push(request.url());
  });
  await gotoHydrated(page, "/");
  const lengthBefore = await page.evaluate(() => history.length);

  await page.goto("/join/role/nope");
  await expect(page).toHaveURL("/join");
  await expect(page.getByRole("heading", { level: 1, name: "Join Us" })).toBeVisible();
  // One entry for the visit; the bad URL was replaced, not kept beside /join.
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
  expect(dataRequests).toEqual([]);
  // The 404 document itself is the only console message, and the fixture ignores it.
  expect(consoleErrors).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL("/");
});

test("a client-side navigation to an unknown role ends at /join without a new history entry or data request", async ({
  page,
}) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/join\/role\/.*\.data/.test(request.url())) dataRequests.push(request.url());
  });
  await gotoHydrated(page, "/");
  await gotoHydrated(page, "/join");
  const lengthBefore = await page.evaluate(() => history.length);
  // Navigate inside the app as a <Link> would; the hydrated router is exposed on window.
  await page.evaluate(async () => {
    const { __reactRouterDataRouter: router } = window as unknown as {
      __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
    };
    await router.navigate("/join/role/nope");
  });
  await expect(page).toHaveURL("/join");
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore);
  expect(dataRequests).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL("/");
});
