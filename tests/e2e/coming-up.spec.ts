/**
 * What is coming up, on Home and /events, with the fixture site's four events dated 2099
 * (upcoming whenever the tests run) and its 13 past ones. The build splits upcoming from
 * past with its own clock; the browser splits again with the visitor's (page.clock), so a
 * page built before an event ended shows it as past after hydration, without a rebuild.
 */
import type { Page } from "@playwright/test";
import { eventDates, eventTimes } from "../date-strings";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

const soonest = [
  {
    id: "careers-fair-2099",
    title: "Careers Fair",
    texts: [eventDates["2099-03-12"], eventTimes["10:00-16:00"], /Erasmus Pavilion/],
  },
  {
    id: "study-trip-brussels-2099",
    title: "Study Trip to Brussels",
    texts: [eventDates["2099-04-02/2099-04-04"], eventTimes["all day"], "Brussels, Belgium"],
  },
  {
    id: "summer-gala-2099",
    title: "Summer Gala",
    texts: [eventDates["2099-06-20"], eventTimes["21:00-02:00+1"], "Maassilo, Rotterdam"],
  },
  {
    id: "welcome-week-kick-off-2099",
    title: "Welcome Week Kick-off",
    texts: [eventDates["2099-09-01"], eventTimes["17:00"], /Woudestein/],
  },
];
const pastCount = 13;

const comingUp = (page: Page) => page.getByRole("region", { name: "Coming up" });
const upcomingSection = (page: Page) => page.getByRole("region", { name: "Upcoming events" });
const pastSection = (page: Page) => page.getByRole("region", { name: "Past events" });
const nothingUpcoming = (page: Page) => page.getByText("No upcoming events right now.");

/** Ids that occur more than once in the document. */
async function duplicateIds(page: Page): Promise<string[]> {
  const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id));
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

test("Home's 'Coming up' shows the three soonest events after What We Do, each linking to its page", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const section = comingUp(page);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Coming up");
  await expect(section.getByText("The next events organised by Student Representation.")).toBeVisible();
  // After What We Do, before the blog.
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText([
    "What We Do",
    "Coming up",
    "Latest from our Blog",
  ]);

  const items = section.getByRole("article");
  await expect(items).toHaveCount(3);
  await expect(items.getByRole("heading", { level: 3 })).toHaveText(soonest.slice(0, 3).map(({ title }) => title));
  for (const [index, { id, title, texts }] of soonest.slice(0, 3).entries()) {
    await expect(items.nth(index).getByRole("definition")).toHaveText(texts);
    await expect(items.nth(index).getByRole("link", { name: title, exact: true })).toHaveAttribute(
      "href",
      `/events/${id}`,
    );
  }
  await expect(section.getByRole("link", { name: "All events" })).toHaveAttribute("href", "/events");

  // The link opens the event's own page.
  await section.getByRole("link", { name: "Study Trip to Brussels", exact: true }).click();
  await expect(page).toHaveURL(/\/events\/study-trip-brussels-2099$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study Trip to Brussels");
});

test("a link to a card's anchor on /events, as shared before events had pages, still lands on the card", async ({
  page,
}) => {
  await gotoHydrated(page, "/events#event-summer-gala-2099");
  await expect(page.locator("#event-summer-gala-2099").getByRole("heading", { name: "Summer Gala" })).toBeInViewport();
});

test("/events lists the upcoming events first, soonest first, each event and id once", async ({ page }) => {
  await gotoHydrated(page, "/events");
  await expect(upcomingSection(page).getByRole("heading", { level: 3 })).toHaveText(soonest.map(({ title }) => title));
  await expect(pastSection(page).getByRole("article")).toHaveCount(pastCount);
  for (const { id } of soonest) {
    await expect(page.locator(`#event-${id}`)).toHaveCount(1);
    await expect(pastSection(page).locator(`#event-${id}`)).toHaveCount(0);
  }
  expect(await duplicateIds(page)).toEqual([]);
  await expect(nothingUpcoming(page)).toBeHidden();
  // The first upcoming card's picture is the one the page loads first.
  await expect(upcomingSection(page).getByRole("img").first()).toHaveAttribute("fetchpriority", "high");
});

