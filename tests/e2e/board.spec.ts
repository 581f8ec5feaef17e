import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { accessibleNode } from "./accessibility-tree";
import { fixtureContentDir } from "./sites.mjs";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

type Member = {
  name: string;
  role: string;
  bio?: string;
  email?: string;
  linkedin?: string;
  showLinkedInOnly?: boolean;
};

/** The members of one academic year in the fixture content, so the tests follow it instead of repeating it. */
function fixtureMembers(year: string): Member[] {
  const file = path.join(fixtureContentDir, "board", `${year}.yaml`);
  return (parse(fs.readFileSync(file, "utf8")) as { members: Member[] }).members;
}

/** A native <select>: the browser draws its list, so tests choose with selectOption or the keyboard. */
const yearSelect = (page: Page) => page.getByRole("combobox", { name: "Academic year" });

/** The card of one board member, found by its heading. */
const memberCard = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

const years = Array.from({ length: 13 }, (_, i) => `${2025 - i}-${2026 - i}`);

test("opens on 2025-2026 and lists the 13 academic years newest first", async ({ page }) => {
  await gotoHydrated(page, "/board");
  await expectNoAxeViolations(page);
  await expect(page.getByRole("heading", { level: 1, name: "Board" })).toBeVisible();
  await expect(page.getByText("Meet the leadership of RSM Student Representation.")).toBeVisible();

  const select = yearSelect(page);
  await expect(select).toHaveValue("2025-2026");
  await expect(select.getByRole("option")).toHaveText(years);
});

test("shows the members of the chosen year, and the year in the address", async ({ page }) => {
  await gotoHydrated(page, "/board");
  const grid = page.getByRole("list", { name: "Board 2025-2026" });
  await expect(grid.getByRole("listitem")).toHaveCount(fixtureMembers("2025-2026").length);

  await yearSelect(page).selectOption("2019-2020");

  const members = fixtureMembers("2019-2020");
  const chosen = page.getByRole("list", { name: "Board 2019-2020" });
  await expect(chosen.getByRole("heading", { level: 3 })).toHaveText(members.map((member) => member.name));
  await expect(page).toHaveURL(/\/board\?year=2019-2020$/);
});

async function chooseYear(page: Page, year: string) {
  await yearSelect(page).selectOption(year);
}

test("the page carries only the default year; another year's file is fetched when chosen", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/members.json")) requested.push(new URL(request.url()).pathname);
  });
  // Hold the response back so the loading state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/board/2019-2020/members.json", async (route) => {
    await held;
    await route.continue();
  });

  const response = await gotoHydrated(page, "/board");
  const html = (await response?.text()) ?? "";
  const otherYearMember = fixtureMembers("2019-2020").find(
    (member) => !fixtureMembers("2025-2026").some((current) => current.name === member.name),
  );
  if (!otherYearMember) throw new Error("the sample boards of 2019-2020 and 2025-2026 need different members");
  expect(html).not.toContain(otherYearMember.name);
  expect(requested).toEqual([]);

  await chooseYear(page, "2019-2020");
  // Until the file arrives, the grid keeps the year it shows, marked busy.
  const grid = page.getByRole("list", { name: "Board 2025-2026" });
  await expect(grid).toHaveAttribute("aria-busy", "true");
  await expect(page.getByText("Loading the board of 2019-2020…")).toBeAttached();
  release();
  await expect(page.getByRole("list", { name: "Board 2019-2020" })).toHaveAttribute("aria-busy", "false");
  expect(requested).toEqual(["/board/2019-2020/members.json"]);

  // Back to the default year and again to 2019-2020: no new request.
  await chooseYear(page, "2025-2026");
  await expect(page.getByRole("heading", { level: 2, name: "Board 2025-2026" })).toBeVisible();
  await chooseYear(page, "2019-2020");
  await expect(page.getByRole("heading", { level: 3, name: otherYearMember.name })).toBeVisible();
  expect(requested).toEqual(["/board/2019-2020/members.json"]);
});

