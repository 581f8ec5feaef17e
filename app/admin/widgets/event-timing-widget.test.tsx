// @vitest-environment jsdom
/**
 * The event-timing widget: it draws the widget it wraps with Decap's props, and when Decap
 * asks `isValid()` before saving it answers the content check's message for its field,
 * read from the entry as it is now. The editor and the content check agree: the editor
 * refuses only what the content schema refuses, with the same message at the same field,
 * and catches every clash between well-formed date and time fields.
 */
import { render, screen } from "@testing-library/react";
import fc from "fast-check";
import { Component, createRef } from "react";
import { describe, expect, test, vi } from "vitest";
import { eventSchema } from "~/content/schemas";
import { eventTimingFieldNames, eventTimingProblemsAt } from "~/lib/event-form-check";
import { anyTiming, pad } from "~/lib/event-timing.arbitraries";
import { registerValidation } from ".";
import { EventTimingControl, type EventTimingControlProps, type ImmutableValue } from "./event-timing-widget";

/** A stand-in for Decap's Immutable maps: `get` and `toJS` are all the widget reads. */
function immutable(values: Record<string, unknown>): ImmutableValue {
  return {
    get: (key) => {
      const value = values[key];
      return value && typeof value === "object" && !Array.isArray(value)
        ? immutable(value as Record<string, unknown>)
        : value;
    },
    toJS: () => values,
  };
}

/** A control as Decap's are: a class whose instance may answer `isValid`. */
class TextControl extends Component<Record<string, unknown>> {
  isValid = () => this.props.ownAnswer !== false;
  override render() {
    return <input aria-label="wrapped" id={String(this.props.forID)} defaultValue={String(this.props.value ?? "")} />;
  }
}

function renderControl(field: Record<string, unknown>, data: Record<string, unknown>, extra = {}) {
  const ref = createRef<EventTimingControl>();
  const resolveWidget = vi.fn((_name: string) => ({ control: TextControl }));
  const props: EventTimingControlProps = {
    field: immutable(field),
    getEntry: () => immutable({ data }),
    resolveWidget,
    forID: "endTime-field",
    value: data[String(field.name)],
    parentIds: ["p1"],
    ...extra,
  };
  render(<EventTimingControl ref={ref} {...props} />);
  if (!ref.current) throw new Error("the control did not mount");
  return { control: ref.current, resolveWidget };
}

describe("the widget in the editor", () => {
  test("draws the widget named in `wraps` with Decap's props", () => {
    const { resolveWidget } = renderControl(
      { name: "endTime", wraps: "datetime" },
      { startDate: "2025-05-22", startTime: "18:00", endTime: "20:00" },
    );
    expect(resolveWidget).toHaveBeenCalledWith("datetime");
    expect(screen.getByRole("textbox", { name: "wrapped" })).toHaveAttribute("id", "endTime-field");
    expect(screen.getByRole("textbox", { name: "wrapped" })).toHaveValue("20:00");
  });

  test("an end before the start: refused with the content check's message at endTime", () => {
    const { control } = renderControl(
      { name: "endTime", wraps: "datetime" },
      { startDate: "2025-05-22", startTime: "20:00", endTime: "18:00" },
    );
    expect(control.isValid()).toEqual({
      error: {
        type: "CUSTOM",
        parentIds: ["p1"],
        message: "the event ends (18:00) before it starts (20:00) → if it ends after midnight add endsNextDay: true",
      },
    });
  });

  test("reads the entry when Decap asks, not when it drew the field", () => {
    const data: Record<string, unknown> = { startDate: "2025-05-22", startTime: "18:00", endTime: "20:00" };
    const { control } = renderControl({ name: "endTime", wraps: "datetime" }, data);
    expect(control.isValid()).toBe(true);
    data.endTime = "17:00";
    expect(control.isValid()).toMatchObject({ error: { message: expect.stringContaining("ends (17:00)") } });
  });

  test("a last day before the first: refused at endDate", () => {
    const { control } = renderControl(
      { name: "endDate", wraps: "datetime" },
      { startDate: "2025-05-22", endDate: "2025-05-01", allDay: true },
    );
    expect(control.isValid()).toMatchObject({
      error: { message: expect.stringMatching(/^endDate 2025-05-01 is before/) },
    });
  });

  test("with no clash, the wrapped widget's own answer counts", () => {
    const fine = { startDate: "2025-05-22", startTime: "18:00", endTime: "20:00" };
    expect(renderControl({ name: "endTime" }, fine, { ownAnswer: false }).control.isValid()).toBe(false);
  });

  test("the entry prop serves when getEntry is missing (older Decap)", () => {
    const { control } = renderControl(
      { name: "endTime" },
      {},
      {
        getEntry: undefined,
        entry: immutable({ data: { startDate: "2025-05-22", startTime: "20:00", endTime: "19:00" } }),
      },
    );
    expect(control.isValid()).toMatchObject({ error: { type: "CUSTOM" } });
  });

  test("a field outside the date and time rules is only its wrapped widget", () => {
    const clash = { startDate: "2025-05-22", startTime: "20:00", endTime: "18:00" };
    expect(renderControl({ name: "location" }, clash).control.isValid()).toBe(true);
  });

  test("a field that wraps the widget itself fails loudly", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderControl({ name: "endTime", wraps: "event-timing" }, {})).toThrow(/wraps "event-timing"/);
  });

  test("registerValidation registers the widget under the name the configuration uses", () => {
    const registerWidget = vi.fn();
    registerValidation({ registerWidget });
    expect(registerWidget).toHaveBeenCalledWith("event-timing", EventTimingControl, expect.any(Function));
  });
});

