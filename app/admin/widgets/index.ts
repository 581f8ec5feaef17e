/**
 * The checks the CMS applies at the field, beyond Decap's own `required`:
 * `registerValidation(cms)` registers them before `cms.init()`. One widget, `checked`
 * (checked-widget.tsx), draws every field that holds a value and refuses, at the field,
 * what the content check would refuse. The generated configuration (cms-fields.ts) gives
 * each such field `{ widget: checked, wraps: <Decap's widget>, …that widget's options }`.
 */
import type { CMS, CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import { type ComponentType, createElement } from "react";
import { CheckedControl, checkedWidgetName } from "./checked-widget";

/** The preview pane shows the value as written, as Decap's date, time and text widgets do. */
function CheckedPreview({ value }: CmsWidgetPreviewProps) {
  return createElement("span", null, value === undefined || value === null ? "" : String(value));
}

export function registerValidation(cms: Pick<CMS, "registerWidget">): void {
  // Decap's typings name five of the props it gives a control; this one also reads
  // getEntry, collection, query, resolveWidget and parentIds, which every Decap 3 control receives.
  const control = CheckedControl as unknown as ComponentType<CmsWidgetControlProps>;
  cms.registerWidget(checkedWidgetName, control, CheckedPreview);
}
