/**
 * The daily rebuild runs only when a build would differ from the last one: an event ended
 * in between, or the year changed. Dates are parameters, so every case is a fixed day.
 */
import { describe, expect, test } from "vitest";
import { eventEnds } from "./event-ends.ts";
import { type EventEnd, rebuildReasons } from "./rebuild-reasons.ts";

const at = (iso: string) => new Date(iso);
const gala: EventEnd = { id: "winter-gala", title: "Winter Gala", end: at("2026-12-12T22:00:00Z") };
const quiz: EventEnd = { id: "pub-quiz", title: "Pub Quiz", end: at("2026-12-15T21:00:00Z") };

describe("rebuildReasons", () => {
  test("an event that ended since the last build is a reason; one that ends later is not", () => {
    const reasons = rebuildReasons([quiz, gala], {
      since: at("2026-12-11T21:30:00Z"),
      until: at("2026-12-13T03:30:00Z"),
    });
    expect(reasons).toEqual([
      `"Winter Gala" (winter-gala) ended at 2026-12-12T22:00:00.000Z: it is no longer upcoming`,
    ]);
  });

  test("a day on which nothing ends and the year stays gives no reason", () => {
    expect(
      rebuildReasons([quiz, gala], { since: at("2026-12-12T22:00:00Z"), until: at("2026-12-14T03:30:00Z") }),
    ).toEqual([]);
  });

  test("the window is open at the last build and closed at this one: an end exactly at either counts once", () => {
    const window = { since: at("2026-12-12T22:00:00Z"), until: at("2026-12-15T21:00:00Z") };
    expect(rebuildReasons([gala, quiz], window)).toEqual([expect.stringContaining("(pub-quiz)")]);
  });

  test("several events ended are listed in the order they ended", () => {
    const reasons = rebuildReasons([quiz, gala], {
      since: at("2026-12-01T00:00:00Z"),
      until: at("2026-12-31T00:00:00Z"),
    });
    expect(reasons.map((reason) => /\((.+?)\)/.exec(reason)?.[1])).toEqual(["winter-gala", "pub-quiz"]);
  });

  test("a new year (UTC, as the builders run) is a reason: the footer's © changes", () => {
    const window = { since: at("2026-12-31T03:30:00Z"), until: at("2027-01-01T03:30:00Z") };
    expect(rebuildReasons([], window)).toEqual(["the year changed from 2026 to 2027: the © line shows the new year"]);
    // Midnight in Amsterdam is still the old year in UTC: no new year yet.
    expect(rebuildReasons([], { since: at("2026-12-30T03:30:00Z"), until: at("2026-12-31T23:30:00Z") })).toEqual([]);
  });

  test("an empty or reversed window gives no reason", () => {
    const instant = at("2026-12-12T22:00:00Z");
    expect(rebuildReasons([gala], { since: instant, until: instant })).toEqual([]);
    expect(rebuildReasons([gala], { since: at("2027-01-02T00:00:00Z"), until: at("2026-12-01T00:00:00Z") })).toEqual(
      [],
    );
  });
});

describe("eventEnds (the tests' fixture content)", () => {
  test("reads each event's end as the build does: an event past midnight ends on the next day", () => {
    const ends = new Map(eventEnds().map((event) => [event.id, event.end.toISOString()]));
    // 18:30-21:00 on 21 November 2024 in Amsterdam (CET, UTC+1).
    expect(ends.get("alumni-networking-evening-2024")).toBe("2024-11-21T20:00:00.000Z");
    // 21:00-02:00 from 20 June 2099 with endsNextDay (CEST, UTC+2).
    expect(ends.get("summer-gala-2099")).toBe("2099-06-21T00:00:00.000Z");
    // All day from 14 to 18 October 2024: ends at midnight after its last day.
    expect(ends.get("introduction-days-2024")).toBe("2024-10-18T22:00:00.000Z");
  });
});
