/**
 * Writes the guides' parts that the registry and the field descriptions give: CONTENT.md's
 * field reference (app/content/field-tables.ts) and EDITORS-GUIDE.md's list of /admin's
 * menu (app/content/admin-menu-list.ts). `npm run docs:fields` after changing a field or a
 * collection; `npm test` fails while a guide differs from what this writes.
 */
import fs from "node:fs";
import { withAdminMenuList } from "../app/content/admin-menu-list";
import { withFieldTables } from "../app/content/field-tables";

for (const [guide, write, what] of [
  ["CONTENT.md", withFieldTables, "the field tables"],
  ["EDITORS-GUIDE.md", withAdminMenuList, "the list of /admin's menu"],
] as const) {
  const before = fs.readFileSync(guide, "utf8");
  const after = write(before);
  if (after === before) {
    console.log(`${guide}: up to date (${what}).`);
  } else {
    fs.writeFileSync(guide, after);
    console.log(`${guide}: ${what} written.`);
  }
}
