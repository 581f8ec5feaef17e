/**
 * Decap's image widget, registered again under its own name (`image`, which the checked
 * widget wraps) with two changes an editor sees:
 *
 * - **The saved picture shows in the field.** Decap's field asks `getAsset(path)` once,
 *   when the path or the `getAsset` function changes. A picture already saved is not in
 *   Decap's store yet: the first answer is an empty placeholder (a checkerboard) while
 *   Decap loads the file, and nothing asks again once it is loaded, because `getAsset`
 *   stays the same function for the whole entry (and Decap tells its fields nothing when
 *   a load ends). Here, when the field got the placeholder, Decap's store is asked again
 *   every moment until the picture is there, and the field is then handed a new
 *   `getAsset`, so it asks again and shows the loaded picture.
 * - **A file the site cannot use never reaches the field.** The media library lets an
 *   editor upload and choose any file (an iPhone HEIC photo is uploaded, hidden from the
 *   list of images, and still chosen by "Choose selected"). A chosen file whose name or
 *   size the site refuses (lib/image-rules.ts, the content check's own rule) is not put
 *   in the field: the field keeps its picture and says why, in the check's words.
 */
import type { CMS, CmsWidgetControlProps } from "decap-cms-core";
import { Component, type ComponentType, createElement, Fragment, type ReactNode } from "react";
import { imageFileProblem } from "~/lib/image-rules";

/** The upload behind a path, as Decap's AssetProxy has it (`fileObj` only before it is saved). */
type Asset = { fileObj?: { size?: number; name?: string } } | string | undefined;

type GetAsset = (path: string, field: unknown) => Asset;

/** Decap's `controlMedia` map (controlID → chosen path), an Immutable Map; only `findKey` is read. */
type MediaPaths = { findKey(predicate: (value: unknown) => boolean): unknown };

/** The props Decap gives an image control that this one reads; the rest passes through. */
export type ImageFieldProps = Record<string, unknown> & {
  value?: unknown;
  field?: unknown;
  getAsset: GetAsset;
  onChange: (value: unknown) => void;
  mediaPaths?: MediaPaths;
  onRemoveInsertedMedia?: (controlID: unknown) => void;
};

type ImageFieldState = {
  /** Counts the pictures loaded since the field first asked; a new count is a new `getAsset`. */
  loads: number;
  /** The file refused last, and why. */
  refused: { path: string; message: string } | null;
};

/** How often Decap's store is asked whether a picture has loaded, and for how long. */
export const loadPolling = { everyMs: 200, forMs: 60_000 } as const;

/**
 * Decap's answer while a picture loads: an AssetProxy of an empty SVG named `empty.svg`
 * (decap-cms-core's actions/media.ts), drawn as a checkerboard.
 */
export function isLoadingPlaceholder(asset: Asset): boolean {
  return typeof asset === "object" && asset !== null && (asset as { path?: unknown }).path === "empty.svg";
}

/** Decap's own colour and size for a field's message. */
const refusalStyle = { color: "#d60032", fontSize: "13px", fontWeight: 600, margin: "8px 0 0" } as const;

/** The file's name for a message: the last part of the path the media library gives. */
const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** Why the chosen file cannot be the site's picture, or null; its size when Decap still holds the upload. */
export function chosenFileProblem(path: string, asset: Asset): string | null {
  const size = typeof asset === "object" ? asset.fileObj?.size : undefined;
  const problem = imageFileProblem(path, size);
  return problem ? `${fileName(path)} ${problem}. The field keeps its picture.` : null;
}

