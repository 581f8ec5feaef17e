import type { Page } from "@playwright/test";
import { eventDates, eventTimes } from "../date-strings";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

/**
 * The fixture site's past events, newest first by start, with the date and time text each
 * card derives from its startDate, endDate, startTime, endTime or allDay fields.
 */
const cardTexts = [
  ["Course Evaluation Lunch", eventDates["2025-11-13"], eventTimes["12:00-13:30"]],
  ["Study Skills Workshop", eventDates["2025-10-08"], eventTimes["17:30"]],
  ["SR Recruitment Week", eventDates["2025-09-15/2025-09-19"], eventTimes["all day"]],
  ["Freshers Welcome Drinks", eventDates["2025-09-04"], eventTimes["18:00-21:00"]],
  ["End-of-Year Barbecue", eventDates["2025-06-19"], eventTimes["17:00-22:00"]],
  ["Meet the Programme Directors", eventDates["2025-05-22"], eventTimes["18:00-20:00"]],
  ["Spring Boat Tour", eventDates["2025-04-24"], eventTimes["14:00-17:00"]],
  ["Sunday Study Marathon", eventDates["2025-03-30"], eventTimes["10:00-18:00"]],
  ["Board Election Night", eventDates["2024-12-12"], eventTimes["19:00-22:00"]],
  ["Alumni Networking Evening", eventDates["2024-11-21"], eventTimes["18:30-21:00"]],
  ["Halloween Pub Quiz", eventDates["2024-10-31"], eventTimes["20:00"]],
  ["Introduction Days", eventDates["2024-10-14/2024-10-18"], eventTimes["all day"]],
  ["Welcome Back Picnic", eventDates["2024-09-06"], eventTimes["all day"]],
] as const;
const titlesNewestFirst = cardTexts.map(([title]) => title);

/** The fixture's events dated 2099, upcoming whenever the tests run: soonest first. */
const upcomingTexts = [
  ["Careers Fair", eventDates["2099-03-12"], eventTimes["10:00-16:00"]],
  ["Study Trip to Brussels", eventDates["2099-04-02/2099-04-04"], eventTimes["all day"]],
  ["Summer Gala", eventDates["2099-06-20"], eventTimes["21:00-02:00+1"]],
  ["Welcome Week Kick-off", eventDates["2099-09-01"], eventTimes["17:00"]],
] as const;
const upcomingTitles = upcomingTexts.map(([title]) => title);
const eventCount = cardTexts.length + upcomingTexts.length;

const macUserAgent =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const iPhoneUserAgent =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const upcomingSection = (page: Page) => page.getByRole("region", { name: "Upcoming events" });
const pastSection = (page: Page) => page.getByRole("region", { name: "Past events" });
/** The cards of the year-filtered list of past events. */
const cards = (page: Page) => pastSection(page).getByRole("article");
const yearFilter = (page: Page) => page.getByRole("group", { name: "Filter events by year" });
const card = (page: Page, title: string) => page.getByRole("article", { name: title });

test("the page opens with the upcoming events, soonest first, then the 13 past ones newest first", async ({ page }) => {
  await gotoHydrated(page, "/events");
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await expect(page.getByText("Discover upcoming activities organized by Student Representation.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Upcoming events",
    "Past events",
  ]);
  await expect(upcomingSection(page).getByRole("heading", { level: 3 })).toHaveText(upcomingTitles);
  await expect(yearFilter(page).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(titlesNewestFirst);
  // Each event once: one card, one id.
  await expect(page.getByRole("article")).toHaveCount(eventCount);
  const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id));
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  await expect(page.getByText("No upcoming events right now.")).toBeHidden();
});

