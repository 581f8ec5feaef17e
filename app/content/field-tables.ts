/**
 * CONTENT.md's field reference, generated from the same descriptions as the /admin forms
 * (schemas/, field-description.ts): one table per kind of content file, one row per
 * field at every depth (`members[].email` is the email of each member), with the form's
 * label, whether the file must have it, the hint and an example. `npm run docs:fields`
 * writes the tables between CONTENT.md's `<!-- fields:NAME -->` markers, and a test fails
 * when CONTENT.md is not what the descriptions give.
 */
import { descriptionOf } from "./field-description";
import { defaultOf, elementOf, isOptionalField, optionsOf, type Schema, shapeOf, valueTypeOf } from "./schema-walk";
import { aboutSchema } from "./schemas/about";
import { blogArticleSchema } from "./schemas/blog";
import { boardYearSchema } from "./schemas/board";
import { eventSchema } from "./schemas/events";
import { galleryAlbumSchema } from "./schemas/gallery";
import { homeSchema } from "./schemas/home";
import { programSchema } from "./schemas/program";
import { representativesYearSchema } from "./schemas/representatives";
import { siteSettingsSchema } from "./schemas/site-settings";
import { supportSchema } from "./schemas/support";
import { joinSchema, roleSchema, teamSchema, teamsPageSchema } from "./schemas/teams";
import { youSaidWeDidSchema } from "./schemas/you-said-we-did";

/** The tables of CONTENT.md, by the name in their marker, with the file each describes. */
export const fieldTables: Record<string, { file: string; schema: Schema; body?: string }> = {
  blog: { file: "content/blog/<slug>.md", schema: blogArticleSchema, body: "The article (Markdown)." },
  events: {
    file: "content/events/<id>.md",
    schema: eventSchema,
    body: "Optional: one or two sentences on the card (Markdown).",
  },
  board: { file: "content/board/<yyyy-yyyy>.yaml", schema: boardYearSchema },
  gallery: { file: "content/gallery/<yyyy>/album.yaml", schema: galleryAlbumSchema },
  representatives: { file: "content/representatives/<yyyy-yyyy>.yaml", schema: representativesYearSchema },
  "you-said-we-did": {
    file: "content/you-said-we-did/<slug>.md",
    schema: youSaidWeDidSchema,
    body: "Optional: what was done, 'We did' on the page (Markdown: paragraphs, emphasis, links, lists; no headings).",
  },
  roles: { file: "content/roles/<id>.md", schema: roleSchema, body: "The overview (Markdown)." },
  teams: { file: "content/teams/<team>.md", schema: teamSchema, body: "'What We Do' (Markdown)." },
  "teams-overview": { file: "content/teams.yaml", schema: teamsPageSchema },
  home: { file: "content/home.yaml", schema: homeSchema },
  about: { file: "content/about.yaml", schema: aboutSchema },
  join: { file: "content/join.yaml", schema: joinSchema },
  program: { file: "content/program.yaml", schema: programSchema },
  support: { file: "content/support/support.yaml", schema: supportSchema },
  site: { file: "content/site.yaml", schema: siteSettingsSchema },
};

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
  const table = fieldTables[name];
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

const markerPattern = /(<!-- fields:([\w-]+) -->\n)[\s\S]*?(<!-- \/fields -->)/g;

/** The guide with every marked table written anew from the descriptions. */
export function withFieldTables(guide: string): string {
  return guide.replace(markerPattern, (_all, open: string, name: string, close: string) => {
    return `${open}${fieldTable(name)}\n${close}`;
  });
}

/** The table names the guide marks. */
export function markedTables(guide: string): string[] {
  return [...guide.matchAll(markerPattern)].map((match) => match[2] ?? "");
}
