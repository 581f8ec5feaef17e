import { expect, test } from "vitest";
import { collections } from "./collections.server";
import { rulesBeyondTheSchemas } from "./rules-beyond-the-schemas";

test("every collection with rules beyond its schema is in the list, and the list names only collections", () => {
  const withRules = collections.filter((collection) => collection.rules).map((collection) => collection.files.text);
  const listed = new Set(rulesBeyondTheSchemas.map((rule) => rule.files));
  expect(withRules.filter((files) => !listed.has(files))).toEqual([]);
  const patterns = new Set(collections.map((collection) => collection.files.text));
  expect([...listed].filter((files) => files !== "every file" && !patterns.has(files))).toEqual([]);
});

test("each rule the form leaves to the check says why; each the form runs says where", () => {
  for (const rule of rulesBeyondTheSchemas) {
    const said = rule.form === "runs" ? rule.where : rule.why;
    expect(said.length, rule.rule).toBeGreaterThan(20);
  }
  expect(new Set(rulesBeyondTheSchemas.map((rule) => `${rule.files} ${rule.rule}`)).size).toBe(
    rulesBeyondTheSchemas.length,
  );
});