const base = { title: "Quiz", location: "Pavilion", image: "../images/quiz.jpg", imageAlt: "A stage" };

/** The content schema's messages for each date and time field. */
function schemaMessages(timing: Record<string, unknown>): Map<string, string[]> {
  const result = eventSchema.safeParse({ ...base, ...timing });
  const messages = new Map<string, string[]>();
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    messages.set(field, [...(messages.get(field) ?? []), issue.message]);
  }
  return messages;
}

/** Values as the CMS writes them: an emptied field is left out of the file. */
function asWritten(timing: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(timing).filter(([, value]) => value !== ""));
}

const realDay = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const clockTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${pad(hour)}:${pad(minute)}`);
/** Every field well-formed on its own; only the rules between them may fail. */
const wellFormedTiming = fc.record(
  {
    startDate: realDay,
    endDate: realDay,
    allDay: fc.boolean(),
    startTime: clockTime,
    endTime: clockTime,
    endsNextDay: fc.boolean(),
  },
  { requiredKeys: ["startDate"] },
);

describe("the editor and the content check agree", () => {
  test("every message the editor shows at a field, the content check gives on that field", () => {
    fc.assert(
      fc.property(anyTiming, (timing) => {
        const written = asWritten(timing);
        const schema = schemaMessages(written);
        for (const field of eventTimingFieldNames) {
          for (const message of eventTimingProblemsAt(timing, field)) expect(schema.get(field)).toContain(message);
        }
      }),
      { numRuns: 500 },
    );
  });

  test("for well-formed fields, the editor gives exactly the content check's messages", () => {
    fc.assert(
      fc.property(wellFormedTiming, (timing) => {
        const schema = schemaMessages(timing);
        for (const field of eventTimingFieldNames) {
          expect(eventTimingProblemsAt(timing, field)).toEqual(schema.get(field) ?? []);
        }
      }),
      { numRuns: 500 },
    );
  });

  test("the generator reaches both accepted events and each kind of clash", () => {
    const samples = fc.sample(wellFormedTiming, { numRuns: 2000, seed: 21 });
    const fieldsWithProblems = new Set(
      samples.flatMap((timing) => eventTimingFieldNames.filter((field) => eventTimingProblemsAt(timing, field).length)),
    );
    expect([...fieldsWithProblems].sort()).toEqual(["allDay", "endDate", "endTime", "endsNextDay", "startTime"]);
    expect(samples.some((timing) => schemaMessages(timing).size === 0)).toBe(true);
  });
});
