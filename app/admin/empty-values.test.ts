import { fromJS } from "immutable";
import { expect, test, vi } from "vitest";
import { registerEmptyValueCleanup, withoutEmptyStrings } from "./empty-values";

test("empty strings leave the entry's data at every depth; list items and other values stay", () => {
  const data = fromJS({
    title: "Spring drinks",
    endDate: "",
    allDay: false,
    capacity: 0,
    members: [{ name: "Ada", email: "" }, { name: "Hana" }],
    tags: ["", "alumni"],
  });
  expect((withoutEmptyStrings(data) as { toJS(): unknown }).toJS()).toEqual({
    title: "Spring drinks",
    allDay: false,
    capacity: 0,
    members: [{ name: "Ada" }, { name: "Hana" }],
    tags: ["", "alumni"],
  });
});

test("plain values pass through", () => {
  expect(withoutEmptyStrings("")).toBe("");
  expect(withoutEmptyStrings(null)).toBeNull();
});

test("the cleanup runs before every save and returns the cleaned data", async () => {
  const registerEventListener = vi.fn();
  registerEmptyValueCleanup({ registerEventListener });
  const [[listener]] = registerEventListener.mock.calls as [[{ name: string; handler: (event: unknown) => unknown }]];
  expect(listener.name).toBe("preSave");
  const entry = fromJS({ data: { title: "A", endTime: "" } });
  const saved = (await listener.handler({ entry, author: {} })) as { toJS(): unknown };
  expect(saved.toJS()).toEqual({ title: "A" });
});
