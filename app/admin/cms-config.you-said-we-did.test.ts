/** The form of a 'You said, we did' item: its folder and page, its choices and days, the body as 'We did'. */
import type { CmsCollection, CmsField } from "decap-cms-core";
import { expect, test } from "vitest";
import { cmsCollections } from "./cms-config";

function collection(name: string): CmsCollection {
  const found = cmsCollections().find((entry) => entry.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

type Field = CmsField & Record<string, unknown>;

/** The fields of a form by name (an item has no nested fields). */
const fieldsByPath = (fields: readonly CmsField[]) =>
  new Map((fields as Field[]).map((field) => [field.name, field] as const));

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
