import { describe, expect, test } from "vitest";
import { comingUpAt, lastEndBy } from "./coming-up";
import { amsterdamInstant, type EventTiming, eventSchedule, scheduleInstants } from "./event-dates";

const at = (wallClock: string) => amsterdamInstant(wallClock).getTime();

function upcomingEvent(id: string, timing: EventTiming) {
  return { id, endsAt: scheduleInstants(eventSchedule(timing, { warn: () => {} })).end.getTime() };
}

/** Upcoming when the site was built, soonest first, as the loader sends them. */
const events = [
  upcomingEvent("fair", { startDate: "2099-03-12", startTime: "10:00", endTime: "16:00" }),
  upcomingEvent("trip", { startDate: "2099-04-02", endDate: "2099-04-04", allDay: true }),
  upcomingEvent("gala", { startDate: "2099-06-20", startTime: "21:00", endTime: "02:00", endsNextDay: true }),
  upcomingEvent("kick-off", { startDate: "2099-09-01", startTime: "17:00" }),
];
const next = (now: number) => comingUpAt(events, now).map((event) => event.id);

describe("comingUpAt", () => {
  test("the three soonest, soonest first", () => {
    expect(next(at("2099-03-01T12:00"))).toEqual(["fair", "trip", "gala"]);
    expect(next(Number.NEGATIVE_INFINITY)).toEqual(["fair", "trip", "gala"]);
  });

  test("an event ending exactly now is over, and the next one moves in", () => {
    expect(next(at("2099-03-12T16:00") - 1)).toEqual(["fair", "trip", "gala"]);
    expect(next(at("2099-03-12T16:00"))).toEqual(["trip", "gala", "kick-off"]);
  });

  test("several days, all day: until midnight after the last day", () => {
    expect(next(at("2099-04-04T23:59"))).toContain("trip");
    expect(next(at("2099-04-05T00:00"))).toEqual(["gala", "kick-off"]);
  });

  test("past midnight (endsNextDay): until the end time on the morning after", () => {
    expect(next(at("2099-06-21T01:59"))).toEqual(["gala", "kick-off"]);
    expect(next(at("2099-06-21T02:00"))).toEqual(["kick-off"]);
  });

  test("none left when all have ended", () => {
    expect(next(at("2100-01-01T00:00"))).toEqual([]);
  });
});

describe("lastEndBy", () => {
  test.each([
    at("2099-03-01T12:00"),
    at("2099-03-12T16:00"),
    at("2099-05-01T00:00"),
    at("2099-06-21T02:00"),
    at("2100-01-01T00:00"),
  ])("the events after the last end passed are those after %i", (now) => {
    const passed = lastEndBy(events, now);
    expect(passed).toBeLessThanOrEqual(now);
    expect(comingUpAt(events, passed)).toEqual(comingUpAt(events, now));
  });

  test("-Infinity before any event has ended; otherwise the latest end passed", () => {
    expect(lastEndBy(events, at("2099-03-12T15:59"))).toBe(Number.NEGATIVE_INFINITY);
    expect(lastEndBy(events, at("2099-05-01T00:00"))).toBe(at("2099-04-05T00:00"));
  });
});
