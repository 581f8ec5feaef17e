// @vitest-environment jsdom
/**
 * The checked widget: it draws the widget it wraps with Decap's props, and when Decap
 * asks `isValid()` before saving it answers the content check's verdict on its field,
 * read from the entry as it is now, in the form's words. The form and the content check
 * agree: the form refuses a field exactly when the content schema refuses it.
 */
import { render, screen } from "@testing-library/react";
import fc from "fast-check";
import { Component, createRef } from "react";
import { describe, expect, test, vi } from "vitest";
import { eventFormSchema, eventSchema } from "~/content/schemas/events";
import { pad } from "~/lib/dates";
import { eventTimingFieldNames } from "~/lib/event-form-check";
import { event, immutable, messageOf, type Plain, renderControl } from "../../../tests/helpers/checked-control";
import { anyTiming } from "../../../tests/helpers/event-timing.arbitraries";
import { fileProblemsAt } from "../form-check";
import { registerValidation } from ".";
import { CheckedControl, type CheckedControlProps } from "./checked-widget";

describe("the widget in the editor", () => {
  test("draws the widget named in `wraps` with Decap's props", () => {
    const { resolveWidget } = renderControl(
      "events",
      { name: "endTime", wraps: "datetime" },
      { ...event, startDate: "2025-05-22", startTime: "18:00", endTime: "20:00" },
    );
    expect(resolveWidget).toHaveBeenCalledWith("datetime");
    expect(screen.getByRole("textbox", { name: "wrapped" })).toHaveAttribute("id", "endTime-field");
    expect(screen.getByRole("textbox", { name: "wrapped" })).toHaveValue("20:00");
  });

  test("an end before the start on one afternoon: told to check the times, in the form's labels", () => {
    const { control } = renderControl(
      "events",
      { name: "endTime" },
      { ...event, startDate: "2025-05-22", startTime: "14:00", endTime: "12:00" },
    );
    expect(control.isValid()).toEqual({
      error: {
        type: "CUSTOM",
        parentIds: ["p1"],
        message:
          "the event ends (12:00) before it starts (14:00) → check the times: “End time” comes after “Start time”",
      },
    });
  });

  test("an end before the start that fits a night: told to switch on “Ends the next day”", () => {
    const { control } = renderControl(
      "events",
      { name: "endTime" },
      { ...event, startDate: "2025-05-22", startTime: "22:00", endTime: "02:00" },
    );
    expect(messageOf(control.isValid())).toBe(
      "the event ends (02:00) before it starts (22:00) → if it ends after midnight switch on “Ends the next day”",
    );
  });

  test("reads the other fields when Decap asks, not when it drew the field", () => {
    const data: Plain = { ...event, startDate: "2025-05-22", startTime: "18:00", endTime: "20:00" };
    const { control } = renderControl("events", { name: "endTime" }, data);
    expect(control.isValid()).toBe(true);
    data.startTime = "21:00";
    expect(messageOf(control.isValid())).toContain("ends (20:00) before it starts (21:00)");
  });

  test("an email the content check refuses is refused at the field, one it accepts is not", () => {
    const member = (email: string) => ({
      academicYear: "2025-2026",
      members: [{ name: "Ada Vermeer", role: "Chair", email }],
    });
    for (const refused of ["a@b.c", "ü@uni.nl", "info at sr-rsm.nl"]) {
      const { control } = renderControl("board", { name: "email" }, member(refused), { value: refused });
      expect(messageOf(control.isValid()), refused).toContain("is not an email address");
    }
    const { control } = renderControl("board", { name: "email" }, member("chair@sr-rsm.nl"), {
      value: "chair@sr-rsm.nl",
    });
    expect(control.isValid()).toBe(true);
  });

  test("a new board year that already has a file is refused before anything is written", async () => {
    const query = vi.fn(async () => ({ payload: { hits: [{ slug: "2025-2026" }, { slug: "2024-2025" }] } }));
    const data = { academicYear: "2025-2026", members: [{ name: "Noor", role: "Chair" }] };
    const { control } = renderControl("board", { name: "academicYear", namesTheFile: true }, data, {
      newRecord: true,
      query,
    });
    await expect(control.isValid()).rejects.toBe("2025-2026 already exists: open it from the list");
    expect(query).toHaveBeenCalledWith("academicYear-field", "board", ["academicYear"], "2025-2026");
    // Asked once; the answer is known from then on.
    expect(messageOf(control.isValid())).toBe("2025-2026 already exists: open it from the list");
  });

  test("a new year that has no file yet passes; an existing year's file keeps its year", async () => {
    const query = vi.fn(async () => ({ payload: { hits: [{ slug: "2025-2026" }] } }));
    const data = { academicYear: "2026-2027", members: [{ name: "Noor", role: "Chair" }] };
    const fresh = renderControl("board", { name: "academicYear", namesTheFile: true }, data, {
      newRecord: true,
      query,
    });
    await expect(fresh.control.isValid()).resolves.toBeUndefined();
    const renamed = renderControl("board", { name: "academicYear", namesTheFile: true }, data, { slug: "2025-2026" });
    expect(messageOf(renamed.control.isValid())).toBe(
      "this is the 2025-2026 file: its year stays 2025-2026 → add a new year from the list instead",
    );
  });

  test("with no problem, the wrapped widget's own answer counts", () => {
    const fine = { ...event, startDate: "2025-05-22", startTime: "18:00", endTime: "20:00" };
    expect(renderControl("events", { name: "endTime" }, fine, { ownAnswer: false }).control.isValid()).toBe(false);
  });

  test("a field that wraps the widget itself fails loudly", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderControl("events", { name: "endTime", wraps: "checked" }, {})).toThrow(/wraps "checked"/);
  });

  test("registerValidation registers the widget under the name the configuration uses", () => {
    const registerWidget = vi.fn();
    registerValidation({ registerWidget });
    expect(registerWidget).toHaveBeenCalledWith("checked", CheckedControl, expect.any(Function));
  });
});

