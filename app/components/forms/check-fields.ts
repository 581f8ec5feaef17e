import type * as z from "zod/mini";

/** The message to show under each invalid field, keyed by the field's name. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export type FieldsCheck<Values, Output> = { ok: true; data: Output } | { ok: false; errors: FieldErrors<Values> };

/**
 * Parses a form's values with its schema. On failure each invalid field gets the first
 * message the schema reports for it, in the schema's own words; a field whose value the
 * schema accepts gets none.
 */
export function checkFields<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: z.input<Schema>,
): FieldsCheck<z.input<Schema>, z.output<Schema>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.input<Schema>> };
}
