import { expect, test } from "vitest";
import { eventOfCardAnchor, eventPagePath, eventsYearPath } from "./event-paths";

test("an event's page, a year's page", () => {
  expect(eventPagePath("boat-tour-2025")).toBe("/events/boat-tour-2025");
  expect(eventsYearPath("2024")).toBe("/events/year/2024");
});

test("the anchor of an event's card names the event; other fragments name none", () => {
  expect(eventOfCardAnchor("#event-boat-tour-2025")).toBe("boat-tour-2025");
  expect(eventOfCardAnchor("#event-boat-tour-2025-title")).toBe("boat-tour-2025-title");
  for (const hash of ["", "#", "#event-", "#upcoming-events", "#event-Boat", "#event-a--b", "#event-a/b", "#events-x"])
    expect(eventOfCardAnchor(hash), hash).toBeNull();
});
