/**
 * "Find your representative" on the fixture site (tests/fixtures/content/site/representatives/):
 * the newest year grouped by programme and study year, the programme filter as links
 * (with and without JavaScript), the earlier year's page, and the three places that link here.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { fixtureContentDir } from "./sites.mjs";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

type Person = { name: string; programme: string; year?: number; covers: string; image?: string; mailbox?: string };

/** The representatives of one academic year in the fixture content. */
function fixtureYear(year: string): Person[] {
  const file = path.join(fixtureContentDir, "representatives", `${year}.yaml`);
  return (parse(fs.readFileSync(file, "utf8")) as { representatives: Person[] }).representatives;
}

const current = fixtureYear("2025-2026");
const past = fixtureYear("2024-2025");

/** The names in a list of cards, in page order. */
const namesIn = (page: Page, list: string) =>
  page.getByRole("list", { name: list, exact: true }).getByRole("article").locator("p:first-of-type");

const programmeHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 });

test("the newest year, grouped by programme and study year, each card with what they cover and a way to reach them", async ({
  page,
}) => {
  await gotoHydrated(page, "/representatives");
  await expect(page.getByRole("heading", { level: 1, name: "Find your representative" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Representatives 2025-2026" })).toBeVisible();
  await expect(programmeHeadings(page)).toHaveText(["IBA", "BA", "Pre-MSc"]);

  // Study years ascending within a programme, the file's order within a year; Pre-MSc has no year headings.
  await expect(namesIn(page, "IBA Year 1")).toHaveText(["Fixture Rep Ivo", "Fixture Rep Ilse"]);
  await expect(namesIn(page, "IBA Year 3")).toHaveText(["Fixture Rep Ines"]);
  await expect(namesIn(page, "BA Year 1")).toHaveText(["Fixture Rep Bodil"]);
  await expect(namesIn(page, "BA Year 2")).toHaveText(["Fixture Rep Bram"]);
  await expect(namesIn(page, "Pre-MSc")).toHaveText(["Fixture Rep Pim"]);
  const ibaYears = page.getByRole("region", { name: "IBA" }).getByRole("heading", { level: 4 });
  await expect(ibaYears).toHaveText(["Year 1", "Year 3", "IBA group chats"]);
  await expect(page.getByRole("region", { name: "Pre-MSc" }).getByRole("heading", { level: 4 })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(current.length);

  // A role mailbox where the file gives one.
  const ivo = page.locator("#rep-fixture-rep-ivo");
  await expect(ivo).toContainText("Year 1, all courses");
  await expect(ivo.getByRole("link", { name: "Email Fixture Rep Ivo: iba-year-1@sr-rsm.example.org" })).toHaveAttribute(
    "href",
    "mailto:iba-year-1@sr-rsm.example.org",
  );
  await expect(ivo.locator("img")).toHaveCount(1);
  // Without a mailbox: the programme's group chats on this page, and initials without a photo.
  const ilse = page.locator("#rep-fixture-rep-ilse");
  const chats = ilse.getByRole("link", { name: "IBA group chats, to reach Fixture Rep Ilse" });
  await expect(chats).toHaveAttribute("href", "#programme-iba-chats");
  await expect(ilse.locator("img")).toHaveCount(0);
  await expect(ilse.getByText("FI", { exact: true })).toBeAttached();
  await chats.click();
  await expect(page).toHaveURL(/#programme-iba-chats$/);
  await expect(page.locator("#programme-iba-chats").getByRole("link", { name: /^IBA 2025-2028/ })).toBeInViewport();
  // Without a mailbox and without a chat of the programme: the general mailbox, never a personal one.
  await expect(
    page.locator("#rep-fixture-rep-pim").getByRole("link", { name: /^Email Fixture Rep Pim:/ }),
  ).toHaveAttribute("href", "mailto:info@sr-rsm.example.org");
  const mailtos = await page
    .getByRole("main")
    .locator('a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const allowed = new Set([
    "mailto:info@sr-rsm.example.org",
    ...current.flatMap((person) => (person.mailbox ? [`mailto:${person.mailbox}`] : [])),
  ]);
  expect(mailtos.length).toBeGreaterThan(0);
  expect(mailtos.filter((href) => !allowed.has(href ?? ""))).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`has no accessibility violations at ${width} px, filtered or not`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/representatives");
    await expectNoAxeViolations(page);
    await page.getByRole("navigation", { name: "Programmes" }).getByRole("link", { name: "BA", exact: true }).click();
    await expect(programmeHeadings(page)).toHaveText(["BA"]);
    await expectNoAxeViolations(page);
  });
}

test("the programme filter is a link: it shows one programme in place, and All programmes shows them all again", async ({
  page,
}) => {
  await gotoHydrated(page, "/representatives");
  const filter = page.getByRole("navigation", { name: "Programmes" });
  await expect(filter.getByRole("link")).toHaveText(["All programmes", "IBA", "BA", "Pre-MSc"]);
  await expect(filter.getByRole("link", { name: "IBA", exact: true })).toHaveAttribute(
    "href",
    "/representatives?programme=iba#programme-iba",
  );
  await expect(filter.getByRole("link", { name: "All programmes" })).toHaveAttribute("aria-current", "true");

  const scrolled = await page.evaluate(() => window.scrollY);
  const pre = filter.getByRole("link", { name: "Pre-MSc" });
  await pre.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/representatives\?programme=pre-msc$/);
  await expect(programmeHeadings(page)).toHaveText(["Pre-MSc"]);
  await expect(pre).toHaveAttribute("aria-current", "true");
  await expect(pre).toBeFocused();
  await expect(page.getByRole("status")).toHaveText("Showing 1 representative of Pre-MSc");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await filter.getByRole("link", { name: "All programmes" }).click();
  await expect(page).toHaveURL(/\/representatives$/);
  await expect(programmeHeadings(page)).toHaveText(["IBA", "BA", "Pre-MSc"]);
});

test("a linked filter applies once the page has loaded; a card's anchor stays the same", async ({ page }) => {
  await gotoHydrated(page, "/representatives?programme=ba");
  await expect(programmeHeadings(page)).toHaveText(["BA"]);
  await expect(page.locator("#rep-fixture-rep-bram")).toBeVisible();
  await gotoHydrated(page, "/representatives?programme=unknown");
  await expect(programmeHeadings(page)).toHaveText(["IBA", "BA", "Pre-MSc"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page is the plain grouped list of every programme, and a filter link leads to its programme", async ({
    page,
  }) => {
    await page.goto("/representatives?programme=ba");
    await expect(programmeHeadings(page)).toHaveText(["IBA", "BA", "Pre-MSc"]);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(current.length);

    await page.goto("/representatives");
    await page.getByRole("navigation", { name: "Programmes" }).getByRole("link", { name: "Pre-MSc" }).click();
    await expect(page).toHaveURL(/\/representatives\?programme=pre-msc#programme-pre-msc$/);
    await expect(page.getByRole("heading", { level: 3, name: "Pre-MSc" })).toBeInViewport();

    await page.getByRole("navigation", { name: "Academic years" }).getByRole("link", { name: "2024-2025" }).click();
    await expect(page).toHaveURL(/\/representatives\/2024-2025$/);
    await expect(page.getByRole("heading", { level: 1, name: "Student representatives 2024-2025" })).toBeVisible();
  });
});

test("an earlier year has its own page, linked from the current one, and the current page links back", async ({
  page,
}) => {
  await gotoHydrated(page, "/representatives");
  const years = page.getByRole("navigation", { name: "Academic years" });
  await expect(years.getByRole("link")).toHaveText(["2025-2026", "2024-2025"]);
  await expect(years.getByRole("link", { name: "2025-2026" })).toHaveAttribute("aria-current", "true");

  await years.getByRole("link", { name: "2024-2025" }).click();
  await expect(page).toHaveURL(/\/representatives\/2024-2025$/);
  await expect(page).toHaveTitle(/^Student representatives 2024-2025 \| /);
  await expect(page.getByRole("heading", { level: 2, name: "Representatives 2024-2025" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(past.length);
  await expect(page.getByText(current[0]?.name ?? "")).toHaveCount(0);
  await expect(years.getByRole("link", { name: "2024-2025" })).toHaveAttribute("aria-current", "page");

  await years.getByRole("link", { name: "2025-2026" }).click();
  await expect(page).toHaveURL(/\/representatives\/2025-2026$/);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(current.length);
});

test("an unknown year is the not-found page", async ({ page }) => {
  const response = await page.goto("/representatives/1999-2000");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

test("reached from the Representatives team page, Student Support and the footer's Resources", async ({ page }) => {
  for (const [from, link] of [
    ["/teams/representatives", page.getByRole("main").getByRole("link", { name: "Find your representative" })],
    ["/student-support", page.getByRole("main").getByRole("link", { name: "Find your representative" })],
    [
      "/about",
      page.getByRole("contentinfo").getByRole("listitem").getByRole("link", { name: "Find your representative" }),
    ],
  ] as const) {
    await gotoHydrated(page, from);
    await link.click();
    await expect(page).toHaveURL(/\/representatives$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find your representative" })).toBeVisible();
  }
  // The header stays as it is.
  await expect(page.getByRole("banner").getByRole("link", { name: "Find your representative" })).toHaveCount(0);
});
