import { expect, test } from "vitest";
import { rulesBeyondTheSchemas } from "./rules-beyond-the-schemas";

test("each rule the form leaves to the check says why; each the form runs says where; none is listed twice", () => {
  for (const rule of rulesBeyondTheSchemas) {
    const said = rule.form === "runs" ? rule.where : rule.why;
    expect(said.length, rule.rule).toBeGreaterThan(20);
  }
  expect(new Set(rulesBeyondTheSchemas.map((rule) => `${rule.files} ${rule.rule}`)).size).toBe(
    rulesBeyondTheSchemas.length,
  );
});
