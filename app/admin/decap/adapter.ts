/**
 * The Decap adapter: the one door through which /admin uses what Decap CMS does not
 * publish. Decap's public API (`CMS.registerWidget`, `registerPreviewTemplate`,
 * `registerEventListener`, `registerCustomFormat`, the configuration, a preview's
 * `entry`/`getAsset`/`getCollection`) is used directly; everything else the editor needs
 * of Decap — a prop its typings do not name, a value it uses as a signal, an element of its
 * page — is read here and nowhere else, on the pinned version of package.json, each with a
 * contract test that names what changed when an upgrade breaks it (README, "Upgrading
 * Decap"):
 *
 * | Internal | Used by | Contract test |
 * | --- | --- | --- |
 * | A control's props beyond Decap's typings: `getEntry`, `query` and its answer, `resolveWidget`, `parentIds`, `validate`, `forID` | widgets/checked-widget.tsx | decap-contract.test.tsx (Decap's Widget renders a control) |
 * | Decap's Widget asks the control's own `shouldComponentUpdate` with the Widget's props (`isLoadingAsset` among them) and its `isValid` through the ref | image-field.tsx, checked-widget.tsx | decap-contract.test.tsx |
 * | `getAsset` answers a picture still loading with an AssetProxy of `empty.svg` | image-field.tsx | decap-contract.test.tsx (source); admin-pictures.spec.ts |
 * | An AssetProxy of an upload keeps its `File` as `fileObj` | image-field.tsx, checked-widget.tsx | decap-contract.test.tsx (source) |
 * | The file control's chosen path waits in `mediaPaths` under its control id until `onRemoveInsertedMedia` | image-field.tsx | decap-contract.test.tsx (Decap's image control) |
 * | Control ids `<name>-field-<n>` and the DOM of a list | widgets/field-path.ts | decap-contract.test.tsx (source); admin-mistakes.spec.ts |
 * | A new entry's `newRecord` | widgets/checked-widget.tsx | decap-contract.test.tsx (source) |
 * | A refused save rejects without a reason | refused-save.ts | decap-contract.test.tsx (source) |
 * | Decap's data are Immutable.js collections (a List can `push`) | empty-values.ts | decap-contract.test.tsx |
 * | Decap's image widget can be read from the registry and registered again under its name | image-field.tsx | decap-contract.test.tsx |
 * | Emotion class fragments, react-split-pane's classes, `#nc-root`, `.nc-fileUploadButton` | editor-chrome/, pictures/upload-check.ts, the real-CMS specs | `expectDecapParts` in admin-refusals.spec.ts and admin-phone.spec.ts; admin-pictures.spec.ts |
 * | The toolbar's English labels of the actions that save | editor-chrome/refusals.ts | decap-contract.test.tsx (Decap's English phrases); admin-refusals.spec.ts |
 *
 * A module that needs another internal adds it here (or in editor-dom.ts for the page's
 * elements), with a line in this table and its contract test.
 */
import type { ComponentType } from "react";

export {
  decap,
  fieldKeyOfId,
  fieldOfErrors,
  labelOfField,
  listItemIndexOnPage,
  mediaLibrary,
  messagesOfField,
  saveActionLabel,
} from "./editor-dom";

/** The part of an Immutable.js Map (Decap's field, collection and entry) that /admin reads. */
export type ImmutableMap = { get(key: string): unknown };

/** What Decap's `getAsset` answers: an AssetProxy (a picture's URL as `toString()`), or nothing. */
export type Asset = { path?: unknown; url?: unknown; fileObj?: { size?: number; name?: string } } | string | undefined;

export type GetAsset = (path: string, field?: unknown) => Asset;

/** Decap's `controlMedia` map (control id → chosen path), an Immutable Map; only `findKey` is read. */
type MediaPaths = { findKey(predicate: (value: unknown) => boolean): unknown };

/** Decap's answer to a search of a collection's entries (`query`). */
type QueryAnswer = { payload?: { hits?: readonly { slug?: unknown }[] } };

/**
 * The props Decap 3's Widget gives every control (its typings name five), as far as
 * /admin reads them; the rest pass through to Decap's own widgets unchanged.
 */
export type DecapControlProps = Record<string, unknown> & {
  field: ImmutableMap;
  value?: unknown;
  /** The control's id, `<name>-field-<n>`; its label's `for`. */
  forID?: string;
  collection?: ImmutableMap;
  /** The entry being edited, as it is now. */
  getEntry?: () => ImmutableMap | undefined;
  /** The same, passed on every render (older Decap; stale, read only without getEntry). */
  entry?: ImmutableMap;
  /** Searches a collection's entries (Decap's relation widget uses it). */
  query?: (
    namespace: string,
    collection: string,
    fields: string[],
    term: string,
    file?: string,
  ) => Promise<QueryAnswer>;
  getAsset?: GetAsset;
  resolveWidget: (name: string) => { control: ComponentType<Record<string, unknown>> | string } | undefined;
  /** The ids of the fields around this one, outermost first (field-path.ts). */
  parentIds?: unknown;
  /** Checks this field again and shows the outcome at it. */
  validate?: () => void;
  onChange?: (...change: unknown[]) => void;
  /** Called when the editor leaves the field. */
  setInactiveStyle?: () => void;
  mediaPaths?: MediaPaths;
  onRemoveInsertedMedia?: (controlID: unknown) => void;
};

