/**
 * For the unit tests: a control drawn by Decap's own Widget (decap-cms-core, as installed),
 * the component that stands between Decap's editor and every field's control. It gives
 * the control its props, holds it by its ref, asks its `shouldComponentUpdate` and its
 * `isValid`: the tests of the adapter's contract and of the image field run against the
 * real thing, so a Decap upgrade that changes it fails them.
 */
import { render } from "@testing-library/react";
// Decap's Widget, from the installed decap-cms-core (the package /admin bundles through decap-cms-app).
import Widget from "decap-cms-core/dist/esm/components/Editor/EditorControlPane/Widget.js";
import { fromJS, Map as ImmutableMap } from "immutable";
import type { ComponentType } from "react";
import { vi } from "vitest";

export type WidgetProps = Record<string, unknown>;

/** The props Decap's EditorControl gives its Widget, with harmless stand-ins; `props` overrides them. */
export function widgetProps(control: ComponentType<never>, props: WidgetProps = {}): WidgetProps {
  return {
    controlComponent: control,
    field: fromJS({ name: "image", label: "Image", widget: "image" }),
    value: "",
    entry: ImmutableMap(),
    getEntry: () => ImmutableMap({ data: ImmutableMap() }),
    collection: fromJS({ name: "blog" }),
    config: ImmutableMap(),
    mediaPaths: ImmutableMap(),
    metadata: ImmutableMap(),
    fieldsErrors: ImmutableMap(),
    onChange: vi.fn(),
    onValidate: vi.fn(),
    onOpenMediaLibrary: vi.fn(),
    onClearMediaControl: vi.fn(),
    onRemoveMediaControl: vi.fn(),
    onPersistMedia: vi.fn(),
    onAddAsset: vi.fn(),
    onRemoveInsertedMedia: vi.fn(),
    getAsset: vi.fn(() => undefined),
    classNameWrapper: "wrapper",
    classNameWidget: "widget",
    classNameWidgetActive: "active",
    classNameLabel: "label",
    classNameLabelActive: "label-active",
    setActiveStyle: vi.fn(),
    setInactiveStyle: vi.fn(),
    hasActiveStyle: false,
    editorControl: () => null,
    uniqueFieldId: "image-field-7",
    resolveWidget: vi.fn(),
    widget: {},
    getEditorComponents: () => new Map(),
    query: vi.fn(),
    queryHits: [],
    clearSearch: vi.fn(),
    clearFieldErrors: vi.fn(),
    isFetching: false,
    loadEntry: vi.fn(),
    t: (key: string) => key,
    parentIds: ["members-field-3", "item-key"],
    isLoadingAsset: false,
    ...props,
  };
}

/** Draws `control` inside Decap's Widget; `update` draws it again with changed props, as Decap's editor does. */
export function renderInDecapWidget(control: ComponentType<never>, props: WidgetProps = {}) {
  // Decap checks its propTypes by hand and warns about the stand-ins' shapes: not what is tested here.
  vi.spyOn(console, "error").mockImplementation(() => {});
  let current = widgetProps(control, props);
  const view = render(<Widget {...current} />);
  return {
    ...view,
    update(changes: WidgetProps) {
      current = { ...current, ...changes };
      view.rerender(<Widget {...current} />);
    },
  };
}
