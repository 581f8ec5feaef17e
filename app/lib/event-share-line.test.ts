import { describe, expect, test } from "vitest";
import { eventShareLine, eventWhen } from "./event-share-line";

describe("eventShareLine", () => {
  test("an evening that ends after midnight: its weekday, day, times and place in one line", () => {
    expect(
      eventShareLine(
        { startDate: "2026-12-10", startTime: "20:00", endTime: "02:00", endsNextDay: true },
        "Polak Building",
      ),
    ).toBe("Thu 10 Dec 2026, 20:00–02:00 · Polak Building");
  });

  test("a start time alone", () => {
    expect(eventWhen({ startDate: "2025-05-22", startTime: "17:30" })).toBe("Thu 22 May 2025, 17:30");
  });

  test("an all-day event has no time", () => {
    expect(eventWhen({ startDate: "2025-02-02", allDay: true })).toBe("Sun 2 Feb 2025");
  });

  test("several days in one month, across months and across years", () => {
    expect(eventWhen({ startDate: "2024-10-14", endDate: "2024-10-18", allDay: true })).toBe(
      "Mon 14 – Fri 18 Oct 2024",
    );
    expect(eventWhen({ startDate: "2024-10-30", endDate: "2024-11-02", allDay: true })).toBe(
      "Wed 30 Oct – Sat 2 Nov 2024",
    );
    expect(eventWhen({ startDate: "2024-12-30", endDate: "2025-01-02", startTime: "10:00", endTime: "16:00" })).toBe(
      "Mon 30 Dec 2024 – Thu 2 Jan 2025, 10:00–16:00",
    );
  });

  test("the weekday is the calendar day's, whatever the process zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = "Pacific/Kiritimati";
    try {
      expect(eventWhen({ startDate: "2026-12-10", allDay: true })).toBe("Thu 10 Dec 2026");
    } finally {
      process.env.TZ = zone;
    }
  });
});
