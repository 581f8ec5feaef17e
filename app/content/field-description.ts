/**
 * One description per content field, written beside its rule in schemas/: the label
 * and hint an editor reads in /admin, the kind of input, and an example value. The CMS
 * configuration (app/admin/cms-fields.ts) and the field tables of CONTENT.md
 * (scripts/field-tables.ts) are generated from these descriptions, so a field is
 * described once and its form accepts exactly what the content check accepts. What a
 * field's rule says (optional, a default, a list of objects) is read by schema-walk.ts.
 */
import { z } from "zod";
import { type Schema, wrapperChain } from "./schema-walk";

/**
 * The kind of input, where the value's type does not say it: a one-line `string` or a
 * longer `text`, an `image` path, a `day` (YYYY-MM-DD), a clock `time` (HH:mm), a
 * human date ('November 1, 2025'), or a `relation` to another collection's entry.
 */
export type FieldWidget = "string" | "text" | "image" | "day" | "time" | "humanDate" | "relation";

export type FieldDescription = {
  /** The form's label, e.g. 'Ends the next day'. */
  label: string;
  /** One sentence under the label in /admin and in CONTENT.md's table. */
  hint?: string;
  /** A value as written in the file, e.g. '2025-05-22'. */
  example?: string;
  /** The kind of input when the type alone does not say it (a string is a one-line input). */
  widget?: FieldWidget;
  /** For a list of items: how /admin names an item in the collapsed list, e.g. '{{fields.name}}'. */
  summary?: string;
  /**
   * For a list: one item's name, e.g. 'Member' for 'Members'. /admin counts the list with
   * it ('1 member', '3 members') and names its Add button after it. Decap writes both the
   * count and the button in lowercase, so a list's label and item are written without a
   * capital after the first letter ('Owners', not 'Owners on GitHub').
   */
  item?: string;
  /** For a relation: the collection whose entries the value names (by file name). */
  relation?: { collection: string; displayField: string };
  /** The file is named after this field (a board year): a new entry may not take an existing name. */
  namesTheFile?: true;
  /**
   * A link that may name an entry of this collection by its page, `/<collection>/<file name>`
   * (a report link to an article): the form refuses one that names no entry, as the check does.
   */
  linksTo?: "blog";
  /**
   * False for the site's plumbing (the CMS's own repository and sign-in settings):
   * validated like every field, kept on every save, but not in the editors' forms.
   */
  editable?: false;
};

/** Every described field's schema and its description. */
export const fieldDescriptions = z.registry<FieldDescription>();

/**
 * The field's schema with its description. The schema is copied first, so one rule
 * (an email address, an image path) can serve many fields, each with its own label.
 */
export function described<T extends z.ZodType>(schema: T, description: FieldDescription): T {
  const copy = schema.clone() as T;
  fieldDescriptions.add(copy, description);
  return copy;
}

/** The description of a field's schema, looking through its wrappers (optional, default…). */
export function descriptionOf(schema: Schema): FieldDescription | undefined {
  for (const current of wrapperChain(schema)) {
    const description = fieldDescriptions.get(current);
    if (description) return description;
  }
  return undefined;
}

/** Whether the field's description marks it as an image path. */
export function isImageField(schema: Schema): boolean {
  return descriptionOf(schema)?.widget === "image";
}
