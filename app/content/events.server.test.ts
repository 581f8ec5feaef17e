/**
 * The events loader on the tests' own content: the fixture site's 17 events (13 past, 4 in
 * 2099, upcoming whenever the tests run), plus two
 * files this test writes (a draft and an event with a registration form), in a
 * temporary copy. Everything a card shows is derived from the date and time fields.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { site } from "~/config/site";
import { eventYears } from "~/lib/upcoming";
import { eventDates, eventTimes, eventWhens } from "../../tests/date-strings";

// Loaders read CONTENT_DIR when they are first imported, so it is set before any import.
const contentDir = vi.hoisted(() => {
  const nodeFs = require("node:fs") as typeof import("node:fs");
  const nodeOs = require("node:os") as typeof import("node:os");
  const nodePath = require("node:path") as typeof import("node:path");
  const dir = nodeFs.mkdtempSync(nodePath.join(nodeOs.tmpdir(), "sr-events-"));
  nodeFs.cpSync(nodePath.resolve("tests/fixtures/content/site"), dir, { recursive: true });
  process.env.CONTENT_DIR = dir;
  return dir;
});

// Images are resolved as written (the image pipeline and the content check have their own tests).
vi.mock("./images.server", () => import("../../tests/setup/images-mock"));

const { loadCalendarEvent, loadCalendarEvents, loadComingUp, loadEventPage, loadEvents, loadEventsPage } = await import(
  "./events.server"
);

function writeEvent(id: string, frontmatter: string) {
  const file = path.join(contentDir, "events", `${id}.md`);
  fs.writeFileSync(
    file,
    `---\n${frontmatter.trim()}\nimage: ../images/events/event-01.jpg\nimageAlt: An illustration\n---\n`,
  );
}

writeEvent(
  "new-year-party-2025",
  `
title: New Year Party
startDate: 2025-12-31
startTime: "22:00"
endTime: "02:00"
endsNextDay: true
location: Erasmus Pavilion
registrationUrl: https://forms.example.org/new-year
`,
);
writeEvent(
  "unfinished-plan-2025",
  `
title: Unfinished Plan
startDate: 2025-12-01
allDay: true
location: Somewhere
draft: true
`,
);

afterAll(() => fs.rmSync(contentDir, { recursive: true, force: true }));

/** The fixture events dated 2099, newest first: upcoming on any day the tests run. */
const upcoming2099 = [
  "welcome-week-kick-off-2099",
  "summer-gala-2099",
  "study-trip-brussels-2099",
  "careers-fair-2099",
];

/** What each card showed before events had structured fields (the same texts, newest first). */
const cardTexts = [
  ["Welcome Week Kick-off", eventDates["2099-09-01"], eventTimes["17:00"]],
  ["Summer Gala", eventDates["2099-06-20"], eventTimes["21:00-02:00+1"]],
  ["Study Trip to Brussels", eventDates["2099-04-02/2099-04-04"], eventTimes["all day"]],
  ["Careers Fair", eventDates["2099-03-12"], eventTimes["10:00-16:00"]],
  ["New Year Party", eventDates["2025-12-31"], eventTimes["22:00-02:00+1"]],
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
];

describe("loadEvents", () => {
  test("derives each card's date and time text, newest first, and leaves drafts out", () => {
    const events = loadEvents({ now: new Date("2026-01-01T12:00:00Z") });
    expect(events.map((event) => [event.title, event.dateText, event.timeText])).toEqual(cardTexts);
  });

  test("files each event under the year of its first day; the filter lists the years newest first", () => {
    const events = loadEvents({ now: new Date("2026-01-01T12:00:00Z") });
    expect(events.find((event) => event.id === "introduction-days-2024")).toMatchObject({
      year: "2024",
      startDate: "2024-10-14",
    });
    expect(eventYears(events)).toEqual(["2099", "2025", "2024"]);
  });

  test("an event is upcoming until it ends in Amsterdam; only then is its form withheld", () => {
    // 31 December 2025, 23:30 in Amsterdam: the party (22:00 - 02:00) is on.
    const during = loadEvents({ now: new Date("2025-12-31T22:30:00Z") });
    const party = during.find((event) => event.id === "new-year-party-2025");
    expect(party).toMatchObject({
      upcoming: true,
      registrationUrl: "https://forms.example.org/new-year",
      endsAt: Date.parse("2026-01-01T01:00:00Z"),
    });
    expect(during.filter((event) => event.upcoming).map((event) => event.id)).toEqual([
      ...upcoming2099,
      "new-year-party-2025",
    ]);

    const after = loadEvents({ now: new Date("2026-01-01T01:00:00Z") });
    expect(after.find((event) => event.id === "new-year-party-2025")).toMatchObject({
      upcoming: false,
      registrationUrl: null,
    });
  });

  test("on the evening of an event, the earlier ones are past and the later ones upcoming", () => {
    const events = loadEvents({ now: new Date("2025-05-22T17:59:00Z") }); // 19:59 in Amsterdam
    expect(events.filter((event) => event.upcoming).map((event) => event.title)).toEqual(
      cardTexts.slice(0, 11).map(([title]) => title),
    );
  });

  test("the Google Calendar link carries the Amsterdam wall-clock times", () => {
    const party = loadEvents().find((event) => event.id === "new-year-party-2025");
    expect(new URL(party?.googleCalendarUrl ?? "").searchParams.get("dates")).toBe("20251231T220000/20260101T020000");
    expect(party?.calendarFile).toBe("/events/new-year-party-2025/calendar.ics");
  });
});

