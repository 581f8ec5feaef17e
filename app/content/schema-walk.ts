/**
 * The one place that reads the shape of a zod schema, from zod's public `def` (every
 * schema's definition: its kind in `type`, its parts by name). The /admin forms
 * (admin/cms-fields.ts), CONTENT.md's field tables (field-tables.ts), the descriptions
 * (field-description.ts), the content check's 'did you mean' suggestions
 * (schema-problems.ts), its image search (content-check.server.ts) and the previews'
 * half-filled data (admin/previews/entry.ts) all walk schemas through this module.
 *
 * Two ways through the wrappers:
 * - a field's own chain (`innerOf`, `valueSchemaOf`): optional, default, readonly… and
 *   z.preprocess, down to the schema of the value;
 * - every schema a value may match (`alternativesOf`): the same, and also both sides of a
 *   pipe, every option of a union and both halves of an intersection.
 */
import type { z } from "zod";
import type { FieldPath } from "./yaml-source";

export type Schema = z.core.$ZodType;

/** A schema's definition, typed by its kind: switching on `type` gives the parts of that kind. */
export type SchemaDef = z.core.$ZodTypes["_zod"]["def"];

/** The definition of a schema (zod's `def`, on classic and mini schemas alike). */
export function defOf(schema: Schema): SchemaDef {
  return (schema as Schema & { def: SchemaDef }).def;
}

/** The kinds that wrap one inner schema (its `innerType`) without changing what the value is. */
const wrapperTypes: ReadonlySet<SchemaDef["type"]> = new Set([
  "optional",
  "nullable",
  "default",
  "prefault",
  "nonoptional",
  "readonly",
  "catch",
]);

/** The next schema inside a field's wrapper (optional, default, preprocess…), or undefined at the value's own schema. */
export function innerOf(schema: Schema): Schema | undefined {
  const def = defOf(schema);
  if (wrapperTypes.has(def.type) && "innerType" in def) return def.innerType;
  // z.preprocess(fn, schema) is a pipe from a transform into the schema.
  if (def.type === "pipe" && defOf(def.in).type === "transform") return def.out;
  return undefined;
}

/** The schema and each wrapper inside it, outermost first, down to the value's own schema. */
export function wrapperChain(schema: Schema): Schema[] {
  const chain = [schema];
  for (let inner = innerOf(schema); inner; inner = innerOf(inner)) chain.push(inner);
  return chain;
}

/** The schema of the value itself, with optional/default/preprocess wrappers looked through. */
export function valueSchemaOf(schema: Schema): Schema {
  return wrapperChain(schema).at(-1) ?? schema;
}

/** The kind of a field's value ('string', 'object', 'array', 'enum'…), with its wrappers looked through. */
export function valueTypeOf(schema: Schema): SchemaDef["type"] {
  return defOf(valueSchemaOf(schema)).type;
}

/** The fields of an object schema, in the order they are written. */
export function shapeOf(schema: Schema): Record<string, Schema> {
  const def = defOf(valueSchemaOf(schema));
  if (def.type !== "object") throw new Error(`not an object schema (${def.type})`);
  return def.shape;
}

/** The schema of a list's items. */
export function elementOf(schema: Schema): Schema {
  const def = defOf(valueSchemaOf(schema));
  if (def.type !== "array") throw new Error(`not a list schema (${def.type})`);
  return def.element;
}

/** The options of a choice (enum) schema. */
export function optionsOf(schema: Schema): string[] {
  const def = defOf(valueSchemaOf(schema));
  if (def.type !== "enum") throw new Error(`not a choice schema (${def.type})`);
  return Object.values(def.entries).map(String);
}

/** Whether a file may leave the field out (it is optional or has a default). */
export function isOptionalField(schema: Schema): boolean {
  return (schema as z.ZodType).safeParse(undefined).success;
}

/** The value a field takes when the file leaves it out, if it has a default. */
export function defaultOf(schema: Schema): unknown {
  for (const current of wrapperChain(schema)) {
    const def = defOf(current);
    if (def.type === "default") return def.defaultValue;
  }
  return undefined;
}

/** Every schema a value of `schema` may have to match: wrappers, pipes, unions, intersections and lazy schemas looked through. */
export function alternativesOf(schema: Schema): Schema[] {
  const def = defOf(schema);
  if (wrapperTypes.has(def.type) && "innerType" in def) return alternativesOf(def.innerType);
  switch (def.type) {
    case "pipe":
      return [...alternativesOf(def.in), ...alternativesOf(def.out)];
    case "lazy":
      return alternativesOf(def.getter());
    case "union":
      return def.options.flatMap(alternativesOf);
    case "intersection":
      return [...alternativesOf(def.left), ...alternativesOf(def.right)];
    default:
      return [schema];
  }
}

/** The schemas of what sits under `segment` in a value of `schema`. */
function childSchemas(schema: Schema, segment: PropertyKey): Schema[] {
  return alternativesOf(schema).flatMap((inner): Schema[] => {
    const def = defOf(inner);
    switch (def.type) {
      case "object": {
        const child = def.shape[String(segment)];
        return child ? [child] : [];
      }
      case "array":
        return [def.element];
      case "record":
        return [def.valueType];
      case "tuple": {
        const item = def.items[Number(segment)];
        return item ? [item] : [];
      }
      default:
        return [];
    }
  });
}

/** Every key an object at `path` may have, in the schema's order (for 'did you mean' suggestions). */
export function knownKeys(schema: Schema, path: FieldPath): string[] {
  let schemas = [schema];
  for (const segment of path) schemas = schemas.flatMap((s) => childSchemas(s, segment));
  const keys = schemas.flatMap(alternativesOf).flatMap((s) => {
    const def = defOf(s);
    return def.type === "object" ? Object.keys(def.shape) : [];
  });
  return [...new Set(keys)];
}

export type MarkedValue = { path: PropertyKey[]; value: unknown };

/** Every value of `data` that sits in a field whose schema is `marked` (an image field, say). */
export function markedValues(schema: Schema, data: unknown, marked: (schema: Schema) => boolean): MarkedValue[] {
  const found = new Map<string, MarkedValue>();
  const visit = (current: Schema, value: unknown, path: PropertyKey[]) => {
    if (value === undefined || value === null) return;
    if (marked(current)) {
      found.set(path.map(String).join("\u0000"), { path, value });
      return;
    }
    for (const inner of alternativesOf(current)) {
      if (marked(inner)) {
        found.set(path.map(String).join("\u0000"), { path, value });
        continue;
      }
      const def = defOf(inner);
      if (def.type === "object" && typeof value === "object" && !Array.isArray(value)) {
        for (const [key, child] of Object.entries(def.shape)) {
          visit(child, (value as Record<string, unknown>)[key], [...path, key]);
        }
      } else if (def.type === "array" && Array.isArray(value)) {
        value.forEach((item, index) => {
          visit(def.element, item, [...path, index]);
        });
      } else if (def.type === "record" && typeof value === "object") {
        for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
          visit(def.valueType, item, [...path, key]);
        }
      }
    }
  };
  visit(schema, data, []);
  return [...found.values()];
}