test("the year filter splits the 13 past events into 2025 and 2024, and is linkable", async ({ page }) => {
  await gotoHydrated(page, "/events");
  await expect(cards(page)).toHaveCount(13);

  await yearFilter(page).getByRole("button", { name: "2025" }).click();
  await expect(page).toHaveURL(/\/events\?year=2025$/);
  await expect(yearFilter(page).getByRole("button", { name: "2025" })).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(8);
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(titlesNewestFirst.slice(0, 8));
  // The upcoming events stay on top, whatever the year.
  await expect(upcomingSection(page).getByRole("article")).toHaveCount(upcomingTexts.length);

  await yearFilter(page).getByRole("button", { name: "2024" }).click();
  await expect(cards(page)).toHaveCount(5);
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(titlesNewestFirst.slice(8));

  await yearFilter(page).getByRole("button", { name: "All" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(cards(page)).toHaveCount(13);

  await gotoHydrated(page, "/events?year=2024");
  await expect(yearFilter(page).getByRole("button", { name: "2024" })).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(5);
});

test("each card shows date, time and location; past events carry the badge unless hidden", async ({ page }) => {
  await gotoHydrated(page, "/events");
  for (const [title, date, time] of [...upcomingTexts, ...cardTexts]) {
    await expect(card(page, title).getByRole("definition")).toHaveText([date, time, /.+/]);
  }
  await expect(card(page, "Introduction Days").locator("time")).toHaveAttribute("datetime", "2024-10-14");
  const introduction = card(page, "Introduction Days");
  await expect(introduction).toContainText(eventDates["2024-10-14/2024-10-18"]);
  await expect(introduction).toContainText(eventTimes["all day"]);
  await expect(introduction).toContainText("Woudestein Campus, Rotterdam");
  await expect(introduction.getByRole("img")).toHaveAttribute("alt", /.+/);

  // 13 past events, one of which hides its badge (hidePastEventTag); upcoming ones have none.
  await expect(page.getByText("Past Event", { exact: true })).toHaveCount(12);
  await expect(upcomingSection(page).getByText("Past Event", { exact: true })).toHaveCount(0);
  await expect(card(page, "Course Evaluation Lunch").getByText("Past Event")).toHaveCount(0);
  await expect(card(page, "Study Skills Workshop").getByText("Past Event")).toBeVisible();
});

test("Register is disabled for past events; upcoming ones without a form offer none", async ({ page }) => {
  await gotoHydrated(page, "/events");
  const register = page.getByRole("button", { name: "Register" });
  await expect(register).toHaveCount(cardTexts.length);
  for (const button of await register.all()) await expect(button).toBeDisabled();
  // The fixture's upcoming events have no registration form yet.
  await expect(upcomingSection(page).getByRole("article")).toHaveCount(upcomingTexts.length);
  await expect(upcomingSection(page).getByRole("button", { name: "Register" })).toHaveCount(0);
  await expect(upcomingSection(page).getByRole("link", { name: /^Register/ })).toHaveCount(0);
});

test("a visitor's clock that is behind cannot reopen events that were over when the site was built", async ({
  page,
}) => {
  // Before 'Meet the Programme Directors' (May 22, 2025, 18:00 - 20:00 Amsterdam) ended.
  await page.clock.install({ time: new Date("2025-05-22T17:00:00Z") });
  await gotoHydrated(page, "/events");
  expect(await page.evaluate(() => new Date().toISOString())).toMatch(/^2025-05-22T17:/);
  // The re-check after hydration keeps them past, and hydrating raises no mismatch
  // (the test fixture fails the test on any console error).
  await expect(page.getByText("Past Event", { exact: true })).toHaveCount(12);
  await expect(card(page, "Meet the Programme Directors").getByText("Past Event")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Register/ })).toHaveCount(0);
});

