import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
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

const years = Array.from({ length: 13 }, (_, i) => `${2025 - i}-${2026 - i}`);

test("opens on 2025-2026 and lists the 13 academic years newest first", async ({ page }) => {
  test.slow(); // axe runs twice
  await gotoHydrated(page, "/board");
  await expectNoAxeViolations(page);
  await expect(page.getByRole("heading", { level: 1, name: "Board" })).toBeVisible();
  await expect(page.getByText("Meet the leadership of RSM Student Representation.")).toBeVisible();

  const select = page.getByRole("combobox", { name: "Academic year" });
  await expect(select).toHaveText("2025-2026");
  await select.click();
  await expect(page.getByRole("option")).toHaveText(years);
  await expect(page.getByRole("option", { name: "2025-2026" })).toHaveAttribute("aria-selected", "true");
  // While the list is open Radix hides the rest of the page from assistive technology
  // (the list is modal), so axe checks the list itself. On a short window the list
  // scrolls; its options are reached with the arrow keys (focus moves to them), which
  // axe's scrollable-region rule cannot see, so check at a height where all 13 fit.
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1280, height: 1100 });
  await select.click();
  await expect(page.getByRole("listbox")).toBeVisible();
  await expectNoAxeViolations(page, { include: "[role=listbox]" });
});

test("shows the members of the chosen year, and the year in the address", async ({ page }) => {
  await gotoHydrated(page, "/board");
  const grid = page.getByRole("list", { name: "Board 2025-2026" });
  await expect(grid.getByRole("listitem")).toHaveCount(fixtureMembers("2025-2026").length);

  await page.getByRole("combobox", { name: "Academic year" }).click();
  await page.getByRole("option", { name: "2019-2020" }).click();

  const members = fixtureMembers("2019-2020");
  const chosen = page.getByRole("list", { name: "Board 2019-2020" });
  await expect(chosen.getByRole("heading", { level: 3 })).toHaveText(members.map((member) => member.name));
  await expect(page).toHaveURL(/\/board\?year=2019-2020$/);
});

async function chooseYear(page: Page, year: string) {
  await page.getByRole("combobox", { name: "Academic year" }).click();
  await page.getByRole("option", { name: year }).click();
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
  const select = page.getByRole("combobox", { name: "Academic year" });
  await select.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  // As a visitor does: arrow down until the wanted year is highlighted, then choose it.
  const wanted = page.getByRole("option", { name: "2023-2024" });
  for (
    let press = 0;
    press < 6 && !(await wanted.evaluate((option) => option === document.activeElement));
    press += 1
  ) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(select).toHaveText("2023-2024");
  await expect(select).toBeFocused();
  await expect(page.getByRole("heading", { level: 2, name: "Board 2023-2024" })).toBeVisible();

  // Opens again (now the loaded select), and Escape closes without changing the year.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(page.getByRole("option", { name: "2023-2024" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(select).toBeFocused();
  await expect(select).toHaveText("2023-2024");
});

test("a linked year opens directly and survives a reload", async ({ page }) => {
  await gotoHydrated(page, "/board?year=2016-2017");
  const select = page.getByRole("combobox", { name: "Academic year" });
  await expect(select).toHaveText("2016-2017");
  const first = fixtureMembers("2016-2017")[0];
  await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText(first?.name ?? "");

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(select).toHaveText("2016-2017");
});

test("an unknown year in the address falls back to the newest year", async ({ page }) => {
  await gotoHydrated(page, "/board?year=1999-2000");
  await expect(page.getByRole("combobox", { name: "Academic year" })).toHaveText("2025-2026");
});

test("the bio toggle shows and hides a member's bio", async ({ page }) => {
  test.slow(); // axe on a page full of images
  await gotoHydrated(page, "/board");
  const member = fixtureMembers("2025-2026").find((candidate) => candidate.bio);
  if (!member?.bio) throw new Error("the sample board needs a member with a bio");

  const toggle = page.getByRole("button", { name: `Show bio of ${member.name}` });
  const bio = page.getByText(member.bio);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(bio).toBeHidden();

  await toggle.click();
  const hide = page.getByRole("button", { name: `Hide bio of ${member.name}` });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await expect(bio).toBeVisible();
  await expectNoAxeViolations(page);

  await hide.press("Enter");
  await expect(bio).toBeHidden();
});

test("members without a bio have no bio toggle", async ({ page }) => {
  await gotoHydrated(page, "/board");
  const withoutBio = fixtureMembers("2025-2026").filter((member) => !member.bio);
  expect(withoutBio.length).toBeGreaterThan(0);
  for (const member of withoutBio) {
    await expect(page.getByRole("button", { name: `Show bio of ${member.name}` })).toHaveCount(0);
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