/**
 * The fields at which a schema refuses an event, with its messages. A field missing from
 * the file that must be there is told by Decap's own "… is required", not by the schema,
 * when `required` is left to Decap.
 */
function refusals(schema: typeof eventSchema, timing: Plain, { requiredByDecap = false } = {}): Map<string, string[]> {
  const result = schema.safeParse({ ...event, ...timing });
  const messages = new Map<string, string[]>();
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    if (requiredByDecap && timing[field] === undefined && issue.code === "invalid_type") continue;
    messages.set(field, [...(messages.get(field) ?? []), issue.message]);
  }
  return messages;
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

describe("the form and the content check agree", () => {
  test("the form refuses a field exactly when the content check does, with its own words", () => {
    const collection = immutable({ name: "events" });
    fc.assert(
      fc.property(fc.oneof(wellFormedTiming, anyTiming), (timing: Plain) => {
        const written = Object.fromEntries(Object.entries(timing).filter(([, value]) => value !== ""));
        const file = refusals(eventSchema, written);
        const form = refusals(eventFormSchema, written);
        expect([...form.keys()].sort()).toEqual([...file.keys()].sort());
        // Every field, also the ones Decap holds as "" (a new entry's day and time) or not at all.
        const shown = refusals(eventFormSchema, written, { requiredByDecap: true });
        const entry = immutable({ data: { ...event, ...timing } });
        for (const name of eventTimingFieldNames) {
          expect(fileProblemsAt({ collection, entry, name, value: timing[name] })).toEqual(shown.get(name) ?? []);
          expect(fileProblemsAt({ collection, entry, name, value: timing[name], path: [name] })).toEqual(
            shown.get(name) ?? [],
          );
        }
      }),
      { numRuns: 200 },
    );
    // Each run parses two schemas a few times: about 2 s alone, more on a busy machine.
  }, 30_000);
});

