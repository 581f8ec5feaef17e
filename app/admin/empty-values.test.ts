import { fromJS } from "immutable";
import { expect, test, vi } from "vitest";
import { isEmptyValue, registerEmptyValueCleanup, withoutEmptyValues } from "./empty-values";

const data = {
  title: "Spring drinks",
  endDate: "",
  tag: null,
  allDay: false,
  capacity: 0,
  members: [{ name: "Ada", email: "", image: null }, { name: "Hana" }],
  tags: ["", "alumni"],
};
/** Empty texts and cleared choices leave; false, 0 and list items stay. */
const cleaned = {
  title: "Spring drinks",
  allDay: false,
  capacity: 0,
  members: [{ name: "Ada" }, { name: "Hana" }],
  tags: ["", "alumni"],
};

test("empty texts and nulls leave Decap's data at every depth; list items and other values stay", () => {
  expect((withoutEmptyValues(fromJS(data)) as { toJS(): unknown }).toJS()).toEqual(cleaned);
});

test("the same function gives the same answer on plain data (the form's check reads it)", () => {
  expect(withoutEmptyValues(data)).toEqual(cleaned);
  const day = new Date("2025-05-22T00:00:00Z");
  expect(withoutEmptyValues({ day })).toEqual({ day });
});

test("plain values pass through; only '', null and undefined are empty", () => {
  expect(withoutEmptyValues("")).toBe("");
  expect(withoutEmptyValues(null)).toBeNull();
  expect(["", null, undefined].map(isEmptyValue)).toEqual([true, true, true]);
  expect([0, false, " ", [], {}].map(isEmptyValue)).toEqual([false, false, false, false, false]);
});

test("the cleanup runs before every save and returns the cleaned data", async () => {
  const registerEventListener = vi.fn();
  registerEmptyValueCleanup({ registerEventListener });
  const [[listener]] = registerEventListener.mock.calls as [[{ name: string; handler: (event: unknown) => unknown }]];
  expect(listener.name).toBe("preSave");
  const entry = fromJS({ data: { title: "A", endTime: "", tag: null } });
  const saved = (await listener.handler({ entry, author: {} })) as { toJS(): unknown };
  expect(saved.toJS()).toEqual({ title: "A" });
});
