/**
 * The checks the CMS applies at the field, beyond Decap's own `required` and `pattern`:
 * `registerValidation(cms)` registers them before `cms.init()`. Today one widget,
 * `event-timing` (event-timing-widget.tsx): an event's date and time fields refuse an end
 * before the start, with the content check's message. A field uses it as
 * `{ name: endTime, widget: event-timing, wraps: datetime, …the datetime options }`.
 */
import type { CMS, CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import { type ComponentType, createElement } from "react";
import { EventTimingControl, eventTimingWidgetName } from "./event-timing-widget";

/** The preview pane shows the value as written, as Decap's date, time and text widgets do. */
function EventTimingPreview({ value }: CmsWidgetPreviewProps) {
  return createElement("span", null, value === undefined || value === null ? "" : String(value));
}

export function registerValidation(cms: Pick<CMS, "registerWidget">): void {
  // Decap's typings name five of the props it gives a control; this one also reads
  // getEntry, resolveWidget and parentIds, which every Decap 3 control receives.
  const control = EventTimingControl as unknown as ComponentType<CmsWidgetControlProps>;
  cms.registerWidget(eventTimingWidgetName, control, EventTimingPreview);
}
