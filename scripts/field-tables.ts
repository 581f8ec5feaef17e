/**
 * Writes CONTENT.md's field reference from the field descriptions beside the content
 * schemas (app/content/field-tables.ts): `npm run docs:fields` after changing a field.
 * `npm test` fails while CONTENT.md differs from what this writes.
 */
import fs from "node:fs";
import { withFieldTables } from "../app/content/field-tables";

const guide = "CONTENT.md";
const before = fs.readFileSync(guide, "utf8");
const after = withFieldTables(before);
if (after === before) {
  console.log(`${guide}: the field tables are up to date.`);
} else {
  fs.writeFileSync(guide, after);
  console.log(`${guide}: field tables written.`);
}
