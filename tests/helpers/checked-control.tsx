/**
 * The checked widget as Decap draws it, for its tests (jsdom): Immutable stand-ins for the
 * values Decap hands it, a wrapped control like Decap's, and `renderControl`, which mounts
 * the widget on one field of an entry of a collection and returns it to be asked `isValid()`.
 */
import { render } from "@testing-library/react";
import { Component, createRef } from "react";
import { vi } from "vitest";
import type { ImmutableValue } from "~/admin/form-check";
import { CheckedControl, type CheckedControlProps } from "~/admin/widgets/checked-widget";

export type Plain = Record<string, unknown>;

/** A stand-in for Decap's Immutable maps: `get` and `toJS` are all the widget reads. */
export function immutable(values: Plain): ImmutableValue & { toJS(): unknown } {
  return {
    get: (key) => {
      const value = values[key];
      return value && typeof value === "object" && !Array.isArray(value) ? immutable(value as Plain) : value;
    },
    toJS: () => values,
  };
}

/** A control as Decap's are: a class whose instance may answer `isValid`. */
export class TextControl extends Component<Plain> {
  isValid = () => this.props.ownAnswer !== false;
  override render() {
    return <input aria-label="wrapped" id={String(this.props.forID)} defaultValue={String(this.props.value ?? "")} />;
  }
}

type Rendered = { control: CheckedControl; resolveWidget: ReturnType<typeof vi.fn> };

export function renderControl(
  collection: string,
  field: Plain,
  data: Plain,
  extra: Partial<CheckedControlProps> & Plain = {},
): Rendered {
  const ref = createRef<CheckedControl>();
  const resolveWidget = vi.fn((_name: string) => ({ control: TextControl }));
  const props: CheckedControlProps = {
    field: immutable(field),
    collection: immutable({ name: collection }),
    getEntry: () => immutable({ data, slug: extra.slug ?? "", newRecord: extra.newRecord ?? false }),
    resolveWidget,
    forID: `${String(field.name)}-field`,
    value: data[String(field.name)],
    parentIds: ["p1"],
    ...extra,
  };
  render(<CheckedControl ref={ref} {...props} />);
  if (!ref.current) throw new Error("the control did not mount");
  return { control: ref.current, resolveWidget };
}

export const event = { title: "Quiz", location: "Pavilion", image: "../images/quiz.jpg", imageAlt: "A stage" };
export const messageOf = (answer: unknown) => (answer as { error: { message: string } }).error.message;