/** Wraps Decap's image control (`decapControl`, from its registry) as described above. */
export function imageFieldControl(decapControl: ComponentType<Record<string, unknown>>) {
  return class ImageField extends Component<ImageFieldProps, ImageFieldState> {
    override state: ImageFieldState = { loads: 0, refused: null };

    /** Decap's instance: the checked widget asks it whether to redraw and whether it is valid. */
    private inner: { shouldComponentUpdate?: (props: unknown) => boolean; isValid?: () => unknown } | null = null;
    private readonly setInner = (instance: ImageField["inner"]) => {
      this.inner = instance;
    };

    /** The paths still loading, each with the time its wait ends. */
    private readonly waiting = new Map<string, number>();
    private timer: ReturnType<typeof setTimeout> | undefined;

    /** Asks Decap's store again until every waited-for picture is in, then redraws the field. */
    private readonly poll = () => {
      this.timer = undefined;
      const now = Date.now();
      let loaded = false;
      for (const [path, until] of this.waiting) {
        if (!isLoadingPlaceholder(this.props.getAsset(path, this.props.field))) {
          this.waiting.delete(path);
          loaded = true;
        } else if (now > until) this.waiting.delete(path);
      }
      if (loaded) this.setState(({ loads }) => ({ loads: loads + 1 }));
      if (this.waiting.size > 0) this.timer = setTimeout(this.poll, loadPolling.everyMs);
    };

    override componentWillUnmount() {
      clearTimeout(this.timer);
    }

    /** The `getAsset` handed to Decap's field: a new function after every load (see above). */
    private getAssetOfLoad = -1;
    private getAsset: GetAsset = () => undefined;
    private currentGetAsset(): GetAsset {
      if (this.getAssetOfLoad !== this.state.loads) {
        this.getAssetOfLoad = this.state.loads;
        this.getAsset = (path, field) => {
          const asset = this.props.getAsset(path, field);
          if (path && isLoadingPlaceholder(asset)) {
            this.waiting.set(path, Date.now() + loadPolling.forMs);
            this.timer ??= setTimeout(this.poll, loadPolling.everyMs);
          }
          return asset;
        };
      }
      return this.getAsset;
    }

    private readonly onChange = (value: unknown) => {
      const problem =
        typeof value === "string" && value !== ""
          ? chosenFileProblem(value, this.props.getAsset(value, this.props.field))
          : null;
      if (!problem || typeof value !== "string") {
        if (this.state.refused) this.setState({ refused: null });
        this.props.onChange(value);
        return;
      }
      // Decap keeps the chosen path for this field until the field takes it; drop it, so
      // the field does not ask for it again.
      const controlID = this.props.mediaPaths?.findKey((path) => path === value);
      if (controlID !== undefined) this.props.onRemoveInsertedMedia?.(controlID);
      if (this.state.refused?.path !== value) this.setState({ refused: { path: value, message: problem } });
    };

    isValid = () => (this.inner?.isValid ? this.inner.isValid() : true);

    /** React asks with the next state; the checked widget asks for Decap's Widget, with props alone. */
    override shouldComponentUpdate(next: ImageFieldProps, given: Readonly<ImageFieldState> | undefined): boolean {
      const nextState = given ?? this.state;
      if (nextState.loads !== this.state.loads || nextState.refused !== this.state.refused) return true;
      // Decap's own answer, about the props its field will get.
      const inner = this.inner?.shouldComponentUpdate;
      return inner ? inner.call(this.inner, { ...next, getAsset: this.currentGetAsset() }) : true;
    }

    override render(): ReactNode {
      const { refused } = this.state;
      const control = createElement(decapControl, {
        ...this.props,
        getAsset: this.currentGetAsset(),
        onChange: this.onChange,
        ref: this.setInner,
      });
      // The same tree with or without a message, so Decap's field is never mounted again.
      return createElement(
        Fragment,
        null,
        control,
        refused ? createElement("p", { role: "alert", style: refusalStyle }, refused.message) : null,
      );
    }
  };
}

/** Replaces Decap's `image` widget by the wrapped one; its preview stays Decap's. */
export function registerImageField(cms: Pick<CMS, "getWidget" | "registerWidget">): void {
  const decap = cms.getWidget("image") as { control?: unknown; preview?: unknown } | undefined;
  if (typeof decap?.control !== "function") throw new Error("Decap's image widget is not registered");
  const control = imageFieldControl(decap.control as ComponentType<Record<string, unknown>>);
  cms.registerWidget(
    "image",
    control as unknown as ComponentType<CmsWidgetControlProps>,
    decap.preview as Parameters<CMS["registerWidget"]>[2],
  );
}
