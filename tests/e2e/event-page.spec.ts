/**
 * Every event's own page (/events/{id}) on the fixture site: one per event file, the link
 * preview its head gives the apps (og:title, the one-line when and where, a 1200 × 630
 * JPEG card of at most 300 KB made for it), the page read without JavaScript, axe at a
 * phone's and a laptop's width, the ways to it, and the share button with and without the
 * platform's share sheet, pressed where a person presses it.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import { eventWhens } from "../date-strings";
import { canonicalOf, head } from "./page-head";
import { fixtureContentDir } from "./sites.mjs";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

type EventFile = { id: string; title: string; location: string; image: string; imageAlt: string };

/** The fixture's event files, read here rather than through the site's loaders. */
const eventFiles: EventFile[] = fs
  .readdirSync(path.join(fixtureContentDir, "events"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const text = fs.readFileSync(path.join(fixtureContentDir, "events", name), "utf8");
    const frontmatter = parse(text.split(/^---$/m)[1] ?? "") as Omit<EventFile, "id">;
    return { ...frontmatter, id: name.replace(/\.md$/, "") };
  });

/** When and where, as the preview's one line says it, for events of every kind of timing. */
const previewLines: Record<string, string> = {
  "summer-gala-2099": `${eventWhens["2099-06-20 21:00-02:00+1"]} · Maassilo, Rotterdam`,
  "study-trip-brussels-2099": `${eventWhens["2099-04-02/2099-04-04 all day"]} · Brussels, Belgium`,
  "halloween-pub-quiz-2024": `${eventWhens["2024-10-31 20:00"]} · Erasmus Pavilion, Woudestein Campus`,
  "careers-fair-2099": `${eventWhens["2099-03-12 10:00-16:00"]} · Erasmus Pavilion, Woudestein Campus`,
};

const meta = (page: Page, property: string) => head(page, `meta[property="${property}"]`).getAttribute("content");

/** The card behind an og:image address, fetched from the server under test. */
async function fetchCard(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  const bytes = await response.body();
  const { width, height, format } = await sharp(bytes).metadata();
  return { bytes, width, height, format };
}

/** Clicks the middle of `target` with the mouse, after checking that it is what is drawn there. */
async function clickWhereShown(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("The control is not drawn");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const hit = await target.evaluate(
    (element, [px, py]) => {
      const top = document.elementFromPoint(px ?? 0, py ?? 0);
      return top !== null && (top === element || element.contains(top));
    },
    [x, y],
  );
  expect(hit, "the control is the element at its own on-screen point").toBe(true);
  await page.mouse.click(x, y);
}

const shareSummary = (scope: Page | Locator) => scope.locator("summary", { hasText: "Share" });

test("every event file has its page with its title, facts, picture and the way back, and its head points at itself", async ({
  page,
}) => {
  expect(eventFiles.length).toBeGreaterThan(10);
  for (const event of eventFiles) {
    const response = await page.goto(`/events/${event.id}`);
    expect(response?.status(), event.id).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
    await expect(page.getByRole("definition").filter({ hasText: event.location })).toHaveCount(1);
    await expect(page.getByRole("img", { name: event.imageAlt })).toBeVisible();
    await expect(page.getByRole("link", { name: "All events" })).toHaveAttribute("href", "/events");
    await expect(head(page, 'link[rel="canonical"]')).toHaveAttribute("href", canonicalOf(`/events/${event.id}`));
    expect(await meta(page, "og:url")).toBe(canonicalOf(`/events/${event.id}`));
  }
});

