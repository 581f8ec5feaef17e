import { expect, test } from "vitest";
import * as z from "zod/mini";
import { checkFields } from "./check-fields";

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, "Too short"), z.regex(/^[a-z ]*$/i, "Letters only")),
  code: z.string().check(z.regex(/^\d+$/, "Digits only")),
});

test("valid values come back as the schema's output", () => {
  expect(checkFields(schema, { name: " Al ", code: "42" })).toEqual({ ok: true, data: { name: "Al", code: "42" } });
});

test("each invalid field gets its first message, a valid field none", () => {
  expect(checkFields(schema, { name: "A", code: "42" })).toEqual({ ok: false, errors: { name: "Too short" } });
  expect(checkFields(schema, { name: "1", code: "x" })).toEqual({
    ok: false,
    errors: { name: "Too short", code: "Digits only" },
  });
});
