/**
 * fast-check generators for an event's date and time fields as a content file may hold
 * them: real values, impossible ones and other spellings (the schema rejects most).
 * Shared by the property tests of event-dates.ts and of the calendar files.
 */
import fc from "fast-check";
import { pad } from "~/lib/dates";
import type { EventTiming } from "~/lib/event-fields";

export const anyText = fc.string({ unit: "binary", maxLength: 40 });

/** Day-like text: real days, impossible ones and other spellings. */
const dayText = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([year, month, day]) => `${year}-${pad(month)}-${pad(day)}`),
  fc.constantFrom("2025-05-22", "October 14-18, 2024", "31-10-2024", "2025-5-22", ""),
  anyText,
);

/** Time-like text: real times, impossible ones and other spellings. */
const timeText = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }))
    .map(([hour, minute]) => `${pad(hour)}:${pad(minute)}`),
  fc.constantFrom("19:30", "7pm", "18:00 - 20:00", "All day", "9:30"),
  anyText,
);

/** Any combination of the fields, as a file may hold them (the schema rejects most). */
export const anyTiming: fc.Arbitrary<Partial<EventTiming>> = fc.record(
  {
    startDate: dayText,
    endDate: dayText,
    allDay: fc.boolean(),
    startTime: timeText,
    endTime: timeText,
    endsNextDay: fc.boolean(),
  },
  { requiredKeys: [] },
);
