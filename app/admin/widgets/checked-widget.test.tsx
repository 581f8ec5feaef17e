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
import { eventFormSchema, eventSchema } from "~/content/schemas";
import { pad } from "~/lib/dates";
import { eventTimingFieldNames } from "~/lib/event-form-check";
import { anyTiming } from "~/lib/event-timing.arbitraries";
import { fileProblemsAt, type ImmutableValue } from "../form-check";
import { registerValidation } from ".";
import { CheckedControl, type CheckedControlProps } from "./checked-widget";

type Plain = Record<string, unknown>;

/** A stand-in for Decap's Immutable maps: `get` and `toJS` are all the widget reads. */
function immutable(values: Plain): ImmutableValue & { toJS(): unknown } {
  return {
    get: (key) => {
      const value = values[key];
      return value && typeof value === "object" && !Array.isArray(value) ? immutable(value as Plain) : value;
    },
    toJS: () => values,
  };
}

/** A control as Decap's are: a class whose instance may answer `isValid`. */
class TextControl extends Component<Plain> {
  isValid = () => this.props.ownAnswer !== false;
  override render() {
    return <input aria-label="wrapped" id={String(this.props.forID)} defaultValue={String(this.props.value ?? "")} />;
  }
}

type Rendered = { control: CheckedControl; resolveWidget: ReturnType<typeof vi.fn> };

function renderControl(
  collection: string,
  field: Plain,
  data: Plain,
  extra: Partial<CheckedControlProps> & Plain = {},
): Rendered {
  const ref = createRef<CheckedControl>();
  const resolveWidget = vi.fn((_name: string) => ({ control: TextControl }));
  const props: CheckedControlProps = {
    field: immutable(field),
    collection: immutable({ name: collection }),
    getEntry: () => immutable({ data, slug: extra.slug ?? "", newRecord: extra.newRecord ?? false }),
    resolveWidget,
    forID: `${String(field.name)}-field`,
    value: data[String(field.name)],
    parentIds: ["p1"],
    ...extra,
  };
  render(<CheckedControl ref={ref} {...props} />);
  if (!ref.current) throw new Error("the control did not mount");
  return { control: ref.current, resolveWidget };
}

const event = { title: "Quiz", location: "Pavilion", image: "../images/quiz.jpg", imageAlt: "A stage" };
const messageOf = (answer: unknown) => (answer as { error: { message: string } }).error.message;

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

  test("a rule between list items: the second tab with the same id is refused, the first is not", () => {
    const data = (id: string) => ({
      applicationProcess: {
        title: "Process",
        tabs: [
          { id: "cv", title: "CV", shortTitle: "CV", sections: [{ title: "A", content: "B" }] },
          { id, title: "Letter", shortTitle: "Letter", sections: [{ title: "A", content: "B" }] },
        ],
      },
    });
    const { control } = renderControl("pages", { name: "id" }, data("cv"), { slug: "join", value: "cv" });
    expect(messageOf(control.isValid())).toBe('another tab already has the id "cv" → give each tab its own id');
    const fine = renderControl("pages", { name: "id" }, data("letter"), { slug: "join", value: "letter" });
    expect(fine.control.isValid()).toBe(true);
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

  test("an empty choice is left to Decap's own 'is required', without zod's list of options", () => {
    const item = { title: "Quiet rooms", raised: "More quiet rooms.", status: "Raised", raisedOn: "2025-03-01" };
    expect(renderControl("you-said-we-did", { name: "programme" }, item).control.isValid()).toBe(true);
    const wrong = renderControl(
      "you-said-we-did",
      { name: "programme" },
      { ...item, programme: "MBA" },
      { value: "MBA" },
    );
    expect(messageOf(wrong.control.isValid())).toContain("one of");
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

/** The fields at which a schema refuses an event, with its messages. */
function refusals(schema: typeof eventSchema, timing: Plain): Map<string, string[]> {
  const result = schema.safeParse({ ...event, ...timing });
  const messages = new Map<string, string[]>();
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
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
        const entry = immutable({ data: { ...event, ...timing } });
        for (const name of eventTimingFieldNames) {
          if (written[name] === undefined) continue;
          expect(fileProblemsAt({ collection, entry, name, value: timing[name] })).toEqual(form.get(name) ?? []);
        }
      }),
      { numRuns: 200 },
    );
    // Each run parses two schemas a few times: about 2 s alone, more on a busy machine.
  }, 30_000);
});

describe("an image the site cannot use is refused before it is written", () => {
  const album = (file: string) => ({ photos: [{ file, alt: "A photo" }] });
  test("an iPhone HEIC photo", () => {
    const { control } = renderControl("gallery", { name: "file", wraps: "image" }, album("IMG_0001.HEIC"), {
      value: "IMG_0001.HEIC",
    });
    expect(messageOf(control.isValid())).toMatch(/^this file is an iPhone HEIC photo, which browsers and the site/);
  });

  test("an upload over the size limit; one under it passes", () => {
    const upload = (bytes: number) => () => ({ fileObj: { size: bytes } });
    const big = renderControl("gallery", { name: "file", wraps: "image" }, album("big.jpg"), {
      value: "big.jpg",
      getAsset: upload(12 * 1024 * 1024),
    });
    expect(messageOf(big.control.isValid())).toBe(
      "this file is 12.0 MB, more than 10 MB → shrink it: save it as JPEG at most 3000 px on its long side (quality about 80), usually well under 2 MB",
    );
    const small = renderControl("gallery", { name: "file", wraps: "image" }, album("small.jpg"), {
      value: "small.jpg",
      getAsset: upload(200_000),
    });
    expect(small.control.isValid()).toBe(true);
  });
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