test("each event's link preview: its title, when and where in one line, and a card made for it", async ({
  page,
  request,
}) => {
  const cards = new Map<string, Buffer>();
  for (const event of eventFiles) {
    await page.goto(`/events/${event.id}`);
    expect(await meta(page, "og:title")).toBe(event.title);
    const description = await meta(page, "og:description");
    // When (the table of date strings pins its words), then where.
    expect(description).toMatch(new RegExp(`^.+ · ${event.location.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    if (previewLines[event.id]) expect(description, event.id).toBe(previewLines[event.id]);
    expect(await head(page, 'meta[name="description"]').getAttribute("content")).toBe(description);

    const image = (await meta(page, "og:image")) ?? "";
    expect(image).toMatch(new RegExp(`^${canonicalOf("/_img/")}card-event-${event.id}-[0-9a-f]{10}\\.jpg$`));
    expect(await head(page, 'meta[name="twitter:image"]').getAttribute("content")).toBe(image);
    expect(await meta(page, "og:image:width")).toBe("1200");
    expect(await meta(page, "og:image:height")).toBe("630");
    const alt = await meta(page, "og:image:alt");
    expect(alt).toContain(event.title);
    expect(alt).toContain(event.imageAlt);

    const card = await fetchCard(request, image);
    expect({ width: card.width, height: card.height, format: card.format }, event.id).toEqual({
      width: 1200,
      height: 630,
      format: "jpeg",
    });
    expect(card.bytes.length, event.id).toBeLessThanOrEqual(300 * 1024);
    expect(card.bytes.length, event.id).toBeGreaterThan(10 * 1024);
    cards.set(event.id, card.bytes);
  }
  // Two events with the same picture get different cards: each carries its own title and time.
  const gala = cards.get("summer-gala-2099");
  const drinks = cards.get("freshers-welcome-drinks-2025");
  expect(gala && drinks && !gala.equals(drinks)).toBe(true);
});

test("an article's link preview is a card of its title over its picture", async ({ page, request }) => {
  const article = "/blog/a-year-of-program-advisory";
  await page.goto(article);
  expect(await meta(page, "og:title")).toBe(await page.getByRole("heading", { level: 1 }).textContent());
  const image = (await meta(page, "og:image")) ?? "";
  expect(image).toMatch(
    new RegExp(`^${canonicalOf("/_img/")}card-article-a-year-of-program-advisory-[0-9a-f]{10}\\.jpg$`),
  );
  const card = await fetchCard(request, image);
  expect([card.width, card.height, card.format]).toEqual([1200, 630, "jpeg"]);
  expect(card.bytes.length).toBeLessThanOrEqual(300 * 1024);
});

test("the page's JSON-LD is the event in full at its own address, and /events says the same of it", async ({
  page,
}) => {
  const id = "summer-gala-2099";
  await gotoHydrated(page, `/events/${id}`);
  const nodes = async () =>
    (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.flatMap((script) => JSON.parse(script.textContent ?? "null")))
    ).flat() as Record<string, unknown>[];
  const onPage = (await nodes()).filter((node) => node["@type"] === "Event");
  expect(onPage).toHaveLength(1);
  expect(onPage[0]).toMatchObject({
    name: "Summer Gala",
    startDate: "2099-06-20T21:00:00+02:00",
    endDate: "2099-06-21T02:00:00+02:00",
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: "Maassilo, Rotterdam" },
    image: expect.stringMatching(/^https:\/\/.+\/_img\/event-08-/),
    organizer: { "@type": "Organization" },
    url: canonicalOf(`/events/${id}`),
  });
  await gotoHydrated(page, "/events");
  const listed = (await nodes()).filter((node) => node.url === canonicalOf(`/events/${id}`));
  expect(listed).toEqual(onPage);
});

test("the cards on /events link their titles to the pages, and a card's anchor still works", async ({ page }) => {
  await gotoHydrated(page, "/events");
  const card = page.locator("#event-summer-gala-2099");
  await expect(card.getByRole("link", { name: "Summer Gala", exact: true })).toHaveAttribute(
    "href",
    "/events/summer-gala-2099",
  );
  await clickWhereShown(page, card.getByRole("link", { name: "Summer Gala", exact: true }));
  await expect(page).toHaveURL(/\/events\/summer-gala-2099$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Summer Gala");
  await page.getByRole("link", { name: "All events" }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test("an upcoming event's page offers Register and Add to Calendar; a past one says so and closes Register", async ({
  page,
}) => {
  await gotoHydrated(page, "/events/careers-fair-2099");
  await expect(page.getByText("Past Event")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Add to Calendar/ })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\//,
  );
  await gotoHydrated(page, "/events/halloween-pub-quiz-2024");
  await expect(page.getByText("Past Event")).toBeVisible();
  await expect(page.getByRole("button", { name: "Register" })).toBeDisabled();
});

test("an event page built before the event ended shows it past once the visitor's clock is after its end", async ({
  page,
}) => {
  // 01:30 in Amsterdam, half an hour before the gala ends at 02:00.
  await page.clock.install({ time: new Date("2099-06-20T23:30:00Z") });
  await gotoHydrated(page, "/events/summer-gala-2099");
  await expect(page.getByText("Past Event")).toHaveCount(0);
  await page.clock.runFor(60 * 60 * 1000);
  await expect(page.getByText("Past Event")).toBeVisible();
  await expect(page.getByRole("button", { name: "Register" })).toBeDisabled();
});

for (const width of [390, 1280]) {
  test(`an event page is axe-clean at ${width} px, with its share address open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/events/summer-gala-2099");
    await expectNoAxeViolations(page);
    await page.evaluate(() => {
      const details = document.querySelector("main details");
      if (details instanceof HTMLDetailsElement) details.open = true;
    });
    await expect(page.getByLabel("Address to share")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page reads whole, and Share opens its address to copy", async ({ page }) => {
    await page.goto("/events/summer-gala-2099");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Summer Gala");
    await expect(page.getByText("The year’s closing night, with music until two.")).toBeVisible();
    await expect(page.getByText("21:00 - 02:00")).toBeVisible();
    const address = page.getByLabel("Address to share");
    await expect(address).toBeHidden();
    await clickWhereShown(page, shareSummary(page.getByRole("main")));
    await expect(address).toBeVisible();
    await expect(address).toHaveText(canonicalOf("/events/summer-gala-2099"));
  });
});

test.describe("the share button", () => {
  test("opens the platform's share sheet with the event's title and address where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await gotoHydrated(page, "/events/summer-gala-2099");
    await clickWhereShown(page, shareSummary(page.getByRole("main")));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: "Summer Gala", url: canonicalOf("/events/summer-gala-2099") }]);
    await expect(page.getByText("Link copied")).toHaveCount(0);
    await expect(page.getByLabel("Address to share")).toBeHidden();
  });

  test("without a share sheet, copies the address and says so beside the button", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: undefined });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/events");
    const card = page.locator("#event-summer-gala-2099");
    await clickWhereShown(page, shareSummary(card));
    await expect(card.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonicalOf("/events/summer-gala-2099"));
  });

  test("when neither works, opens the address selected to copy by hand", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: undefined });
      Object.defineProperty(Navigator.prototype, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    await gotoHydrated(page, "/events/summer-gala-2099");
    await clickWhereShown(page, shareSummary(page.getByRole("main")));
    const address = page.getByLabel("Address to share");
    await expect(address).toBeVisible();
    await expect(address).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => window.getSelection()?.toString()))
      .toBe(canonicalOf("/events/summer-gala-2099"));
    await expect(page.getByText("Select the address to copy it")).toBeVisible();
  });
});
