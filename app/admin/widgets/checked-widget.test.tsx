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

  test("a report link to an article that does not exist is refused at the field; one that exists is not", async () => {
    const query = vi.fn(
      async (_namespace: string, _collection: string, _fields: string[], _term: string, file?: string) => ({
        payload: { hits: file === "course-evaluations-2025" ? [{ slug: "course-evaluations-2025" }] : [] },
      }),
    );
    const item = (link: string) => ({
      title: "Quiet rooms",
      raised: "More quiet rooms.",
      programme: "IBA",
      status: "Raised",
      raisedOn: "2025-03-01",
      link,
    });
    const field = { name: "link", linksTo: "blog" };
    const missing = renderControl("you-said-we-did", field, item("/blog/no-such-article"), { query });
    // Asked when drawn, so the answer is in by the time the editor saves.
    expect(query).toHaveBeenCalledWith("link-field", "blog", ["title"], "", "no-such-article");
    const answered = () => new Promise((resolve) => setTimeout(resolve, 0));
    await answered();
    expect(messageOf(missing.control.isValid())).toBe(
      "there is no article at /blog/no-such-article → write /blog/ and the end of an article's address, as the Blog articles list opens it",
    );
    const found = renderControl("you-said-we-did", field, item("/blog/course-evaluations-2025"), { query });
    await answered();
    expect(found.control.isValid()).toBe(true);
    // A full address is not an article of the site: not asked about.
    query.mockClear();
    const report = renderControl("you-said-we-did", field, item("https://www.eur.nl/report.pdf"), { query });
    expect(report.control.isValid()).toBe(true);
    expect(query).not.toHaveBeenCalled();
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

  test("a done item without its day is refused at 'Done on', also while a new entry holds '' there", () => {
    const item = { title: "Quiet rooms", raised: "More quiet rooms.", programme: "IBA", raisedOn: "2025-03-01" };
    for (const doneOn of ["", null, undefined]) {
      const data = { ...item, status: "Done", ...(doneOn === undefined ? {} : { doneOn }) };
      const { control } = renderControl("you-said-we-did", { name: "doneOn" }, data, { value: doneOn });
      expect(messageOf(control.isValid()), String(doneOn)).toBe(
        "missing → a done item needs the day it was done: add 'Done on'",
      );
    }
  });

  test("of two members with one name, only the second is told, as the content check tells it", () => {
    document.body.innerHTML = `<div id="members-field-1"><div></div><div>
      <div><label for="name-field-2"></label></div><div><label for="name-field-3"></label></div></div></div>`;
    const data = {
      academicYear: "2025-2026",
      members: [
        { name: "Ada", role: "Chair" },
        { name: "Ada", role: "Treasurer" },
      ],
    };
    const at = (forID: string) =>
      renderControl("board", { name: "name" }, data, {
        value: "Ada",
        forID,
        parentIds: ["members-field-1", `item-${forID.slice(-1)}`],
      }).control;
    expect(at("name-field-2").isValid()).toBe(true);
    expect(messageOf(at("name-field-3").isValid())).toBe('"Ada" is listed twice in this year → keep one entry');
    document.body.replaceChildren();
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