/** Like Decap's image widget: redrawn only when a chosen picture arrives. */
class PictureControl extends Component<Plain> {
  override shouldComponentUpdate(next: Plain) {
    return next.mediaPath !== undefined && next.mediaPath !== this.props.value;
  }
  override render() {
    return <span>{String(this.props.value ?? "")}</span>;
  }
}

/** A wrapped widget that hands its props out, to act as Decap's widget does. */
class Hands extends Component<Plain> {
  override render() {
    (this.props.handOut as (props: Plain) => void)(this.props);
    return null;
  }
}

describe("messages follow the editor's changes", () => {
  function renderWithHands(data: Plain, field: Plain) {
    let wrappedProps: Plain = {};
    const handOut = (props: Plain) => {
      wrappedProps = props;
    };
    const validate = vi.fn();
    const onChange = vi.fn();
    const setInactiveStyle = vi.fn();
    const ref = createRef<CheckedControl>();
    render(
      <CheckedControl
        ref={ref}
        field={immutable(field)}
        collection={immutable({ name: "events" })}
        getEntry={() => immutable({ data })}
        resolveWidget={() => ({ control: Hands as never })}
        handOut={handOut}
        value={data[String(field.name)]}
        validate={validate}
        onChange={onChange}
        setInactiveStyle={setInactiveStyle}
      />,
    );
    if (!ref.current) throw new Error("the control did not mount");
    return { control: ref.current, wrapped: () => wrappedProps, validate, onChange, setInactiveStyle };
  }

  test("a field checked once is checked again after a change anywhere in the form", () => {
    vi.useFakeTimers();
    const data: Plain = { ...event, startDate: "2025-05-22", startTime: "22:00", endTime: "02:00" };
    const endTime = renderWithHands(data, { name: "endTime" });
    const switch_ = renderWithHands(data, { name: "endsNextDay", wraps: "boolean" });
    expect(messageOf(endTime.control.isValid())).toContain("Ends the next day");
    // The editor switches on "Ends the next day": Decap hears of the change, and End time is checked again.
    (switch_.wrapped().onChange as (value: unknown) => void)(true);
    expect(switch_.onChange).toHaveBeenCalledWith(true);
    expect(endTime.validate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(endTime.validate).toHaveBeenCalledTimes(1);
    // The switch itself was never checked: it is not, until the editor leaves it.
    expect(switch_.validate).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  test("leaving a changed field checks it; leaving an untouched one does not", () => {
    const data: Plain = { ...event, startDate: "2025-05-22" };
    const untouched = renderWithHands(data, { name: "title" });
    (untouched.wrapped().setInactiveStyle as () => void)();
    expect(untouched.setInactiveStyle).toHaveBeenCalled();
    expect(untouched.validate).not.toHaveBeenCalled();
    const changed = renderWithHands(data, { name: "location" });
    (changed.wrapped().onChange as (value: unknown) => void)("Polak");
    (changed.wrapped().setInactiveStyle as () => void)();
    expect(changed.validate).toHaveBeenCalledTimes(1);
  });
});

describe("redrawing", () => {
  test("the wrapped widget decides when it is redrawn (the image widget waits for a chosen picture)", () => {
    const ref = createRef<CheckedControl>();
    const props: CheckedControlProps = {
      field: immutable({ name: "image", wraps: "image" }),
      resolveWidget: () => ({ control: PictureControl as never }),
      value: "",
    };
    render(<CheckedControl ref={ref} {...props} />);
    const control = ref.current;
    if (!control) throw new Error("the control did not mount");
    expect(control.shouldComponentUpdate({ ...props })).toBe(false);
    expect(control.shouldComponentUpdate({ ...props, mediaPath: "../images/new.png" })).toBe(true);
  });

  test("without an answer of its own, a field is redrawn when its value changes", () => {
    const { control } = renderControl("events", { name: "title" }, { title: "A" });
    const props = control.props;
    expect(control.shouldComponentUpdate({ ...props })).toBe(false);
    expect(control.shouldComponentUpdate({ ...props, value: "B" })).toBe(true);
  });
});
