import type { Page } from "@playwright/test";
import { days } from "../date-strings";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

// The fixture items (tests/fixtures/content/site/you-said-we-did): seven published, newest raised first, and a draft.
const newestFirst = [
  "Fixture More Water Fountains on Campus",
  "Fixture Fairer Grading of Group Work",
  "Fixture Quiet Study Rooms in Exam Weeks",
  "Fixture No Exams on Friday Evenings",
  "Fixture Lecture Recordings for Every IBA Course",
  "Fixture Exam Feedback Within Three Weeks",
  "Fixture Course Overview for Pre-MSc Students",
];
// Done most recently first: the exam feedback was raised before the study rooms but done after.
const latestDone = [
  "Fixture Lecture Recordings for Every IBA Course",
  "Fixture Exam Feedback Within Three Weeks",
  "Fixture Quiet Study Rooms in Exam Weeks",
];

const list = (page: Page) => page.getByRole("region", { name: "What students raised" });
const items = (page: Page) => list(page).getByRole("article");
const titles = (page: Page) => items(page).getByRole("heading", { level: 2 }).allTextContents();
const programmeFilter = (page: Page) => page.getByRole("navigation", { name: "Filter by programme" });
const statusFilter = (page: Page) => page.getByRole("navigation", { name: "Filter by status" });

