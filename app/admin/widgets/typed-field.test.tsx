// @vitest-environment jsdom
/**
 * The date and time fields of /admin: what is typed is read day-month-year (or on the
 * 24-hour clock) whatever the browser's language, saved in the file's spelling, and said
 * back in words beside the field before anything is saved; what cannot be read is kept as
 * typed for the field's rule to refuse; the platform's picker gives an ISO value.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { clocksShownBack, daysShownBack, typedDays } from "../../../tests/date-strings";
import { registerValidation } from ".";
import { TypedField } from "./typed-field";
import { type TypedKindName, typedKinds } from "./typed-kinds";

const today = { year: 2026, month: 11, day: 29 };

/** The field as Decap holds it: the value it was given, and every value it saved since (in `saved`). */
function Holder({ kind, initial, saved }: { kind: TypedKindName; initial: string; saved: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="startDate-field-1">Start date</label>
      <TypedField
        kind={typedKinds[kind]}
        today={today}
        forID="startDate-field-1"
        value={value}
        onChange={(next) => {
          saved.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue("2026-12-20")}>
        Restore
      </button>
    </>
  );
}

function renderField(kind: TypedKindName, initial = "") {
  const saved: string[] = [];
  render(<Holder kind={kind} initial={initial} saved={saved} />);
  const box = screen.getByRole("textbox", { name: "Start date" });
  const understood = () => document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent;
  return { box, saved, understood, user: userEvent.setup() };
}

/** The platform's showPicker, which jsdom lacks: a spy on every input, its `this` the input opened. */
function spyOnShowPicker() {
  const showPicker = vi.fn();
  Object.defineProperty(HTMLInputElement.prototype, "showPicker", { value: showPicker, configurable: true });
  return showPicker;
}

afterEach(() => {
  Reflect.deleteProperty(HTMLInputElement.prototype, "showPicker");
});

describe("a day field", () => {
  test("13/11/2025 is saved 2025-11-13 and said back in words, whatever the browser's order", async () => {
    const { box, saved, understood, user } = renderField("day");
    await user.type(box, "20/12/2026");
    expect(saved.at(-1)).toBe("2026-12-20");
    expect(understood()).toBe(daysShownBack["2026-12-20 from 2026-11-29"]);
    expect(box).toHaveAttribute("inputmode", "numeric");
  });

  test("a year typed wrong is said back as the day it is, so the editor sees it before saving", async () => {
    const { box, saved, understood, user } = renderField("day");
    await user.type(box, "11-12-1905");
    expect(saved.at(-1)).toBe("1905-12-11");
    expect(understood()).toBe(daysShownBack["1905-12-11 from 2026-11-29"]);
  });

  test("what cannot be read is kept as typed, for the field's rule to refuse, and said to be no date yet", async () => {
    const { box, saved, understood, user } = renderField("day");
    await user.type(box, "13-13-2025");
    expect(saved.at(-1)).toBe("13-13-2025");
    expect(understood()).toMatch(/^Not a date yet/);
    await user.clear(box);
    expect(saved.at(-1)).toBe("");
    expect(understood()).toBe("");
  });

  test("on leaving the box, what was read shows the way the field writes days", async () => {
    const { box, user } = renderField("day");
    await user.type(box, "13 11 25");
    await user.tab();
    expect(box).toHaveValue(typedDays["2025-11-13"]);
  });

  test("a saved day shows day first in the box, and a value set from elsewhere replaces the box", async () => {
    const { box, understood, user } = renderField("day", "2025-11-13");
    expect(box).toHaveValue(typedDays["2025-11-13"]);
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(understood()).toBe(daysShownBack["2026-12-20 from 2026-11-29"]);
  });

  test("a day more than a year ahead gets a warning beside the field, not a refusal", async () => {
    const { box, saved, user } = renderField("day");
    await user.type(box, "30-11-2027");
    expect(saved.at(-1)).toBe("2027-11-30");
    expect(screen.getByText(/more than a year from today/)).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, "29-11-2027");
    expect(screen.queryByText(/more than a year from today/)).toBeNull();
  });

  test("the calendar button opens the platform's picker, whose ISO value is saved", async () => {
    const showPicker = spyOnShowPicker();
    const { box, saved, user } = renderField("day", "2025-11-13");
    await user.click(screen.getByRole("button", { name: "Pick the day from a calendar" }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    const picker = showPicker.mock.contexts[0] as HTMLInputElement;
    expect(picker).toHaveAttribute("type", "date");
    expect(picker).toHaveValue("2025-11-13");
    fireEvent.change(picker, { target: { value: "2025-11-14" } });
    expect(saved.at(-1)).toBe("2025-11-14");
    expect(box).toHaveValue("14-11-2025");
  });
});

describe("an article's date", () => {
  test("is saved as the site writes dates, in English, and read back from it", async () => {
    const { box, saved, user } = renderField("humanDate", "November 1, 2025");
    expect(box).toHaveValue("01-11-2025");
    await user.clear(box);
    await user.type(box, "13.11.2025");
    expect(saved.at(-1)).toBe("November 13, 2025");
  });
});

describe("a time field", () => {
  test.each([
    ["2230", "22:30"],
    ["22:30", "22:30"],
    ["22.30", "22:30"],
    ["22 30", "22:30"],
    ["930", "09:30"],
  ] as const)("%j is saved %j and said back on both clocks", async (typed, time) => {
    const { box, saved, understood, user } = renderField("time");
    await user.type(box, typed);
    expect(saved.at(-1)).toBe(time);
    expect(understood()).toBe(clocksShownBack[time]);
  });

  test("an impossible time is kept as typed, for the field's rule to refuse", async () => {
    const { box, saved, understood, user } = renderField("time");
    await user.type(box, "24:00");
    expect(saved.at(-1)).toBe("24:00");
    expect(understood()).toMatch(/^Not a time yet/);
  });

  test("the clock button opens the platform's time picker", async () => {
    const showPicker = spyOnShowPicker();
    const { saved, user } = renderField("time", "20:00");
    await user.click(screen.getByRole("button", { name: "Pick the time from a clock" }));
    const picker = showPicker.mock.contexts[0] as HTMLInputElement;
    expect(picker).toHaveAttribute("type", "time");
    fireEvent.change(picker, { target: { value: "21:15" } });
    expect(saved.at(-1)).toBe("21:15");
  });
});

test("the fields are registered under the names the configuration's `wraps` uses, each drawing its kind", () => {
  const registerWidget = vi.fn();
  registerValidation({ registerWidget });
  const registered = new Map(registerWidget.mock.calls.map(([name, control]) => [name, control]));
  expect([...registered.keys()]).toEqual(expect.arrayContaining(["day", "humanDate", "time"]));
  const Day = registered.get("day");
  render(<Day forID="d" value="2025-11-13" onChange={() => {}} />);
  expect(screen.getByRole("textbox")).toHaveValue(typedDays["2025-11-13"]);
  expect(screen.getByRole("button", { name: "Pick the day from a calendar" })).toBeInTheDocument();
});
