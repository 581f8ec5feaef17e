/**
 * The checks the CMS applies at the field, beyond Decap's own `required`, and the site's
 * own date and time fields: `registerValidation(cms)` registers them before `cms.init()`.
 * One widget, `checked` (checked-widget.tsx), draws every field that holds a value and
 * refuses, at the field, what the content check would refuse. The generated configuration
 * (cms-fields.ts) gives each such field `{ widget: checked, wraps: <widget>, …that widget's
 * options }`, the widget being Decap's own or, for a date or a time, one of typed-field.tsx's.
 */
import type { CMS, CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import { type ComponentType, createElement, type ReactElement } from "react";
import { amsterdamDay } from "~/lib/event-dates";
import { CheckedControl, checkedWidgetName } from "./checked-widget";
import { TypedField, type TypedFieldProps } from "./typed-field";
import { type TypedKindName, typedKinds } from "./typed-kinds";

/** The preview pane shows the value as written, as Decap's date, time and text widgets do. */
function CheckedPreview({ value }: CmsWidgetPreviewProps) {
  return createElement("span", null, value === undefined || value === null ? "" : String(value));
}

const today = () => amsterdamDay(new Date());

/** The control of each kind of date or time field, relative to today in Amsterdam. */
const typedControls: Record<TypedKindName, (props: TypedFieldProps) => ReactElement> = {
  day: (props) => createElement(TypedField, { ...props, kind: typedKinds.day, today: today() }),
  humanDate: (props) => createElement(TypedField, { ...props, kind: typedKinds.humanDate, today: today() }),
  time: (props) => createElement(TypedField, { ...props, kind: typedKinds.time, today: today() }),
};

export function registerValidation(cms: Pick<CMS, "registerWidget">): void {
  // Decap's typings name five of the props it gives a control; this one also reads
  // getEntry, collection, query, resolveWidget and parentIds, which every Decap 3 control receives.
  const control = CheckedControl as unknown as ComponentType<CmsWidgetControlProps>;
  cms.registerWidget(checkedWidgetName, control, CheckedPreview);
  for (const [name, typed] of Object.entries(typedControls)) {
    cms.registerWidget(name, typed as unknown as ComponentType<CmsWidgetControlProps>);
  }
}
