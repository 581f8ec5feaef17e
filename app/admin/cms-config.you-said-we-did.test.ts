import { expect, test } from "vitest";
import { collection, fieldsByPath } from "../../tests/helpers/cms-forms";

test("a 'You said, we did' item: status and programme are choices, the days are days, the body is 'We did'", () => {
  const said = collection("you-said-we-did");
  expect(said).toMatchObject({
    folder: "content/you-said-we-did",
    identifier_field: "title",
    slug: "{{slug}}",
    preview_path: "you-said-we-did#item-{{slug}}",
  });
  const fields = fieldsByPath(said.fields ?? []);
  expect(fields.get("status")).toMatchObject({
    wraps: "select",
    options: ["Raised", "In progress", "Done", "Not possible"],
  });
  expect(fields.get("programme")).toMatchObject({
    wraps: "select",
    options: ["IBA", "BA", "Pre-MSc", "All programmes"],
  });
  expect(fields.get("raisedOn")).toMatchObject({ label: "Raised on", wraps: "day" });
  expect(fields.get("doneOn")).toMatchObject({ label: "Done on", required: false });
  expect(fields.get("reason")).toMatchObject({ label: "Why not", wraps: "text", required: false });
  expect(fields.get("body")).toMatchObject({ label: "We did", widget: "markdown", required: false });
});
