/**
 * The site settings as an editor reads them back: each field of the form, by its label,
 * with its value as written ("not set" where it is empty), groups as sections, lists as
 * numbered items. The settings have no page of their own; Decap's default preview ran
 * every value together ("RSM Student RepresentationSR RSMhttps://…"). The fields the form
 * leaves out (the site's plumbing) are left out here too.
 */
import { descriptionOf } from "~/content/field-description";
import { elementOf, type Schema, shapeOf, valueTypeOf } from "~/content/schema-walk";

/** One field: its label and what it holds. */
export type SettingsRow =
  | { kind: "value"; label: string; value: string }
  | { kind: "group"; label: string; rows: SettingsRow[] }
  | { kind: "list"; label: string; items: SettingsRow[][] };

/** The words shown for a value that is not set. */
export const notSet = "not set";

function valueText(value: unknown): string {
  if (value === undefined || value === null || value === "") return notSet;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length === 0 ? notSet : value.map(valueText).join(", ");
  return String(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The rows of an object schema's fields for `data`, in the form's order. */
export function settingsRows(schema: Schema, data: unknown): SettingsRow[] {
  const values = asRecord(data);
  return Object.entries(shapeOf(schema)).flatMap(([key, field]): SettingsRow[] => {
    const description = descriptionOf(field);
    if (!description || description.editable === false) return [];
    const { label } = description;
    const value = values[key];
    switch (valueTypeOf(field)) {
      case "object":
        return [{ kind: "group", label, rows: settingsRows(field, value) }];
      case "array": {
        const element = elementOf(field);
        if (valueTypeOf(element) !== "object") return [{ kind: "value", label, value: valueText(value) }];
        const items = Array.isArray(value) ? value.map((item) => settingsRows(element, item)) : [];
        return [{ kind: "list", label, items }];
      }
      default:
        return [{ kind: "value", label, value: valueText(value) }];
    }
  });
}
