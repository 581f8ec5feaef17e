/**
 * CONTENT.md's field reference is what the field descriptions give (app/content/field-tables.ts),
 * and EDITORS-GUIDE.md's list of /admin's menu what the registry gives (admin-menu-list.ts):
 * a field or a collection added, renamed or re-described turns this red until `npm run
 * docs:fields` writes the guides anew.
 */
import fs from "node:fs";
import { expect, test } from "vitest";
import { adminMenuList, withAdminMenuList } from "~/content/admin-menu-list";
import { fieldTable, fieldTables, markedTables, withFieldTables } from "~/content/field-tables";

const guide = fs.readFileSync("CONTENT.md", "utf8");

test("CONTENT.md's field tables are the ones the descriptions give (npm run docs:fields)", () => {
  expect(guide).toBe(withFieldTables(guide));
});

test("every kind of content file has its table in CONTENT.md, once", () => {
  const missing = Object.keys(fieldTables).filter((name) => !markedTables(guide).includes(name));
  expect(missing, "run npm run docs:fields").toEqual([]);
  expect(markedTables(guide).sort()).toEqual(Object.keys(fieldTables).sort());
});

test("a new table's markers, written on one line, get the table between them", () => {
  const written = withFieldTables("Before\n<!-- fields:board --><!-- /fields -->\nAfter");
  expect(written.startsWith(`Before\n<!-- fields:board -->\n${fieldTable("board")}\n<!-- /fields -->\nAfter\n`)).toBe(
    true,
  );
  expect(withFieldTables(written)).toBe(written);
});

test("a collection without a table in the guide gets a section of its own at the end, under its /admin label", () => {
  const written = withFieldTables("# Guide\n\n<!-- fields:board --><!-- /fields -->\n");
  expect(markedTables(written).sort()).toEqual(Object.keys(fieldTables).sort());
  expect(written).toMatch(/\n### [^\n]+\n\n<!-- fields:site -->\n/);
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

test("EDITORS-GUIDE.md lists /admin's menu as the registry gives it (npm run docs:fields)", () => {
  const editorsGuide = fs.readFileSync("EDITORS-GUIDE.md", "utf8");
  expect(editorsGuide).toContain(`<!-- admin-menu -->${adminMenuList()}<!-- /admin-menu -->`);
  expect(editorsGuide).toBe(withAdminMenuList(editorsGuide));
});
