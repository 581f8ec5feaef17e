/**
 * The `event-timing` widget: an event's date or time field that also checks the rules
 * between the date and time fields (an end before the start, an endDate before the
 * startDate, …) when the editor saves, with the content check's own message shown at the
 * field (app/lib/event-form-check.ts). It draws the widget named by the field's `wraps`
 * option (`datetime`, `boolean`, `string`…) unchanged, so the editor sees the usual picker.
 *
 * Decap asks a field's control for `isValid()` through the control's ref before saving:
 * `false` or `{ error: { message } }` refuses the save and shows the message above the
 * field. The ref is the component instance, hence a class.
 */
import { Component, type ComponentType, createElement, type Ref } from "react";
import { type EventTimingField, eventTimingProblemsAt, isEventTimingField } from "~/lib/event-form-check";

export const eventTimingWidgetName = "event-timing";

/** What Decap's own widgets answer from `isValid`, and what this one answers. */
export type ValidationResult =
  | boolean
  | { error: false | { type: string; message: string; parentIds?: unknown } }
  | Promise<unknown>;

/** A control Decap can validate: the instance behind its ref. */
export type ValidatingControl = { isValid?: () => ValidationResult };

/** The part of an Immutable.js Map (Decap's field and entry) this widget reads. */
export type ImmutableValue = { get(key: string): unknown; toJS(): unknown };

type WrappedControlProps = Record<string, unknown> & { ref?: Ref<ValidatingControl> };

/** The props Decap gives a widget control that this one reads; the rest goes to the wrapped widget unchanged. */
export type EventTimingControlProps = Record<string, unknown> & {
  field: ImmutableValue;
  /** The entry being edited, as it is now (Decap 3). */
  getEntry?: () => ImmutableValue | undefined;
  /** The same, passed on every render (older Decap). */
  entry?: ImmutableValue;
  resolveWidget: (name: string) => { control: ComponentType<WrappedControlProps> | string } | undefined;
  parentIds?: unknown;
};

/** The widget drawn when the field names none in `wraps`. */
const defaultWrapped = "string";

/** The form's values: the entry's `data`, as plain values. */
function formValues(entry: ImmutableValue | undefined): Record<string, unknown> {
  const data = entry?.get("data");
  const plain = data && typeof data === "object" && "toJS" in data ? (data as ImmutableValue).toJS() : data;
  return plain && typeof plain === "object" ? (plain as Record<string, unknown>) : {};
}

export class EventTimingControl extends Component<EventTimingControlProps> {
  private wrapped: ValidatingControl | null = null;

  private readonly setWrapped = (instance: ValidatingControl | null) => {
    this.wrapped = instance;
  };

  /** The rules between the fields first; then the wrapped widget's own check, if it has one. */
  isValid = (): ValidationResult => {
    const { field, getEntry, entry, parentIds } = this.props;
    const name = field.get("name");
    if (isEventTimingField(name)) {
      const [message] = eventTimingProblemsAt(
        formValues(getEntry ? getEntry() : entry),
        name satisfies EventTimingField,
      );
      if (message) return { error: { type: "CUSTOM", message, parentIds } };
    }
    return this.wrapped?.isValid ? this.wrapped.isValid() : { error: false };
  };

  override render() {
    const { resolveWidget, field } = this.props;
    const wraps = field.get("wraps");
    const name = typeof wraps === "string" ? wraps : defaultWrapped;
    const control = resolveWidget(name)?.control;
    if (!control || typeof control === "string" || name === eventTimingWidgetName) {
      throw new Error(`The event-timing widget wraps "${name}": name a widget of Decap's own in \`wraps\``);
    }
    return createElement(control, { ...this.props, ref: this.setWrapped });
  }
}