test("Add to Calendar opens Google Calendar in a new tab with the Amsterdam time", async ({ page, context }) => {
  // Captured, never sent: the popup gets a stub page instead of Google's.
  await context.route("https://calendar.google.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>stub</title>" }),
  );
  await gotoHydrated(page, "/events");
  const link = card(page, "Meet the Programme Directors").getByRole("link", { name: /Add to Calendar/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");

  const popupPromise = page.waitForEvent("popup");
  await link.click();
  const popup = await popupPromise;
  await popup.waitForLoadState("domcontentloaded");
  const url = new URL(popup.url());
  expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
  expect(Object.fromEntries(url.searchParams)).toEqual({
    action: "TEMPLATE",
    text: "Meet the Programme Directors",
    dates: "20250522T180000/20250522T200000",
    location: "Theil Building, Woudestein Campus",
    details: "Join us for Meet the Programme Directors at Theil Building, Woudestein Campus",
    ctz: "Europe/Amsterdam",
  });
  await expect(page).toHaveURL(/\/events$/);
});

for (const [device, userAgent] of [
  ["a Mac", macUserAgent],
  ["an iPhone", iPhoneUserAgent],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ userAgent });

    test("Add to Calendar downloads the event's .ics file instead", async ({ page }) => {
      let popupOpened = false;
      page.on("popup", () => {
        popupOpened = true;
      });
      await gotoHydrated(page, "/events");
      const downloadPromise = page.waitForEvent("download");
      await card(page, "Sunday Study Marathon")
        .getByRole("link", { name: /Add to Calendar/ })
        .click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe("sunday-study-marathon-2025.ics");

      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk));
      const text = Buffer.concat(chunks).toString("utf8");
      // Long lines are folded (CRLF + space); unfold before looking for a property.
      const unfolded = text.replace(/\r\n /g, "");
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam");
      expect(text).toContain("BEGIN:DAYLIGHT");
      expect(text).toContain("BEGIN:STANDARD");
      expect(text).toMatch(/UID:sunday-study-marathon-2025-\d{13}\r\n/);
      expect(text).toContain("DTSTART;TZID=Europe/Amsterdam:20250330T100000");
      expect(text).toContain("DTEND;TZID=Europe/Amsterdam:20250330T180000");
      expect(text).toContain("SUMMARY:Sunday Study Marathon");
      expect(unfolded).toContain(
        "DESCRIPTION:Join us for Sunday Study Marathon at University Library\\, Woudestein Campus\r\n",
      );
      expect(popupOpened).toBe(false);
    });
  });
}

test("'Subscribe to all events' links the /events.ics feed with all 17 events", async ({ page, request }) => {
  await gotoHydrated(page, "/events");
  const subscribe = page.getByRole("link", { name: "Subscribe to all events" });
  await expect(subscribe).toHaveAttribute("href", "/events.ics");

  const response = await request.get("/events.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const text = await response.text();
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(eventCount);
  expect(text).toContain("X-WR-CALNAME:RSM Student Representation events");
  expect(text).toContain("DTSTART;VALUE=DATE:20241014");
  expect(text).toContain("DTEND;VALUE=DATE:20241019");
});

test("the events page has no axe violations, unfiltered and filtered", async ({ page }) => {
  // Two full axe runs over 17 cards take a while on a busy machine.
  test.setTimeout(90_000);
  await gotoHydrated(page, "/events");
  await expectNoAxeViolations(page);
  await yearFilter(page).getByRole("button", { name: "2024" }).click();
  await expect(cards(page)).toHaveCount(5);
  await expectNoAxeViolations(page);
});

test("the filter and Add to Calendar work by keyboard", async ({ page, context }) => {
  await context.route("https://calendar.google.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>stub</title>" }),
  );
  await gotoHydrated(page, "/events");
  await yearFilter(page).getByRole("button", { name: "2025" }).focus();
  await page.keyboard.press("Enter");
  await expect(cards(page)).toHaveCount(8);

  await card(page, "Course Evaluation Lunch")
    .getByRole("link", { name: /Add to Calendar/ })
    .focus();
  const popupPromise = page.waitForEvent("popup");
  await page.keyboard.press("Enter");
  const popup = await popupPromise;
  expect(new URL(popup.url()).searchParams.get("dates")).toBe("20251113T120000/20251113T133000");
});
