// @vitest-environment jsdom
/**
 * The checked widget on a 'You said, we did' item: a report link must name an article that exists, a choice left empty is Decap's to tell, a done item needs its day.
 */
import { describe, expect, test, vi } from "vitest";
import { messageOf, renderControl } from "../../../tests/helpers/checked-control";

describe("an item of 'You said, we did'", () => {
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
});
