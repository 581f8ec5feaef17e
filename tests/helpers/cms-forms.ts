/**
 * The /admin configuration's forms, for the tests that read them (app/admin/cms-config*.test.ts):
 * a collection by its name, and every field of a form by its path.
 */
import type { CmsCollection, CmsField } from "decap-cms-core";
import { cmsCollections } from "~/admin/cms-config";

export type Field = CmsField & Record<string, unknown>;

/** The collections /admin is configured with, for the shipped content folder. */
export const collections = cmsCollections();

/** One collection of /admin by its name; a name it does not have fails the test at once. */
export function collection(name: string): CmsCollection {
  const found = collections.find((entry) => entry.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

/** Every field of a form, at every depth, by its path ('members.email'). */
export function fieldsByPath(fields: readonly CmsField[], prefix = ""): Map<string, Field> {
  const found = new Map<string, Field>();
  for (const field of fields as Field[]) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    found.set(path, field);
    const nested = field.fields as CmsField[] | undefined;
    if (nested) for (const [inner, value] of fieldsByPath(nested, path)) found.set(inner, value);
  }
  return found;
}
