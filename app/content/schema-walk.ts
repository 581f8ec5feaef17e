/**
 * Reads the shape of a zod schema alongside data: which keys an object at a path may
 * have (for 'did you mean' suggestions) and which values sit in fields marked in a
 * predicate (for finding every image a file names). Wrappers (optional, default, pipe…)
 * are looked through; a union offers the keys of all its options.
 */
import type { z } from "zod";
import type { FieldPath } from "./yaml-source";

type Schema = z.core.$ZodType;

type AnyDef = { type: string } & Record<string, unknown>;

const def = (schema: Schema): AnyDef => schema._zod.def as unknown as AnyDef;

/** The schemas a wrapper stands for: its inner schema(s), or the schema itself. */
function unwrap(schema: Schema): Schema[] {
  const d = def(schema);
  switch (d.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return unwrap(d.innerType as Schema);
    case "pipe":
      return [...unwrap(d.in as Schema), ...unwrap(d.out as Schema)];
    case "lazy":
      return unwrap((d.getter as () => Schema)());
    case "union":
      return (d.options as Schema[]).flatMap(unwrap);
    case "intersection":
      return [...unwrap(d.left as Schema), ...unwrap(d.right as Schema)];
    default:
      return [schema];
  }
}

/** The schemas of what sits under `segment` in a value of `schema`. */
function childSchemas(schema: Schema, segment: PropertyKey): Schema[] {
  return unwrap(schema).flatMap((inner) => {
    const d = def(inner);
    if (d.type === "object") {
      const child = (d.shape as Record<string, Schema>)[String(segment)];
      return child ? [child] : [];
    }
    if (d.type === "array") return [d.element as Schema];
    if (d.type === "record") return [d.valueType as Schema];
    if (d.type === "tuple") {
      const item = (d.items as Schema[])[Number(segment)];
      return item ? [item] : [];
    }
    return [];
  });
}

/** Every key an object at `path` may have, in the schema's order. */
export function knownKeys(schema: Schema, path: FieldPath): string[] {
  let schemas = [schema];
  for (const segment of path) schemas = schemas.flatMap((s) => childSchemas(s, segment));
  const keys = schemas
    .flatMap(unwrap)
    .filter((s) => def(s).type === "object")
    .flatMap((s) => Object.keys(def(s).shape as Record<string, Schema>));
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
    for (const inner of unwrap(current)) {
      if (marked(inner)) {
        found.set(path.map(String).join("\u0000"), { path, value });
        continue;
      }
      const d = def(inner);
      if (d.type === "object" && typeof value === "object" && !Array.isArray(value)) {
        for (const [key, child] of Object.entries(d.shape as Record<string, Schema>)) {
          visit(child, (value as Record<string, unknown>)[key], [...path, key]);
        }
      } else if (d.type === "array" && Array.isArray(value)) {
        value.forEach((item, index) => {
          visit(d.element as Schema, item, [...path, index]);
        });
      } else if (d.type === "record" && typeof value === "object") {
        for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
          visit(d.valueType as Schema, item, [...path, key]);
        }
      }
    }
  };
  visit(schema, data, []);
  return [...found.values()];
}
