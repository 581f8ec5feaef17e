// @vitest-environment jsdom
/**
 * The checked widget on rules between the items of a list: a second tab with the same id, a second member with the same name, told as the content check tells them.
 */
import { describe, expect, test } from "vitest";
import { messageOf, renderControl } from "../../../tests/helpers/checked-control";

describe("rules between list items", () => {
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
});
