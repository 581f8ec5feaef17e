// @vitest-environment jsdom
import { expect, test } from "vitest";
import { markInvalid, readFields, setMessage } from "./constraint-validation";

function form(html: string) {
  const element = document.createElement("form");
  element.innerHTML = html;
  return element;
}

const fields = `
  <input name="name" value="Noor">
  <select name="topic"><option value="">Choose</option><option value="a" selected>A</option></select>
  <textarea name="message">Hello</textarea>
  <button type="submit">Send</button>`;

test("reads the named fields as the browser sends them, a missing one as empty", () => {
  expect(readFields(form(fields), ["name", "topic", "message", "absent"])).toEqual({
    name: "Noor",
    topic: "a",
    message: "Hello",
    absent: "",
  });
});

test("marks the controls with messages invalid and returns the first in the form's order", () => {
  const element = form(fields);
  const first = markInvalid(element, { message: "Too short", topic: "Choose one" });
  expect(first?.name).toBe("topic");
  const byName = (name: string) => element.querySelector<HTMLInputElement>(`[name="${name}"]`);
  expect(byName("topic")?.validationMessage).toBe("Choose one");
  expect(byName("message")?.validity.valid).toBe(false);
  expect(byName("name")?.validity.valid).toBe(true);

  expect(markInvalid(element, {})).toBeUndefined();
  expect(element.checkValidity()).toBe(true);
});

test("one control's message is set and cleared on its own", () => {
  const element = form(fields);
  const name = element.querySelector("input");
  setMessage(name, "Too short");
  expect(name?.validity.customError).toBe(true);
  setMessage(name, undefined);
  expect(name?.validity.valid).toBe(true);
});
