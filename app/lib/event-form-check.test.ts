/**
 * The rules between an event's date and time fields, read from an editing form: the
 * message lands on the field the content check names, an emptied field counts as left
 * out, and a field of the wrong type silences the rules between fields (as in the schema).
 */
import { describe, expect, test } from "vitest";
import { eventTimingFromForm, eventTimingProblemsAt, isEventTimingField } from "./event-form-check";

describe("an event that ends before it starts", () => {
  const sameDay = { startDate: "2025-05-22", startTime: "20:00", endTime: "18:00" };

  test("is refused at endTime, and only there", () => {
    expect(eventTimingProblemsAt(sameDay, "endTime")).toEqual([
      "the event ends (18:00) before it starts (20:00) → check the times: endTime comes after startTime",
    ]);
    for (const field of ["startDate", "endDate", "allDay", "startTime", "endsNextDay"] as const) {
      expect(eventTimingProblemsAt(sameDay, field)).toEqual([]);
    }
  });

  test("is accepted when it ends after midnight (endsNextDay)", () => {
    expect(eventTimingProblemsAt({ ...sameDay, endsNextDay: true }, "endTime")).toEqual([]);
  });

  test("an end equal to the start is refused too", () => {
    expect(eventTimingProblemsAt({ ...sameDay, endTime: "20:00" }, "endTime")).toHaveLength(1);
  });

  test("a last day before the first day is refused at endDate", () => {
    expect(eventTimingProblemsAt({ startDate: "2025-05-22", endDate: "2025-05-21", allDay: true }, "endDate")).toEqual([
      "endDate 2025-05-21 is before startDate 2025-05-22 → write the event's last day as endDate, 2025-05-22 or later",
    ]);
  });

  test("over several days, an earlier clock time on a later day is fine", () => {
    const values = { startDate: "2025-06-27", endDate: "2025-06-29", startTime: "18:00", endTime: "10:00" };
    expect(eventTimingProblemsAt(values, "endTime")).toEqual([]);
  });
});

describe("values as the form holds them", () => {
  test("an emptied field ('' or null) counts as left out", () => {
    const values = { startDate: "2025-05-22", endDate: "", startTime: "19:00", endTime: null, endsNextDay: false };
    expect(eventTimingFromForm(values)).toEqual({ startDate: "2025-05-22", startTime: "19:00", endsNextDay: false });
    for (const field of ["endDate", "endTime"] as const) expect(eventTimingProblemsAt(values, field)).toEqual([]);
  });

  test("an emptied startTime without allDay is named at startTime", () => {
    expect(eventTimingProblemsAt({ startDate: "2025-05-22", startTime: "" }, "startTime")).toEqual([
      'no startTime and no allDay → write startTime: "19:00" (24-hour), or add allDay: true for a day without times',
    ]);
  });

  test("a day picked as a Date is compared as its day", () => {
    const values = { startDate: new Date("2025-05-22T00:00:00Z"), endDate: "2025-05-20", allDay: true };
    expect(eventTimingFromForm(values)).toEqual({ startDate: "2025-05-22", endDate: "2025-05-20", allDay: true });
    expect(eventTimingProblemsAt(values, "endDate")).toHaveLength(1);
  });

  test("a field of the wrong type leaves the rules between fields to its own check", () => {
    expect(eventTimingFromForm({ startDate: "2025-05-22", startTime: 1900, endTime: "18:00" })).toBeNull();
    expect(eventTimingProblemsAt({ startDate: "2025-05-22", startTime: 1900, endTime: "18:00" }, "endTime")).toEqual(
      [],
    );
    expect(eventTimingFromForm({ startDate: "2025-05-22", allDay: "yes" })).toBeNull();
  });

  test("a malformed time is its own field's problem, not a comparison", () => {
    expect(eventTimingProblemsAt({ startDate: "2025-05-22", startTime: "20:00", endTime: "6pm" }, "endTime")).toEqual(
      [],
    );
  });

  test("fields the rules do not read are ignored", () => {
    expect(eventTimingFromForm({ title: "Quiz", startDate: "2025-05-22", allDay: true })).toEqual({
      startDate: "2025-05-22",
      allDay: true,
    });
  });
});

test("isEventTimingField names exactly the date and time fields", () => {
  expect(["startDate", "endDate", "allDay", "startTime", "endTime", "endsNextDay"].every(isEventTimingField)).toBe(
    true,
  );
  expect(["title", "location", "", undefined].some(isEventTimingField)).toBe(false);
});