test("the page lists every item newest first, the draft left out, also in the prerendered HTML", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/you-said-we-did")).text();
  expect(html.match(/<article\b/g)).toHaveLength(newestFirst.length);
  expect(html).not.toContain("Fixture Draft Item");

  await gotoHydrated(page, "/you-said-we-did");
  await expect(page.getByRole("heading", { level: 1, name: "You said, we did" })).toBeVisible();
  expect(await titles(page)).toEqual(newestFirst);
  await expect(programmeFilter(page).getByRole("link", { name: "All programmes" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(statusFilter(page).getByRole("link", { name: "Any status" })).toHaveAttribute("aria-current", "page");
});

test("each item shows its status, programme, days, what was raised and done, and its report or article", async ({
  page,
}) => {
  await gotoHydrated(page, "/you-said-we-did");
  const done = items(page).filter({ hasText: "Fixture Exam Feedback Within Three Weeks" });
  await expect(done.getByText("Done", { exact: true })).toBeVisible();
  await expect(done.getByText("All programmes", { exact: true })).toBeVisible();
  await expect(done.locator("time")).toHaveText([days["2024-11-05"], days["2025-06-20"]]);
  await expect(done.locator("time").last()).toHaveAttribute("datetime", "2025-06-20");
  await expect(done.getByText("Fixture students waited up to eight weeks")).toBeVisible();
  await expect(done.locator("strong")).toHaveText("within three weeks");
  const report = done.getByRole("link", { name: /^Read the report/ });
  await expect(report).toHaveAttribute("href", "https://reports.example.org/fixture-exam-feedback");
  await expect(report).toHaveAttribute("target", "_blank");
  await expect(report).toHaveAttribute("rel", "noopener noreferrer");

  const impossible = items(page).filter({ hasText: "Fixture No Exams on Friday Evenings" });
  await expect(impossible.getByText("Not possible", { exact: true })).toBeVisible();
  await expect(impossible.getByText("Why not")).toBeVisible();
  await expect(impossible.getByText(/set by the university for every faculty/)).toBeVisible();

  const raised = items(page).filter({ hasText: "Fixture More Water Fountains on Campus" });
  await expect(raised.getByText("Raised", { exact: true })).toBeVisible();
  await expect(raised.getByText("We did")).toHaveCount(0);
  await expect(raised.locator("time")).toHaveCount(1);

  const article = items(page).filter({ hasText: "Fixture Lecture Recordings" });
  await article.getByRole("link", { name: /^Read the article/ }).click();
  await expect(page).toHaveURL("/blog/a-year-of-program-advisory");
});

test("the filter links narrow the list, keep each other's choice and say which is chosen", async ({ page }) => {
  await gotoHydrated(page, "/you-said-we-did");

  await programmeFilter(page).getByRole("link", { name: "BA", exact: true }).click();
  await expect(page).toHaveURL("/you-said-we-did?programme=ba");
  // BA's own items and those for all programmes.
  await expect(items(page)).toHaveCount(4);
  await expect(programmeFilter(page).getByRole("link", { name: "BA", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await statusFilter(page).getByRole("link", { name: "Done" }).click();
  await expect(page).toHaveURL("/you-said-we-did?programme=ba&status=done");
  // Polled: the list is drawn just after the address changes, not with it.
  await expect
    .poll(() => titles(page))
    .toEqual(["Fixture Quiet Study Rooms in Exam Weeks", "Fixture Exam Feedback Within Three Weeks"]);

  await programmeFilter(page).getByRole("link", { name: "All programmes" }).click();
  await expect(page).toHaveURL("/you-said-we-did?status=done");
  await expect(items(page)).toHaveCount(4);

  await statusFilter(page).getByRole("link", { name: "Not possible" }).click();
  await expect(page).toHaveURL("/you-said-we-did?status=not-possible");
  await expect.poll(() => titles(page)).toEqual(["Fixture No Exams on Friday Evenings"]);

  await programmeFilter(page).getByRole("link", { name: "Pre-MSc" }).click();
  await expect(page).toHaveURL("/you-said-we-did?programme=pre-msc&status=not-possible");
  await expect(items(page)).toHaveCount(0);
  await expect(page.getByText("Nothing here for this choice yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await statusFilter(page).getByRole("link", { name: "Any status" }).click();
  await expect(page).toHaveURL("/you-said-we-did?programme=pre-msc");
  await expect(items(page)).toHaveCount(3);
});

test("a linked choice of filters applies when the page loads", async ({ page }) => {
  await gotoHydrated(page, "/you-said-we-did?programme=iba&status=done");
  expect(await titles(page)).toEqual([
    "Fixture Lecture Recordings for Every IBA Course",
    "Fixture Exam Feedback Within Three Weeks",
  ]);
  await expect(statusFilter(page).getByRole("link", { name: "Done" })).toHaveAttribute("aria-current", "page");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page is the full list, and the filter links are plain links to it", async ({ page }) => {
    await page.goto("/you-said-we-did?programme=ba&status=done");
    expect(await titles(page)).toEqual(newestFirst);
    await expect(statusFilter(page).getByRole("link", { name: "Done" })).toHaveAttribute(
      "href",
      "/you-said-we-did?status=done",
    );
    await programmeFilter(page).getByRole("link", { name: "IBA" }).click();
    await expect(page).toHaveURL("/you-said-we-did?programme=iba");
    await expect(items(page)).toHaveCount(newestFirst.length);
  });
});

test("each item has an anchor made from its file name, and a link to it lands on the item", async ({ page }) => {
  await gotoHydrated(page, "/you-said-we-did#item-pre-msc-course-overview");
  const item = page.locator("#item-pre-msc-course-overview");
  await expect(item).toHaveRole("article");
  await expect(item).toHaveAccessibleName("Fixture Course Overview for Pre-MSc Students");
  await expect(item).toBeInViewport();
  const ids = await items(page).evaluateAll((elements) => elements.map((element) => element.id));
  expect(ids).toContain("item-more-water-fountains");
  expect(new Set(ids).size).toBe(newestFirst.length);
});

test("Home shows the three items done most recently, each leading to its place on the page", async ({ page }) => {
  await gotoHydrated(page, "/");
  const section = page.getByRole("region", { name: "You said, we did" });
  await expect(section.getByRole("article")).toHaveCount(3);
  expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual(latestDone);
  await expect(section.getByRole("article").first()).toContainText(`IBA · Done ${days["2025-09-01"]}`);
  await expect(section.getByRole("link", { name: "Everything students raised" })).toHaveAttribute(
    "href",
    "/you-said-we-did",
  );

  await section.getByRole("link", { name: latestDone[1] }).click();
  await expect(page).toHaveURL("/you-said-we-did#item-exam-feedback-within-three-weeks");
  await expect(page.locator("#item-exam-feedback-within-three-weeks")).toBeInViewport();
});

test("the page invites students to raise something through the feedback form", async ({ page }) => {
  await gotoHydrated(page, "/you-said-we-did");
  await page.getByRole("link", { name: "Raise something" }).click();
  await expect(page).toHaveURL("/student-support#feedback-heading");
  await expect(page.getByRole("heading", { level: 2, name: "Feedback form" })).toBeInViewport();
});

test("the feedback form's notice links here", async ({ page }) => {
  await gotoHydrated(page, "/student-support");
  const form = page.getByRole("form");
  await form.getByLabel("Name").fill("Sam Jansen");
  await form.getByLabel("Email").fill("sam@example.org");
  await form.getByLabel("Issue type").selectOption("Other");
  await form.getByLabel("Message").fill("The printer on floor 2 is broken.");
  const mailto = page.waitForRequest((request) => request.url().startsWith("mailto:"));
  await form.getByRole("button", { name: "Submit feedback" }).click();
  await mailto;
  const notice = page.getByRole("status").filter({ hasText: "Feedback form opened in your email client" });
  await notice.getByRole("link", { name: "You said, we did" }).click();
  await expect(page).toHaveURL("/you-said-we-did");
  await expect(page.getByRole("heading", { level: 1, name: "You said, we did" })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the page and Home's section have no axe violations at ${width} px, also filtered`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/you-said-we-did?programme=ba");
    await expectNoAxeViolations(page);
    await gotoHydrated(page, "/");
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby="you-said-we-did-title"]' });
  });
}
