import { expect, test } from "vitest";
import { startOfDayInAmsterdam } from "./zoned-dates";

test("startOfDayInAmsterdam is local midnight in winter and in summer", () => {
  expect(startOfDayInAmsterdam({ year: 2025, month: 1, day: 25 }).toISOString()).toBe("2025-01-24T23:00:00.000Z");
  expect(startOfDayInAmsterdam({ year: 2025, month: 7, day: 5 }).toISOString()).toBe("2025-07-04T22:00:00.000Z");
});