test("a year that fails to load says so and can be tried again", async ({ page, allowConsoleErrors }) => {
  // Chromium logs the failed request itself as a console error; that is the provoked failure.
  allowConsoleErrors.value = true;
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  await page.route("**/board/2016-2017/members.json", (route) => route.fulfill({ status: 500, body: "broken" }));

  await gotoHydrated(page, "/board");
  await chooseYear(page, "2016-2017");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("The board of 2016-2017 could not be loaded. Check your connection and try again.");
  await expect(page.getByRole("heading", { level: 2, name: "Board 2016-2017" })).toBeVisible();
  await expect(page.getByRole("list", { name: /^Board / })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.unroute("**/board/2016-2017/members.json");
  await alert.getByRole("button", { name: "Try again" }).click();
  const members = fixtureMembers("2016-2017");
  await expect(page.getByRole("list", { name: "Board 2016-2017" }).getByRole("heading", { level: 3 })).toHaveText(
    members.map((member) => member.name),
  );
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test("the year select works with the keyboard alone", async ({ page }) => {
  await gotoHydrated(page, "/board");
  const select = yearSelect(page);
  // Reached with Tab from the section's heading area, like any form control.
  await page.getByRole("heading", { level: 2, name: "Board 2025-2026" }).click();
  await page.keyboard.press("Tab");
  await expect(select).toBeFocused();
  // Arrow keys on a closed native select step through the years (Chromium on Linux and
  // Windows). On a slow phone each key arrives before the page has caught up with the one
  // before: none may be lost.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(select).toHaveValue("2022-2023");
  await expect(page.getByRole("heading", { level: 2, name: "Board 2022-2023" })).toBeVisible();
  await expect(page).toHaveURL(/\/board\?year=2022-2023$/);
  await expect(select).toBeFocused();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  // Type-ahead picks the first year starting with the typed digits.
  await page.keyboard.type("2016");
  await expect(select).toHaveValue("2016-2017");
  await expect(page.getByRole("heading", { level: 2, name: "Board 2016-2017" })).toBeVisible();
});

test("a year chosen before the page has hydrated is the one shown once it has", async ({ page }) => {
  // Hold the page's scripts back, so the native select is used before React starts.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/board", { waitUntil: "domcontentloaded" });
  await yearSelect(page).selectOption("2019-2020");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 2, name: "Board 2019-2020" })).toBeVisible();
  await expect(yearSelect(page)).toHaveValue("2019-2020");
  await expect(page).toHaveURL(/\/board\?year=2019-2020$/);
});

test("a linked year opens directly and survives a reload", async ({ page }) => {
  await gotoHydrated(page, "/board?year=2016-2017");
  const select = yearSelect(page);
  await expect(select).toHaveValue("2016-2017");
  const first = fixtureMembers("2016-2017")[0];
  await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText(first?.name ?? "");

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(select).toHaveValue("2016-2017");
});

test("an unknown year in the address falls back to the newest year", async ({ page }) => {
  await gotoHydrated(page, "/board?year=1999-2000");
  await expect(yearSelect(page)).toHaveValue("2025-2026");
});

test("the bio toggle shows and hides a member's bio", async ({ page }) => {
  test.slow(); // axe on a page full of images
  await gotoHydrated(page, "/board");
  const member = fixtureMembers("2025-2026").find((candidate) => candidate.bio);
  if (!member?.bio) throw new Error("the sample board needs a member with a bio");

  // The toggle is a <summary>: Playwright gives it no role, Chromium exposes it as an expandable button.
  const toggle = memberCard(page, member.name).locator("summary");
  const bio = page.getByText(member.bio);
  expect(await accessibleNode(toggle)).toMatchObject({ name: `Show bio of ${member.name}`, expanded: false });
  await expect(bio).toBeHidden();

  await toggle.click();
  await expect.poll(() => accessibleNode(toggle)).toMatchObject({ name: `Hide bio of ${member.name}`, expanded: true });
  await expect(bio).toBeVisible();
  await expectNoAxeViolations(page);

  await toggle.press("Enter");
  await expect(bio).toBeHidden();
});

test("members without a bio have no bio toggle", async ({ page }) => {
  await gotoHydrated(page, "/board");
  const withoutBio = fixtureMembers("2025-2026").filter((member) => !member.bio);
  expect(withoutBio.length).toBeGreaterThan(0);
  for (const member of withoutBio) {
    await expect(memberCard(page, member.name).locator("summary")).toHaveCount(0);
  }
});

test("cards link to email and profile, and only to the profile when showLinkedInOnly", async ({ page }) => {
  const both = fixtureMembers("2025-2026").find(
    (member) => member.email && member.linkedin && !member.showLinkedInOnly,
  );
  const profileOnly = fixtureMembers("2019-2020").find((member) => member.showLinkedInOnly && member.email);
  if (!both?.email || !both.linkedin || !profileOnly?.linkedin) throw new Error("sample board lacks link cases");

  await gotoHydrated(page, "/board");
  await expect(page.getByRole("link", { name: `Email ${both.name}` })).toHaveAttribute("href", `mailto:${both.email}`);
  const profile = page.getByRole("link", { name: `LinkedIn profile of ${both.name}` });
  await expect(profile).toHaveAttribute("href", both.linkedin);
  await expect(profile).toHaveAttribute("target", "_blank");
  await expect(profile).toHaveAttribute("rel", "noopener noreferrer");

  await gotoHydrated(page, "/board?year=2019-2020");
  await expect(page.getByRole("heading", { level: 2, name: "Board 2019-2020" })).toBeVisible();
  await expect(page.getByRole("link", { name: `LinkedIn profile of ${profileOnly.name}` })).toHaveAttribute(
    "href",
    profileOnly.linkedin,
  );
  await expect(page.getByRole("link", { name: `Email ${profileOnly.name}` })).toHaveCount(0);
  await expect(page.locator(`a[href="mailto:${profileOnly.email}"]`)).toHaveCount(0);
});
