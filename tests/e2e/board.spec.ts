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
  image?: string;
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

/** The grid of one year's members (its accessible name is 'Board {year}'). */
const memberGrid = (page: Page, year: string) => page.getByRole("list", { name: `Board ${year}`, exact: true });

/** The card of one board member, found by its heading. */
const memberCard = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

const years = Array.from({ length: 13 }, (_, i) => `${2025 - i}-${2026 - i}`);

/** A member of `year` who is not on the 2025-2026 board (the one /board shows). */
function memberOnlyIn(year: string): Member {
  const member = fixtureMembers(year).find(
    (candidate) => !fixtureMembers("2025-2026").some((current) => current.name === candidate.name),
  );
  if (!member) throw new Error(`the sample boards of ${year} and 2025-2026 need different members`);
  return member;
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");

test("opens on 2025-2026 and lists the 13 academic years newest first", async ({ page }) => {
  await gotoHydrated(page, "/board");
  await expectNoAxeViolations(page);
  await expect(page.getByRole("heading", { level: 1, name: "Board" })).toBeVisible();
  await expect(page.getByText("Meet the leadership of RSM Student Representation.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Board 2025-2026" })).toBeVisible();

  const select = yearSelect(page);
  await expect(select).toHaveValue("2025-2026");
  await expect(select.getByRole("option")).toHaveText(years);
  // The year links stand in for the select only without JavaScript.
  await expect(page.getByRole("navigation", { name: "Academic years" })).toBeHidden();
});

test("every year is a prerendered page of its own, carrying that year's members only", async ({ request }) => {
  const other = memberOnlyIn("2019-2020");
  for (const year of years) {
    const response = await request.get(`/board/${year}`);
    expect(response.status(), year).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Board ${year} | `);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+/board/${year}"`));
    expect(html).toMatch(new RegExp(`<h1[^>]*>Board ${year}</h1>`));
    for (const member of fixtureMembers(year))
      expect(html, `${member.name} on ${year}`).toContain(escapeHtml(member.name));
    if (year !== "2019-2020") expect(html).not.toContain(escapeHtml(other.name));
  }
  // /board itself stays the page of the newest year.
  const board = await (await request.get("/board")).text();
  expect(board).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/board"/);
  expect(board).not.toContain(escapeHtml(other.name));
});

test("a year page names its year and lists its members", async ({ page }) => {
  await gotoHydrated(page, "/board/2019-2020");
  await expect(page).toHaveTitle(/^Board 2019-2020 \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Board 2019-2020" })).toBeVisible();
  await expect(yearSelect(page)).toHaveValue("2019-2020");
  await expect(memberGrid(page, "2019-2020").getByRole("heading", { level: 3 })).toHaveText(
    fixtureMembers("2019-2020").map((member) => member.name),
  );
  await expectNoAxeViolations(page);
});

test("choosing a year opens that year's page, replacing the entry in the history", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.goto("/board");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(memberGrid(page, "2025-2026").getByRole("listitem")).toHaveCount(fixtureMembers("2025-2026").length);

  await yearSelect(page).selectOption("2019-2020");

  await expect(page).toHaveURL(/\/board\/2019-2020$/);
  await expect(page.getByRole("heading", { level: 1, name: "Board 2019-2020" })).toBeVisible();
  await expect(page).toHaveTitle(/^Board 2019-2020 \| /);
  await expect(memberGrid(page, "2019-2020").getByRole("heading", { level: 3 })).toHaveText(
    fixtureMembers("2019-2020").map((member) => member.name),
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test("another year's members come with its page's data; until then the grid shows it is loading", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/board/")) requested.push(pathname);
  });
  // Hold the response back so the loading state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/board/2019-2020.data*", async (route) => {
    await held;
    await route.continue();
  });

  await gotoHydrated(page, "/board");
  expect(requested).toEqual([]);

  await yearSelect(page).selectOption("2019-2020");
  // Until the data arrives, the grid keeps the year it shows, marked busy.
  await expect(memberGrid(page, "2025-2026")).toHaveAttribute("aria-busy", "true");
  await expect(page.getByText("Loading the board of 2019-2020…")).toBeAttached();
  release();
  await expect(memberGrid(page, "2019-2020")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByText("Loading the board of 2019-2020…")).toHaveCount(0);
  expect(requested).toEqual(["/board/2019-2020.data"]);
});

test("a year whose data does not arrive says so, and Try again loads its page", async ({
  page,
  allowConsoleErrors,
}) => {
  // Chromium logs the failed request itself as a console error; that is the provoked failure.
  allowConsoleErrors.value = true;
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  await page.route("**/board/2016-2017.data*", (route) => route.abort("internetdisconnected"));

  await gotoHydrated(page, "/board");
  await yearSelect(page).selectOption("2016-2017");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("The board of 2016-2017 could not be loaded. Check your connection and try again.");
  await expect(page.getByRole("heading", { level: 1, name: "Board 2016-2017" })).toBeVisible();
  await expect(page).toHaveTitle(/^Board \| /);
  await expectNoAxeViolations(page);

  await page.unroute("**/board/2016-2017.data*");
  await alert.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/board\/2016-2017$/);
  await expect(memberGrid(page, "2016-2017").getByRole("heading", { level: 3 })).toHaveText(
    fixtureMembers("2016-2017").map((member) => member.name),
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
  await expect(page.getByRole("heading", { level: 1, name: "Board 2022-2023" })).toBeVisible();
  await expect(page).toHaveURL(/\/board\/2022-2023$/);
  await expect(select).toBeFocused();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  // Type-ahead picks the first year starting with the typed digits.
  await page.keyboard.type("2016");
  await expect(select).toHaveValue("2016-2017");
  await expect(page.getByRole("heading", { level: 1, name: "Board 2016-2017" })).toBeVisible();
  await expect(select).toBeFocused();
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
  await expect(page.getByRole("heading", { level: 1, name: "Board 2019-2020" })).toBeVisible();
  await expect(yearSelect(page)).toHaveValue("2019-2020");
  await expect(page).toHaveURL(/\/board\/2019-2020$/);
});