/** The entry being edited, as it is now. */
export function entryBeingEdited(props: Pick<DecapControlProps, "getEntry" | "entry">): ImmutableMap | undefined {
  return props.getEntry ? props.getEntry() : props.entry;
}

/** Whether the entry is new (not saved yet): Decap marks a new draft `newRecord`. */
export function isNewEntry(entry: ImmutableMap | undefined): boolean {
  return entry?.get("newRecord") === true;
}

/**
 * The file names (slugs) of the entries of `collection` that a search finds: for `term`
 * in `fields`, or every entry of the file name `file`. Undefined when Decap gave the
 * control no search.
 */
export function searchEntries(
  props: Pick<DecapControlProps, "query" | "forID">,
  collection: string,
  fields: string[],
  term: string,
  file?: string,
): Promise<unknown[]> | undefined {
  const { query, forID = "" } = props;
  if (!query) return undefined;
  const answer =
    file === undefined ? query(forID, collection, fields, term) : query(forID, collection, fields, term, file);
  return answer.then((found) => (found.payload?.hits ?? []).map((hit) => hit.slug));
}

/** Decap's own control of the widget `name` (`string`, `image`…), or undefined. */
export function decapControlOf(props: Pick<DecapControlProps, "resolveWidget">, name: string) {
  const control = props.resolveWidget(name)?.control;
  return typeof control === "function" ? control : undefined;
}

/** What a control's `isValid` answers to refuse the value, with `message` shown at the field. */
export function refusal(message: string, parentIds: unknown) {
  return { error: { type: "CUSTOM", message, parentIds } } as const;
}

/** A control instance as Decap's Widget sees it through the control's ref. */
type ControlInstance = { shouldComponentUpdate?: (props: never) => boolean; isValid?: () => unknown } | null;

/**
 * Decap's Widget redraws a field only when its control's own `shouldComponentUpdate`,
 * called with the Widget's next props, answers true; a control that wraps another asks
 * the wrapped one (Decap's image control redraws when a picture chosen in the media library
 * arrives, before its value changes). Undefined when the wrapped control has no answer.
 */
export function wrappedShouldUpdate(inner: ControlInstance, nextProps: object): boolean | undefined {
  const own = inner?.shouldComponentUpdate;
  return own ? own.call(inner, nextProps as never) : undefined;
}

/**
 * Whether Decap's Widget asks because its pictures finished loading: it passes its own
 * props, whose `isLoadingAsset` (true while any picture of the entry loads) has turned
 * false. Decap asks the control nothing while it stays true.
 */
export function picturesDoneLoading(nextProps: object): boolean {
  return (nextProps as { isLoadingAsset?: unknown }).isLoadingAsset === false;
}

/**
 * Decap's answer while a picture loads: an AssetProxy of an empty SVG named `empty.svg`
 * (decap-cms-core's actions/media.ts), drawn as a checkerboard.
 */
export function isLoadingPlaceholder(asset: Asset): boolean {
  return typeof asset === "object" && asset !== null && asset.path === "empty.svg";
}

/** The size in bytes of an upload Decap still holds (an AssetProxy's `fileObj`), else undefined. */
export function uploadSize(asset: Asset): number | undefined {
  return typeof asset === "object" && asset !== null ? asset.fileObj?.size : undefined;
}

/** The props through which Decap's file control keeps a path chosen for it (forgetChosenPath). */
export type ChosenPathProps = Pick<DecapControlProps, "mediaPaths" | "onRemoveInsertedMedia">;

/**
 * Drops Decap's record of a path chosen in the media library for a field that will not
 * take it: Decap keeps it in `mediaPaths` under the field's control id, and its file control
 * asks for it again on every update until `onRemoveInsertedMedia` removes it.
 */
export function forgetChosenPath(props: ChosenPathProps, path: string) {
  const controlID = props.mediaPaths?.findKey((chosen) => chosen === path);
  if (controlID !== undefined) props.onRemoveInsertedMedia?.(controlID);
}

/**
 * Whether an unhandled rejection is Decap's refused save: its persistEntry rejects without
 * a reason when the form has errors, and its editor never handles that rejection.
 */
export function isRefusedSave(event: Pick<PromiseRejectionEvent, "reason">): boolean {
  return event.reason === undefined;
}

/** Decap's data as Immutable.js holds it, read through the few methods /admin uses. */
export type ImmutableCollection = {
  map(mapper: (value: unknown) => unknown): ImmutableCollection;
  filter(predicate: (value: unknown) => boolean): ImmutableCollection;
  toJS(): unknown;
};

export const isImmutableCollection = (value: unknown): value is ImmutableCollection =>
  typeof value === "object" && value !== null && "toJS" in value && "map" in value && "filter" in value;

/** Immutable's List (and Seq.Indexed) can push; its Map cannot. */
export const isImmutableList = (value: ImmutableCollection): boolean => "push" in value;

/** A widget as Decap's registry holds it. */
export type RegisteredWidget = { control: ComponentType<Record<string, unknown>>; preview?: unknown; schema?: unknown };

/**
 * Decap's own widget `name` as its registry holds it, to be registered again under the
 * same name around its control (`CMS.registerWidget` replaces an entry of that name).
 */
export function decapWidget(cms: { getWidget(name: string): unknown }, name: string): RegisteredWidget {
  const widget = cms.getWidget(name) as { control?: unknown; preview?: unknown; schema?: unknown } | undefined;
  if (typeof widget?.control !== "function") throw new Error(`Decap's ${name} widget is not registered`);
  return widget as RegisteredWidget;
}
