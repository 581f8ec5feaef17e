// @vitest-environment jsdom
import { afterEach, expect, test } from "vitest";
import { fieldPath, itemIndexOnPage } from "./field-path";

afterEach(() => {
  document.body.replaceChildren();
});

const noItems = () => undefined;

test("a field at the top of the form is its key", () => {
  expect(fieldPath("title", [], noItems)).toEqual(["title"]);
  expect(fieldPath("title", undefined, noItems)).toEqual(["title"]);
});

test("the keys of the groups around a field come from Decap's ids; an unnamed id is skipped", () => {
  expect(fieldPath("street", ["contact-field-4", "address-field-9"], noItems)).toEqual([
    "contact",
    "address",
    "street",
  ]);
  expect(fieldPath("title", ["resources-field-2", undefined], noItems)).toEqual(["resources", "title"]);
});

test("a list item's key becomes its position, asked of the list it follows", () => {
  const asked: [string, string][] = [];
  const path = fieldPath("title", ["resources-field-2", "items-field-3", "c0ffee-1", undefined], (list, key) => {
    asked.push([list, key]);
    return 2;
  });
  expect(path).toEqual(["resources", "items", 2, "title"]);
  expect(asked).toEqual([["items-field-3", "c0ffee-1"]]);
});

test("a position that cannot be told leaves the path unknown", () => {
  expect(fieldPath("name", ["members-field-1", "c0ffee-1"], noItems)).toBeUndefined();
  expect(fieldPath("name", ["c0ffee-1"], () => 0)).toBeUndefined();
});

test("on the page, an item's position is its place among the list's items", () => {
  // As Decap draws a list: its element (the list's id), a bar, then a block with one element per item.
  document.body.innerHTML = `
    <div id="members-field-1">
      <div class="bar"><button>Add</button></div>
      <div>
        <div><div class="top"></div><div><label for="name-field-5">Name</label><input id="name-field-5"></div></div>
        <div><div class="top"></div><div><label for="name-field-7">Name</label><input id="name-field-7"></div></div>
      </div>
    </div>`;
  expect(itemIndexOnPage("name-field-5")("members-field-1", "key-a")).toBe(0);
  expect(itemIndexOnPage("name-field-7")("members-field-1", "key-b")).toBe(1);
  expect(itemIndexOnPage("name-field-7")("other-field-2", "key-b")).toBeUndefined();
  expect(itemIndexOnPage("name-field-9")("members-field-1", "key-b")).toBeUndefined();
});
