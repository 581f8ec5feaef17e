/**
 * CONTENT.md's field reference, generated from the same descriptions as the /admin forms
 * (schemas/, field-description.ts): one table per kind of content file, one row per
 * field at every depth (`members[].email` is the email of each member), with the form's
 * label, whether the file must have it, the hint and an example. `npm run docs:fields`
 * writes the tables between CONTENT.md's `<!-- fields:NAME -->` markers (a collection
 * without one gets a section of its own at the end of the guide, under its /admin label,
 * to move where it reads best), and a test fails when CONTENT.md is not what the
 * descriptions give.
 */
import { descriptionOf } from "./field-description";
import { type CollectionName, registeredCollections, registry } from "./registry";
import { defaultOf, elementOf, isOptionalField, optionsOf, type Schema, shapeOf, valueTypeOf } from "./schema-walk";

/** The tables of CONTENT.md, by the name in their marker (the registry's), with the file each describes. */
export const fieldTables = Object.fromEntries(
  registeredCollections.map(([name, { files, schema, body }]) => [
    name,
    { file: `content/${files}`, schema, ...(body ? { body: body.about } : {}) },
  ]),
) as Partial<Record<CollectionName, { file: string; schema: Schema; body?: string }>>;

type Row = { key: string; label: string; required: string; what: string; example: string };

/** A table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

function rowsOf(schema: Schema, prefix: string, parentOptional: boolean): Row[] {
  return Object.entries(shapeOf(schema)).flatMap(([name, field]) => {
    const key = `${prefix}${name}`;
    const description = descriptionOf(field);
    if (!description)
      throw new Error(`${key} has no description: describe it in its schema under app/content/schemas/`);
    const optional = isOptionalField(field);
    const fallback = defaultOf(field);
    const type = valueTypeOf(field);
    const notes = [
      description.hint ?? "",
      type === "enum" ? `One of: ${optionsOf(field).join(", ")}.` : "",
      description.editable === false ? "Not in the /admin forms (for developers)." : "",
    ].filter(Boolean);
    const row: Row = {
      key: `\`${key}\``,
      label: description.label,
      required: optional
        ? fallback === undefined || fallback === ""
          ? "no"
          : `no (${JSON.stringify(fallback)})`
        : parentOptional
          ? "yes, in it"
          : "yes",
      what: notes.join(" "),
      example: description.example ? `\`${description.example}\`` : "",
    };
    if (type === "object") return [row, ...rowsOf(field, `${key}.`, optional)];
    if (type === "array" && valueTypeOf(elementOf(field)) === "object") {
      return [row, ...rowsOf(elementOf(field), `${key}[].`, false)];
    }
    return [row];
  });
}

/** The Markdown table of one kind of file. */
export function fieldTable(name: string): string {
  const table: { file: string; schema: Schema; body?: string } | undefined = fieldTables[name as CollectionName];
  if (!table) throw new Error(`no field table named ${name}`);
  const rows = rowsOf(table.schema, "", false);
  const lines = [
    `Fields of \`${table.file}\` (\`a[].b\`: the \`b\` of each item of the list \`a\`):`,
    "",
    "| Field | In /admin | Required | What it is | Example |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map((row) =>
      [row.key, row.label, row.required, row.what, row.example].map(cell).join(" | ").replace(/^/, "| ").concat(" |"),
    ),
  ];
  if (table.body) lines.push(`| (below the front matter) | Body | | ${cell(table.body)} | |`);
  return lines.join("\n");
}

// The opening marker may stand on the closing marker's line (a new, empty table): the table is written between them.
const markerPattern = /(<!-- fields:([\w-]+) -->)\n?[\s\S]*?(<!-- \/fields -->)/g;

/** The guide with every marked table written anew from the descriptions, and a section added for each collection without one. */
export function withFieldTables(guide: string): string {
  const written = guide.replace(markerPattern, (_all, open: string, name: string, close: string) => {
    return `${open}\n${fieldTable(name)}\n${close}`;
  });
  const marked = markedTables(written);
  const missing = (Object.keys(fieldTables) as CollectionName[]).filter((name) => !marked.includes(name));
  return missing.reduce(
    (text, name) =>
      `${text.trimEnd()}\n\n### ${registry[name].label}\n\n<!-- fields:${name} -->\n${fieldTable(name)}\n<!-- /fields -->\n`,
    written,
  );
}

/** The table names the guide marks. */
export function markedTables(guide: string): string[] {
  return [...guide.matchAll(markerPattern)].map((match) => match[2] ?? "");
}
