/** Property test of the .ics files: for any event fields, the text parses with ical.js. */
import fc from "fast-check";
import ICAL from "ical.js";
import { expect, test } from "vitest";
import { anyTiming } from "../../../tests/helpers/event-timing.arbitraries";
import { buildCalendar } from "./ics.server";

const eventText = fc.string({ unit: "grapheme", minLength: 1, maxLength: 80 });

test("the .ics text parses with ical.js into one event with the same title and location", () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[a-z0-9-]{1,30}$/),
      eventText,
      eventText,
      anyTiming,
      (id, title, location, timing) => {
        const text = buildCalendar([{ id, title, location, ...timing }], {
          now: new Date("2025-11-20T12:00:00Z"),
          producer: "Property test",
          warn: () => {},
        });
        const calendar = new ICAL.Component(ICAL.parse(text));
        const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
        expect(events).toHaveLength(1);
        const [event] = events;
        // The timestamp is the start in milliseconds since 1970: negative before it.
        expect(event?.uid).toMatch(new RegExp(`^${id}--?\\d+$`));
        // iCalendar text cannot hold a bare CR, and ical-generator drops control characters.
        const clean = (value: string) => value.replace(/[\r\n]+/g, "\n");
        const withoutControls = (value: string) =>
          [...value].filter((char) => char === "\n" || (char >= " " && char !== "\u007f")).join("");
        expect(clean(event?.summary ?? "")).toBe(withoutControls(clean(title)));
        expect(clean(event?.location ?? "")).toBe(withoutControls(clean(location)));
        expect(event?.endDate.compare(event.startDate)).toBe(1);
      },
    ),
    { numRuns: 60 },
  );
});