test("an old ?year= link leads to that year's page and survives a reload", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await gotoHydrated(page, "/board?year=2016-2017");
  await expect(page).toHaveURL(/\/board\/2016-2017$/);
  const select = yearSelect(page);
  await expect(select).toHaveValue("2016-2017");
  await expect(memberGrid(page, "2016-2017").getByRole("heading", { level: 3 })).toHaveText(
    fixtureMembers("2016-2017").map((member) => member.name),
  );

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(select).toHaveValue("2016-2017");
  // The ?year= address was replaced, not kept in the history.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test("an unknown year in the address falls back to the newest year", async ({ page }) => {
  await gotoHydrated(page, "/board?year=1999-2000");
  await expect(yearSelect(page)).toHaveValue("2025-2026");
  await expect(page.getByRole("heading", { level: 1, name: "Board" })).toBeVisible();
  await expect(page).toHaveURL(/\/board\?year=1999-2000$/);
});

test("a year without a board is the not-found page", async ({ page }) => {
  const response = await gotoHydrated(page, "/board/1999-2000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
});

test("every card has its own anchor, and a link to it opens on that member", async ({ page, request }) => {
  const member = fixtureMembers("2019-2020").find((candidate) => candidate.name === "Zoë Kowalczyk");
  if (!member) throw new Error("the sample board of 2019-2020 needs Zoë Kowalczyk (a name with an accent)");

  await gotoHydrated(page, "/board/2019-2020#member-zoe-kowalczyk");
  const card = memberCard(page, member.name);
  await expect(card).toHaveAttribute("id", "member-zoe-kowalczyk");
  await expect(card).toBeInViewport();
  // Clear of the sticky header.
  const header = await page.locator("body > header").boundingBox();
  const box = await card.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY));

  // On every year page (read as HTML: the ids are in the prerendered page).
  for (const year of years) {
    const html = await (await request.get(`/board/${year}`)).text();
    const ids = [...html.matchAll(/<article id="([^"]*)"/g)].map(([, id]) => id);
    expect(ids, year).toHaveLength(fixtureMembers(year).length);
    expect(new Set(ids).size, year).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^member-[a-z0-9]+(-[a-z0-9]+)*$/);
  }
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

  await gotoHydrated(page, "/board/2019-2020");
  await expect(page.getByRole("link", { name: `LinkedIn profile of ${profileOnly.name}` })).toHaveAttribute(
    "href",
    profileOnly.linkedin,
  );
  await expect(page.getByRole("link", { name: `Email ${profileOnly.name}` })).toHaveCount(0);
  await expect(page.locator(`a[href="mailto:${profileOnly.email}"]`)).toHaveCount(0);
});

test("a member without a photo yet shows their initials in the photo's box, read once by name", async ({ page }) => {
  const member = fixtureMembers("2025-2026").find((candidate) => candidate.name === "Émile Achterberg-Nwosu");
  const withPhoto = fixtureMembers("2025-2026").find((candidate) => candidate.image);
  if (!member || member.image || !withPhoto) {
    throw new Error("the sample board of 2025-2026 needs Émile Achterberg-Nwosu without a photo, and members with one");
  }

  // Layout shifts from the first paint on, with the card on screen as it loads.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await gotoHydrated(page, "/board#member-emile-achterberg-nwosu");
  const card = memberCard(page, member.name);
  await expect(card).toBeInViewport();

  // The initials, drawn where the photo would be: no image, and the same square box.
  const placeholder = card.getByText("ÉA", { exact: true });
  await expect(placeholder).toBeVisible();
  await expect(card.locator("img")).toHaveCount(0);
  const box = await card.locator("> div").first().boundingBox();
  const photoCard = memberCard(page, withPhoto.name);
  await photoCard.scrollIntoViewIfNeeded();
  const photoBox = await photoCard.locator("> div").first().boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeCloseTo(box?.width ?? 0, 0);
  expect(box?.width).toBeCloseTo(photoBox?.width ?? 0, 0);
  expect(box?.height).toBeCloseTo(photoBox?.height ?? 0, 0);
  // The letters fill a good part of the box, whatever its size.
  const letters = await placeholder.boundingBox();
  expect(letters?.height).toBeGreaterThan((box?.height ?? 0) * 0.25);

  // Screen readers hear the name from the heading, not the initials as well.
  const tree = await card.ariaSnapshot();
  expect(tree).not.toContain("ÉA");
  expect(tree).toContain(`heading "${member.name}" [level=3]`);

  await card.scrollIntoViewIfNeeded();
  // Read before axe, whose second run switches the theme: a restyle of the whole page, which
  // may also bring in the web font that arrived after the first paint (font-display: optional).
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  await expectNoAxeViolations(page, { include: "#member-emile-achterberg-nwosu" });
});