describe("loadComingUp", () => {
  test("sends Home every event upcoming at build time, soonest first, with only what Home shows", () => {
    const comingUp = loadComingUp({ now: new Date("2025-12-31T22:30:00Z") });
    expect(comingUp.map((event) => event.id)).toEqual(["new-year-party-2025", ...upcoming2099.toReversed()]);
    expect(comingUp[2]).toEqual({
      id: "study-trip-brussels-2099",
      title: "Study Trip to Brussels",
      dateText: eventDates["2099-04-02/2099-04-04"],
      timeText: eventTimes["all day"],
      startDate: "2099-04-02",
      location: "Brussels, Belgium",
      endsAt: Date.parse("2099-04-04T22:00:00Z"),
      link: "/events/study-trip-brussels-2099",
    });
  });

  test("sends nothing when no event is upcoming", () => {
    expect(loadComingUp({ now: new Date("2100-01-01T00:00:00Z") })).toEqual([]);
  });
});

describe("the page and the calendar files", () => {
  test("the page's structured data has one Event per published event", () => {
    const { events, jsonLd } = loadEventsPage();
    expect(jsonLd).toHaveLength(events.length);
    expect(jsonLd.find((node) => node.name === "New Year Party")).toMatchObject({
      name: "New Year Party",
      startDate: "2025-12-31T22:00:00+01:00",
      endDate: "2026-01-01T02:00:00+01:00",
    });
  });

  test("the calendar feed has every published event; a draft gets no calendar file", () => {
    expect(loadCalendarEvents().map((event) => event.id)).not.toContain("unfinished-plan-2025");
    expect(loadCalendarEvents()).toHaveLength(cardTexts.length);
    expect(loadCalendarEvent("unfinished-plan-2025")).toBeNull();
    expect(loadCalendarEvent("new-year-party-2025")).toMatchObject({
      url: `${site.url.replace(/\/$/, "")}/events/new-year-party-2025`,
      startDate: "2025-12-31",
      startTime: "22:00",
      endTime: "02:00",
      endsNextDay: true,
    });
  });
});

describe("loadEventPage", () => {
  test("gives an event its page: the card, the address to share and a preview of its own", () => {
    const page = loadEventPage("new-year-party-2025", { now: new Date("2025-12-01T00:00:00Z") });
    const origin = site.url.replace(/\/$/, "");
    expect(page?.event).toMatchObject({ id: "new-year-party-2025", upcoming: true });
    expect(page?.shareUrl).toBe(`${origin}/events/new-year-party-2025`);
    const tag = (property: string) =>
      page?.meta.find((descriptor) => "property" in descriptor && descriptor.property === property);
    expect(tag("og:title")).toMatchObject({ content: page?.event.title });
    expect(tag("og:description")).toMatchObject({
      content: `${eventWhens["2025-12-31 22:00-02:00+1"]} · Erasmus Pavilion`,
    });
    expect(tag("og:image")).toMatchObject({
      content: expect.stringMatching(new RegExp(`^${origin}/_img/card-event-new-year-party-2025-[0-9a-f]{10}\\.jpg$`)),
    });
  });

  test("has no page for an unknown id or a draft", () => {
    expect(loadEventPage("no-such-event")).toBeNull();
    expect(loadEventPage("unfinished-plan-2025")).toBeNull();
  });
});
