/**
 * The /admin form of a content file, generated from its zod schema (read through
 * app/content/schema-walk.ts) and the description beside each field
 * (app/content/field-description.ts): the label, hint and kind of
 * input come from the description, required or optional from the rule. Every field
 * that holds a value is drawn by the `checked` widget (widgets/checked-widget.tsx), which
 * runs the field's own rule — and the rules between fields of the whole file — when the
 * editor saves, so the form refuses exactly what the content check refuses.
 */
import type { CmsField } from "decap-cms-core";
import type { z } from "zod";
import { descriptionOf, type FieldDescription } from "~/content/field-description";
import {
  defaultOf,
  elementOf,
  isOptionalField,
  optionsOf,
  type Schema,
  shapeOf,
  valueTypeOf,
} from "~/content/schema-walk";
import { checkedWidgetName } from "./widgets/checked-widget";

/** The widget for each kind of input, Decap's own or the site's date and time fields; `checked` draws it. */
function decapWidget(description: FieldDescription, valueType: string): Partial<CmsField> & { widget: string } {
  switch (description.widget) {
    case "text":
      return { widget: "text" };
    case "image":
      return { widget: "image", choose_url: false } as Partial<CmsField> & { widget: string };
    // The site's own fields (widgets/typed-field.tsx), registered under these names.
    case "day":
    case "time":
    case "humanDate":
      return { widget: description.widget };
    case "relation": {
      const relation = description.relation;
      if (!relation) throw new Error(`the relation "${description.label}" names no collection`);
      return {
        widget: "relation",
        collection: relation.collection,
        search_fields: [relation.displayField],
        value_field: "{{slug}}",
        display_fields: [relation.displayField],
      } as Partial<CmsField> & { widget: string };
    }
    default:
      if (valueType === "boolean") return { widget: "boolean" };
      if (valueType === "number")
        return { widget: "number", value_type: "int" } as Partial<CmsField> & { widget: string };
      return { widget: "string" };
  }
}

/** The label, hint and required flag every field carries. */
function common(name: string, schema: Schema, description: FieldDescription) {
  return {
    name,
    label: description.label,
    ...(description.hint ? { hint: description.hint } : {}),
    ...(isOptionalField(schema) ? { required: false } : {}),
    // Read by the checked widget: a new entry may not take an existing file's name.
    ...(description.namesTheFile ? { namesTheFile: true } : {}),
    // Read by the checked widget: a link to an entry of this collection must name one that exists.
    ...(description.linksTo ? { linksTo: description.linksTo } : {}),
  };
}

/**
 * The form field of one key of a content file; null for a field the editors' forms leave
 * out (the site's plumbing), which every save keeps as it is.
 */
export function cmsField(name: string, schema: Schema, path = name): CmsField | null {
  const description = descriptionOf(schema);
  if (!description) throw new Error(`${path} has no description: describe it in its schema under app/content/schemas/`);
  if (description.editable === false) return null;
  const valueType = valueTypeOf(schema);

  if (valueType === "object") {
    return {
      ...common(name, schema, description),
      widget: "object",
      collapsed: false,
      fields: cmsFields(schema, path),
    } as CmsField;
  }
  if (valueType === "array") {
    const element = elementOf(schema);
    const atLeastOne = !(schema as z.ZodType).safeParse([]).success;
    // Decap counts the list with its singular ('1 member') and names the Add button after it.
    const item = description.item;
    if (!item) throw new Error(`${path} is a list: name one of its items (item: "…") in its description`);
    const list = {
      ...common(name, schema, description),
      label_singular: item,
      widget: "list",
      ...(atLeastOne ? { min: 1 } : {}),
      // A new entry's list starts empty. Without a default of its own, Decap seeds it with
      // one item whenever a field of the item has a default (a member's toggle, a day's
      // ""): an empty item the editor did not add, which then blocks the save. The item
      // fields keep their defaults, which Decap applies to each item the editor adds.
      default: [],
    };
    if (valueTypeOf(element) === "object") {
      return {
        ...list,
        collapsed: true,
        ...(description.summary ? { summary: description.summary } : {}),
        fields: cmsFields(element, `${path}[]`),
      } as CmsField;
    }
    // A list of lines: each item is a text of its own.
    return { ...list, field: { name: "line", label: item, widget: "text" } } as CmsField;
  }

  const own = decapWidget(description, valueType);
  const fallback = defaultOf(schema);
  return {
    ...common(name, schema, description),
    ...own,
    ...(valueType === "enum" ? { options: optionsOf(schema) } : {}),
    ...(typeof fallback === "boolean" ? { default: fallback } : {}),
    // The checked widget draws Decap's own widget (`wraps`) and runs the field's rule.
    widget: checkedWidgetName,
    wraps: valueType === "enum" ? "select" : own.widget,
  } as unknown as CmsField;
}

/** The form fields of an object schema, in the file's order. */
export function cmsFields(schema: Schema, path = ""): CmsField[] {
  return Object.entries(shapeOf(schema)).flatMap(([name, field]) => {
    const generated = cmsField(name, field, path ? `${path}.${name}` : name);
    return generated ? [generated] : [];
  });
}

/** The field whose value names the file (a board year), if the schema has one. */
export function fileNameField(schema: Schema): string | undefined {
  return Object.entries(shapeOf(schema)).find(([, field]) => descriptionOf(field)?.namesTheFile)?.[0];
}
