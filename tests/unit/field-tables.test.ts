/**
 * CONTENT.md's field reference is what the field descriptions give (app/content/field-tables.ts):
 * a field added, renamed or re-described in app/content/schemas/ turns this red until
 * `npm run docs:fields` writes the guide anew.
 */
import fs from "node:fs";
import { expect, test } from "vitest";
import { fieldTable, fieldTables, markedTables, withFieldTables } from "~/content/field-tables";

const guide = fs.readFileSync("CONTENT.md", "utf8");

test("CONTENT.md's field tables are the ones the descriptions give (npm run docs:fields)", () => {
  expect(guide).toBe(withFieldTables(guide));
});

test("every kind of content file has its table in CONTENT.md, once", () => {
  const missing = Object.keys(fieldTables).filter((name) => !markedTables(guide).includes(name));
  expect(missing, "add <!-- fields:NAME --><!-- /fields --> to CONTENT.md, then run npm run docs:fields").toEqual([]);
  expect(markedTables(guide).sort()).toEqual(Object.keys(fieldTables).sort());
});

test("a new table's markers, written on one line, get the table between them", () => {
  const written = withFieldTables("Before\n<!-- fields:program --><!-- /fields -->\nAfter");
  expect(written).toBe(`Before\n<!-- fields:program -->\n${fieldTable("program")}\n<!-- /fields -->\nAfter`);
  expect(withFieldTables(written)).toBe(written);
});

test("a table names every field at every depth, with its label and whether it is required", () => {
  const board = fieldTable("board");
  expect(board).toContain("| `academicYear` | Academic year | yes |");
  expect(board).toContain("| `members[].image` | Photo | no |");
  expect(board).toContain('| `members[].imagePosition` | Photo crop focus | no ("center") |');
  const site = fieldTable("site");
  expect(site).toContain("| `contact.whatsApp` | WhatsApp number | yes |");
  expect(site).toContain("| `cms.repository` | GitHub repository | yes, in it |");
  expect(site).toContain("Not in the /admin forms (for developers).");
});
