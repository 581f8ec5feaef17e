/**
 * The one YAML formatting: every choice YAML leaves open is decided by the data and the
 * schema, so writing the same data gives the same text, whatever order or style the data
 * arrived in.
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { writeYaml } from "./yaml-format";

const schema = z.object({
  title: z.string(),
  start: z.string().optional(),
  time: z.string().optional(),
  people: z.array(z.object({ name: z.string(), role: z.string().optional(), email: z.string().optional() })).optional(),
  contact: z.object({ phone: z.string(), city: z.string() }).optional(),
  count: z.number().optional(),
  shown: z.boolean().optional(),
});

test("keys follow the schema's order at every depth, keys it does not know last, in the data's order", () => {
  const data = {
    extra: 1,
    contact: { city: "Rotterdam", phone: "+31 6 0000 0000" },
    people: [{ email: "a@example.org", name: "Ada", role: "Chair" }],
    title: "T",
    another: 2,
  };
  expect(writeYaml(data, schema, { sections: false })).toBe(
    [
      "title: T",
      "people:",
      "  - name: Ada",
      "    role: Chair",
      "    email: a@example.org",
      "contact:",
      "  phone: +31 6 0000 0000",
      "  city: Rotterdam",
      "extra: 1",
      "another: 2",
      "",
    ].join("\n"),
  );
});

test.each([
  ["plain text", "Introduction Days", "Introduction Days"],
  ["a phone number", "+31 6 0000 0000", "+31 6 0000 0000"],
  ["a day, as the files write it", "2025-11-20", "2025-11-20"],
  ["an academic year", "2025-2026", "2025-2026"],
  ["a time (a number to YAML 1.1)", "19:00", '"19:00"'],
  ["a year as text", "1985", '"1985"'],
  ["yes (true to YAML 1.1)", "yes", '"yes"'],
  ["true as text", "true", '"true"'],
  ["': ' inside", "Careers: what comes next", '"Careers: what comes next"'],
  ["' #' inside", "We are #1", '"We are #1"'],
  ["a double quote inside", 'The "best" year', 'The "best" year'],
  ["a double quote first", '"Best" year', "'\"Best\" year'"],
  ["both quotes inside, after a ': '", `It's "fine": yes`, `"It's \\"fine\\": yes"`],
])("%s is written %s", (_kind, value, written) => {
  expect(writeYaml({ title: value }, schema, { sections: false })).toBe(`title: ${written}\n`);
  expect(parse(`title: ${written}`)).toEqual({ title: value });
});

test("text of several lines is a literal block; a long line is never wrapped", () => {
  const long = "word ".repeat(60).trim();
  expect(writeYaml({ title: "Chair\nVice Chair", start: long }, schema, { sections: false })).toBe(
    `title: |-\n  Chair\n  Vice Chair\nstart: ${long}\n`,
  );
});

test("numbers and switches stay numbers and switches", () => {
  expect(writeYaml({ title: "T", count: 4500, shown: false }, schema, { sections: false })).toBe(
    "title: T\ncount: 4500\nshown: false\n",
  );
});

test('keys whose value is empty ("" or null) are left out at every depth; list items stay', () => {
  const data = { title: "T", start: "", contact: { phone: "+31 6", city: null }, people: [{ name: "", role: "R" }] };
  expect(parse(writeYaml(data, schema, { sections: false }))).toEqual({
    title: "T",
    contact: { phone: "+31 6" },
    people: [{ role: "R" }],
  });
});

test("in a YAML file, a blank line sets apart each top-level section (fields of its own), not a list; front matter has none", () => {
  const data = {
    title: "T",
    start: "2025-11-20",
    contact: { phone: "+31 6", city: "R" },
    people: [{ name: "A" }],
    count: 3,
  };
  const sections = ["title: T", "start: 2025-11-20", "people:", "  - name: A", "", "contact:"];
  expect(writeYaml(data, schema, { sections: true })).toBe(
    [...sections, "  phone: +31 6", "  city: R", "", "count: 3", ""].join("\n"),
  );
  expect(writeYaml(data, schema, { sections: false })).not.toContain("\n\n");
});

test("the same data in any key order and style gives the same text", () => {
  const a = parse('contact: {city: R, phone: "+31 6"}\ntitle: "T"\ntime: "19:00"\n');
  const b = parse("title: T\ntime: '19:00'\ncontact:\n  phone: +31 6\n  city: R\n");
  expect(writeYaml(a, schema, { sections: true })).toBe(writeYaml(b, schema, { sections: true }));
});

/** Text as an editor might type it: quotes, colons, hashes, dashes, numbers, times, days, line breaks, tabs, spaces. */
const typed = fc.stringMatching(/^[\w "'#:\-+.,!?&*@\n\t%[\]{}é—\\|>~`]{1,40}$/);

test("whatever text a form holds, the file reads back as the same data, and writing it again gives the same text", () => {
  const person = fc.record({ name: typed, role: fc.option(typed, { nil: undefined }) }, { requiredKeys: ["name"] });
  const data = fc.record(
    {
      title: typed,
      time: typed,
      people: fc.array(person, { maxLength: 3 }),
      contact: fc.record({ phone: typed, city: typed }),
      count: fc.integer(),
      shown: fc.boolean(),
    },
    { requiredKeys: ["title"] },
  );
  fc.assert(
    fc.property(data, fc.boolean(), (value, sections) => {
      const text = writeYaml(value, schema, { sections });
      const read = parse(text);
      expect(read).toEqual(JSON.parse(JSON.stringify(value)));
      expect(writeYaml(read, schema, { sections })).toBe(text);
    }),
    { numRuns: 100 },
  );
  // A few milliseconds a case (two files written, each text parsed twice more to choose its
  // quotes); a busy machine took over 5 s for 300 cases.
}, 20_000);