test.describe("a visitor whose clock is past the build", () => {
  test("after an event ends, it moves to the past events and Home shows the next three", async ({ page }) => {
    // 12 March 2099, 16:30 in Amsterdam: the Careers Fair (10:00 - 16:00) is over.
    await page.clock.install({ time: new Date("2099-03-12T15:30:00Z") });
    await gotoHydrated(page, "/");
    await expect(comingUp(page).getByRole("heading", { level: 3 })).toHaveText(
      soonest.slice(1).map(({ title }) => title),
    );

    await gotoHydrated(page, "/events");
    await expect(upcomingSection(page).getByRole("heading", { level: 3 })).toHaveText(
      soonest.slice(1).map(({ title }) => title),
    );
    const past = pastSection(page).getByRole("article");
    await expect(past).toHaveCount(pastCount + 1);
    // The newest of the past events, with its badge, and with a year button of its own.
    await expect(past.first()).toHaveAccessibleName("Careers Fair");
    await expect(past.first().getByText("Past Event", { exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: "Filter events by year" }).getByRole("button")).toHaveText([
      "All",
      "2099",
      "2025",
      "2024",
    ]);
    expect(await duplicateIds(page)).toEqual([]);
  });

  test("when every event is over, Home leaves 'Coming up' out and /events says so beside Subscribe", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2100-01-01T12:00:00Z") });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { name: "Latest from our Blog" })).toBeVisible();
    await expect(comingUp(page)).toHaveCount(0);

    await gotoHydrated(page, "/events");
    await expect(nothingUpcoming(page)).toBeVisible();
    const subscribe = page.getByRole("link", { name: "Subscribe to all events" });
    // On one line with the Subscribe link (same row at 1280 px).
    const [line, link] = [await nothingUpcoming(page).boundingBox(), await subscribe.boundingBox()];
    expect(
      Math.abs((line?.y ?? 0) + (line?.height ?? 0) / 2 - ((link?.y ?? 0) + (link?.height ?? 0) / 2)),
    ).toBeLessThan(8);
    await expect(upcomingSection(page)).toHaveCount(0);
    await expect(pastSection(page).getByRole("article")).toHaveCount(pastCount + soonest.length);
    await expect(pastSection(page).getByRole("article").first()).toHaveAccessibleName("Welcome Week Kick-off");
    expect(await duplicateIds(page)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Home and /events show the split the site was built with", async ({ page }) => {
    await page.goto("/");
    await expect(comingUp(page).getByRole("heading", { level: 3 })).toHaveText(
      soonest.slice(0, 3).map(({ title }) => title),
    );
    await comingUp(page).getByRole("link", { name: "Careers Fair", exact: true }).click();
    await expect(page).toHaveURL(/\/events\/careers-fair-2099$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers Fair");
    await page.goto("/events#event-careers-fair-2099");
    await expect(page.locator("#event-careers-fair-2099").getByRole("heading")).toBeInViewport();
    await expect(upcomingSection(page).getByRole("article")).toHaveCount(soonest.length);
    await expect(pastSection(page).getByRole("article")).toHaveCount(pastCount);
    await expect(nothingUpcoming(page)).toBeHidden();
  });
});

/**
 * Records every layout shift from the start of each page the test opens (not caused by
 * input), so shifts before the first paint count too, as they do in the field.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift of the page so far, once it has settled after hydration. */
async function layoutShift(page: Page): Promise<number> {
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("Home's 'Coming up' and /events have no axe violations", async ({ page }) => {
      test.setTimeout(90_000);
      await gotoHydrated(page, "/");
      await comingUp(page).scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, { include: "main" });
      await gotoHydrated(page, "/events");
      await expectNoAxeViolations(page, { include: "main" });
    });

    test("hydrating /events and Home moves nothing", async ({ page }) => {
      await recordLayoutShifts(page);
      for (const path of ["/events", "/"]) {
        await gotoHydrated(page, path);
        expect(await layoutShift(page), `${path}: layout shift`).toBeLessThanOrEqual(0.02);
      }
    });

    test("an event that ended since the build is hidden before the first paint: hydrating moves nothing in view", async ({
      page,
    }) => {
      // The Careers Fair (12 March 2099, until 16:00 in Amsterdam) is over; three are left.
      await page.clock.install({ time: new Date("2099-03-12T15:30:00Z") });
      await recordLayoutShifts(page);
      for (const path of ["/events", "/"]) {
        await gotoHydrated(page, path);
        expect(await layoutShift(page), `${path}: layout shift`).toBeLessThanOrEqual(0.02);
      }
      await expect(upcomingSection(page)).toHaveCount(0); // on Home now
      await gotoHydrated(page, "/events");
      await expect(upcomingSection(page).getByRole("article")).toHaveCount(soonest.length - 1);
      await expect(pastSection(page).getByRole("article").first()).toHaveAccessibleName("Careers Fair");
    });
  });
}
