import { describe, expect, test } from "vitest";
import {
  amsterdamInstant,
  type EventTiming,
  eventSchedule,
  isUpcoming,
  scheduleInstants,
  sortEventsNewestFirst,
} from "./event-dates";
import { eventYears, lastEndPassed, nextEnd, splitUpcoming, stillUpcoming } from "./upcoming";

const at = (wallClock: string) => amsterdamInstant(wallClock).getTime();

/** An event as the loader sends it: `upcoming` decided at `builtAt`, and when it ends. */
function candidate(id: string, timing: EventTiming, builtAt: number) {
  const schedule = eventSchedule(timing, { warn: () => {} });
  return {
    id,
    ...timing,
    year: timing.startDate.slice(0, 4),
    upcoming: isUpcoming(schedule, new Date(builtAt)),
    endsAt: scheduleInstants(schedule).end.getTime(),
  };
}

const builtAt = at("2099-03-01T12:00");

/** Newest first, as the loader sends them; built on 1 March 2099. */
const events = sortEventsNewestFirst([
  candidate("quiz", { startDate: "2099-02-20", startTime: "20:00" }, builtAt),
  candidate("fair", { startDate: "2099-03-12", startTime: "10:00", endTime: "16:00" }, builtAt),
  candidate("trip", { startDate: "2099-04-02", endDate: "2099-04-04", allDay: true }, builtAt),
  candidate("gala", { startDate: "2099-06-20", startTime: "21:00", endTime: "02:00", endsNextDay: true }, builtAt),
  candidate("kick-off", { startDate: "2099-09-01", startTime: "17:00" }, builtAt),
  candidate("picnic", { startDate: "2098-09-06", allDay: true }, builtAt),
]);

const ids = (list: readonly { id: string }[]) => list.map((event) => event.id);
const split = (now: number) => {
  const { upcoming, rest } = splitUpcoming(events, now);
  return { upcoming: ids(upcoming), rest: ids(rest) };
};

describe("splitUpcoming", () => {
  test("upcoming soonest first, the rest newest first, each event once", () => {
    expect(split(builtAt)).toEqual({ upcoming: ["fair", "trip", "gala", "kick-off"], rest: ["quiz", "picnic"] });
  });

  test("-Infinity gives the build's answer", () => {
    expect(split(Number.NEGATIVE_INFINITY)).toEqual(split(builtAt));
  });

  test("an event ending exactly now is over; a millisecond before, it is still upcoming", () => {
    const fairEnds = at("2099-03-12T16:00");
    expect(split(fairEnds - 1).upcoming).toEqual(["fair", "trip", "gala", "kick-off"]);
    // The event that just ended is the newest of the rest.
    expect(split(fairEnds)).toEqual({ upcoming: ["trip", "gala", "kick-off"], rest: ["fair", "quiz", "picnic"] });
  });

  test("an all-day event over several days is upcoming until the end of its last day", () => {
    expect(split(at("2099-04-04T23:59")).upcoming).toContain("trip");
    expect(split(at("2099-04-05T00:00")).upcoming).not.toContain("trip");
  });

  test("an event that ends after midnight (endsNextDay) is upcoming until the morning after", () => {
    expect(split(at("2099-06-21T01:59")).upcoming).toEqual(["gala", "kick-off"]);
    expect(split(at("2099-06-21T02:00")).upcoming).toEqual(["kick-off"]);
  });

  test("a visitor's clock that is behind never reopens an event that was over at build time", () => {
    expect(split(at("2099-02-20T19:00")).upcoming).not.toContain("quiz");
    expect(stillUpcoming(false, at("2099-02-20T22:00"), at("2099-02-20T19:00"))).toBe(false);
  });

  test("when everything has ended, nothing is upcoming and the rest is every event, newest first", () => {
    expect(split(at("2100-01-01T00:00"))).toEqual({ upcoming: [], rest: ids(events) });
  });
});

describe("lastEndPassed and nextEnd", () => {
  const moments = [
    builtAt,
    at("2099-03-12T15:59"),
    at("2099-03-12T16:00"),
    at("2099-05-01T09:00"),
    at("2099-06-21T02:00"),
    at("2099-09-01T19:00"),
    at("2100-01-01T00:00"),
  ];

  test.each(moments)("splitting at the last end passed equals splitting at the moment (%i)", (now) => {
    const passed = lastEndPassed(events, now);
    expect(passed).toBeLessThanOrEqual(now);
    expect(split(passed)).toEqual(split(now));
  });

  test("the last end passed changes only when an event ends", () => {
    expect(lastEndPassed(events, builtAt)).toBe(Number.NEGATIVE_INFINITY);
    expect(lastEndPassed(events, at("2099-03-12T15:59"))).toBe(Number.NEGATIVE_INFINITY);
    expect(lastEndPassed(events, at("2099-03-12T16:00"))).toBe(at("2099-03-12T16:00"));
    expect(lastEndPassed(events, at("2099-05-01T09:00"))).toBe(at("2099-04-05T00:00"));
  });

  test("the next end is the soonest end of an event still upcoming; none when all are over", () => {
    expect(nextEnd(events, builtAt)).toBe(at("2099-03-12T16:00"));
    expect(nextEnd(events, at("2099-03-12T16:00"))).toBe(at("2099-04-05T00:00"));
    expect(nextEnd(events, at("2099-06-20T22:00"))).toBe(at("2099-06-21T02:00"));
    expect(nextEnd(events, at("2099-09-01T19:00"))).toBeNull();
  });
});

test("eventYears lists each year once, newest first", () => {
  expect(eventYears(events)).toEqual(["2099", "2098"]);
  expect(eventYears(splitUpcoming(events, builtAt).rest)).toEqual(["2099", "2098"]);
  expect(eventYears([])).toEqual([]);
});
