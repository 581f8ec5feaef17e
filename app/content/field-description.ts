/**
 * One description per content field, written beside its rule in schemas.ts: the label
 * and hint an editor reads in /admin, the kind of input, and an example value. The CMS
 * configuration (app/admin/cms-fields.ts) and the field tables of CONTENT.md
 * (scripts/field-tables.ts) are generated from these descriptions, so a field is
 * described once and its form accepts exactly what the content check accepts.
 */
import { z } from "zod";

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
  /** For a relation: the collection whose entries the value names (by file name). */
  relation?: { collection: string; displayField: string };
  /** The file is named after this field (a board year): a new entry may not take an existing name. */
  namesTheFile?: true;
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

type Schema = z.core.$ZodType;
type AnyDef = { type: string } & Record<string, unknown>;
const defOf = (schema: Schema): AnyDef => schema._zod.def as unknown as AnyDef;

/** The wrapper kinds a field's schema may sit in: optional, a default, a preprocess step. */
const wrapperTypes = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch"]);

/** The next schema inside a wrapper (optional, default, preprocess…), or undefined for the value's own schema. */
function innerOf(schema: Schema): Schema | undefined {
  const def = defOf(schema);
  if (wrapperTypes.has(def.type)) return def.innerType as Schema;
  // z.preprocess(fn, schema) is a pipe from a transform into the schema.
  if (def.type === "pipe" && defOf(def.in as Schema).type === "transform") return def.out as Schema;
  return undefined;
}

/** The schema of the value itself, with optional/default/preprocess wrappers looked through. */
export function valueSchemaOf(schema: Schema): Schema {
  let current = schema;
  for (let inner = innerOf(current); inner; inner = innerOf(current)) current = inner;
  return current;
}

/** The description of a field's schema, looking through its wrappers. */
export function descriptionOf(schema: Schema): FieldDescription | undefined {
  for (let current: Schema | undefined = schema; current; current = innerOf(current)) {
    const description = fieldDescriptions.get(current);
    if (description) return description;
  }
  return undefined;
}

/** The type of a schema's value ('string', 'object', 'array'…), with wrappers looked through. */
export function valueTypeOf(schema: Schema): string {
  return defOf(valueSchemaOf(schema)).type;
}

/** The fields of an object schema, in the order they are written. */
export function shapeOf(schema: Schema): Record<string, Schema> {
  const def = defOf(valueSchemaOf(schema));
  if (def.type !== "object") throw new Error(`not an object schema (${def.type})`);
  return def.shape as Record<string, Schema>;
}

/** The schema of an array's items. */
export function elementOf(schema: Schema): Schema {
  const def = defOf(valueSchemaOf(schema));
  if (def.type !== "array") throw new Error(`not a list schema (${def.type})`);
  return def.element as Schema;
}

/** The options of an enum schema. */
export function optionsOf(schema: Schema): string[] {
  const def = defOf(valueSchemaOf(schema));
  if (def.type !== "enum") throw new Error(`not a choice schema (${def.type})`);
  return Object.values(def.entries as Record<string, string>);
}

/** Whether a file may leave the field out (it is optional or has a default). */
export function isOptionalField(schema: Schema): boolean {
  return (schema as z.ZodType).safeParse(undefined).success;
}

/** The value a field takes when the file leaves it out, if it has a default. */
export function defaultOf(schema: Schema): unknown {
  for (let current: Schema | undefined = schema; current; current = innerOf(current)) {
    const def = defOf(current);
    if (def.type === "default") {
      const value = def.defaultValue;
      return typeof value === "function" ? (value as () => unknown)() : value;
    }
  }
  return undefined;
}

/** Whether the field's description marks it as an image path. */
export function isImageField(schema: Schema): boolean {
  return descriptionOf(schema)?.widget === "image";
}
