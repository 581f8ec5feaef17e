/**
 * The one way the site's YAML is written: content files and Markdown front matter, by
 * /admin on every save (app/admin/content-formats.ts) and by `npm run format:content`,
 * and the formatting `npm test` holds every content file to. Decap hands its writer the
 * entry's data alone, never the file's old text, so a save changes only the edited lines
 * when the text is a function of the data: the rules below decide every choice YAML
 * leaves open.
 *
 * - Keys in the schema's order, which is the form's order, at every depth; keys the
 *   schema does not know (none in valid content) follow, in the data's order.
 * - A key whose value is empty ("" or null) is left out, as /admin leaves it out of every
 *   file it writes (app/admin/empty-values.ts); list items are kept.
 * - Text is written plain, unless YAML would read it plain as something else: double
 *   quotes then (single quotes when the text holds a double quote and no single one).
 *   "Something else" is judged by YAML 1.2, the site's reader, and by YAML 1.1, which older
 *   tools follow: `"19:00"` (a number to 1.1), `"1985"`, `"true"` and `"yes"` are quoted;
 *   days (`2025-11-20`) stay plain, as CONTENT.md writes them. Text of several lines is a
 *   literal block (`|-`), or double-quoted where a block cannot hold it exactly.
 * - No line is wrapped, however long.
 * - In a YAML file (not front matter), a blank line sets apart each top-level section (a
 *   key holding fields of its own): before it, and before the key after it.
 * - Two spaces of indentation; list items indented under their key.
 */
import { Document, isMap, isPair, isScalar, parseDocument, Scalar, visit } from "yaml";
import { knownKeys, type Schema } from "../schema-walk";
import type { FieldPath } from "../yaml-source";

/** A value that stands for "not set": its key is left out of the file. */
export const isEmptyValue = (value: unknown): boolean => value === "" || value === null || value === undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The data with every object's keys in the schema's order (unknown keys last) and empty values left out. */
export function inSchemaOrder(schema: Schema, value: unknown, path: FieldPath = []): unknown {
  if (Array.isArray(value)) return value.map((item, index) => inSchemaOrder(schema, item, [...path, index]));
  if (!isRecord(value)) return value;
  const present = Object.keys(value).filter((key) => !isEmptyValue(value[key]));
  const known = knownKeys(schema, path).filter((key) => present.includes(key));
  const unknown = present.filter((key) => !known.includes(key));
  return Object.fromEntries(
    [...known, ...unknown].map((key) => [key, inSchemaOrder(schema, value[key], [...path, key])]),
  );
}

/** How YAML 1.1 reads a line of plain text: a day (ISO date) counts as text, as the site's files write days plain. */
function misreadByYaml11(text: string): boolean {
  const document = parseDocument(text, { version: "1.1", logLevel: "silent" });
  if (document.errors.length > 0 || !isScalar(document.contents)) return false;
  const read = document.contents.value;
  return typeof read !== "string" && !(read instanceof Date);
}

/** Whether a literal block holds the text exactly (it cannot keep, for one, a line of spaces at its start). */
function fitsLiteralBlock(text: string): boolean {
  const document = new Document(text);
  if (isScalar(document.contents)) document.contents.type = Scalar.BLOCK_LITERAL;
  return parseDocument(document.toString()).toJS() === text;
}

/** The quoting rule above, for one text value; undefined leaves the choice (plain where YAML 1.2 allows it) to the library. */
function quotingOf(text: string): Scalar.Type | undefined {
  if (text.includes("\n")) return fitsLiteralBlock(text) ? Scalar.BLOCK_LITERAL : Scalar.QUOTE_DOUBLE;
  if (misreadByYaml11(text))
    return text.includes('"') && !text.includes("'") ? Scalar.QUOTE_SINGLE : Scalar.QUOTE_DOUBLE;
  return undefined;
}

/** The YAML text of `data`, written by the rules above; `sections` sets top-level sections apart (YAML files). */
export function writeYaml(data: unknown, schema: Schema, { sections }: { sections: boolean }): string {
  const document = new Document(inSchemaOrder(schema, data));
  visit(document, {
    Scalar(key, node) {
      if (key !== "key" && typeof node.value === "string") node.type = quotingOf(node.value);
    },
  });
  if (sections && isMap(document.contents)) {
    const pairs = document.contents.items;
    const isSection = (index: number) => isMap(pairs[index]?.value);
    pairs.forEach((pair, index) => {
      if (index > 0 && isPair(pair) && isScalar(pair.key) && (isSection(index) || isSection(index - 1))) {
        pair.key.spaceBefore = true;
      }
    });
  }
  return document.toString({ lineWidth: 0, indent: 2, indentSeq: true });
}
