/**
 * Decap's image widget, registered again under its own name (`image`, which the checked
 * widget wraps) with two changes an editor sees:
 *
 * - **The saved picture shows in the field.** Decap's field asks `getAsset(path)` once,
 *   when the path or the `getAsset` function changes. A picture already saved is not in
 *   Decap's store yet: the first answer is an empty placeholder (a checkerboard) while
 *   Decap loads the file, and nothing asks again once it is loaded, because `getAsset`
 *   stays the same function for the whole entry. Decap's Widget does ask its control
 *   whether to redraw when its pictures have finished loading (the adapter's
 *   `picturesDoneLoading`): then, for a field that got the placeholder, Decap is asked
 *   again, and once the picture is there the field is handed a new `getAsset`, so it asks
 *   again and shows the loaded picture. No timer: nothing is asked while nothing loads.
 * - **A file the site cannot use never reaches the field.** Uploads are checked, shrunk
 *   or converted before Decap sees them (pictures/upload-check.ts), so a refused upload is
 *   never offered; a file already in the media library whose name the site refuses
 *   (lib/image-rules.ts, the content check's own rule) is not put in the field: the field
 *   keeps its picture and says why, in the check's words.
 * - **A picture made to fit says so.** When the chosen picture is an upload the check
 *   shrank or converted, the line saying what was done shows under the field.
 */
import type { CMS, CmsWidgetControlProps } from "decap-cms-core";
import { Component, type ComponentType, createElement, Fragment, type ReactNode } from "react";
import { imageFileProblem } from "~/lib/image-rules";
import {
  type Asset,
  type ChosenPathProps,
  decapWidget,
  forgetChosenPath,
  type GetAsset,
  isLoadingPlaceholder,
  picturesDoneLoading,
  uploadSize,
  wrappedShouldUpdate,
} from "./decap/adapter";
import { uploadNoteFor } from "./pictures/upload-notes";

/** The props Decap gives an image control that this one reads; the rest passes through. */
export type ImageFieldProps = ChosenPathProps &
  Record<string, unknown> & {
    value?: unknown;
    field?: unknown;
    getAsset: GetAsset;
    onChange: (value: unknown) => void;
  };

type ImageFieldState = {
  /** Counts the pictures loaded since the field first asked; a new count is a new `getAsset`. */
  loads: number;
  /** The file refused last, and why. */
  refused: { path: string; message: string } | null;
};

/** Decap's own colour and size for a field's message. */
const refusalStyle = { color: "#d60032", fontSize: "13px", fontWeight: 600, margin: "8px 0 0" } as const;

/** A note in Decap's hint colour, darkened to read on white. */
const noteStyle = { color: "#3d4451", fontSize: "13px", margin: "8px 0 0" } as const;

/** The file's name for a message: the last part of the path the media library gives. */
const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** Why the chosen file cannot be the site's picture, or null; its size when Decap still holds the upload. */
export function chosenFileProblem(path: string, asset: Asset): string | null {
  const problem = imageFileProblem(path, uploadSize(asset));
  return problem ? `${fileName(path)} ${problem}. The field keeps its picture.` : null;
}

/** Wraps Decap's image control (`decapControl`, from its registry) as described above. */
export function imageFieldControl(decapControl: ComponentType<Record<string, unknown>>) {
  return class ImageField extends Component<ImageFieldProps, ImageFieldState> {
    override state: ImageFieldState = { loads: 0, refused: null };

    /** Decap's instance: the checked widget asks it whether to redraw and whether it is valid. */
    private inner: { shouldComponentUpdate?: (props: never) => boolean; isValid?: () => unknown } | null = null;
    private readonly setInner = (instance: ImageField["inner"]) => {
      this.inner = instance;
    };

    /** The paths the field was answered with the loading placeholder for. */
    private readonly waiting = new Set<string>();
    /** Set when Decap's pictures finished loading: the waited-for paths are asked again after the update. */
    private askAgain = false;

    /** Asks Decap again for each waited-for picture; one that has loaded gets the field a new `getAsset`. */
    override componentDidUpdate() {
      if (!this.askAgain) return;
      this.askAgain = false;
      let loaded = false;
      for (const path of this.waiting) {
        if (!isLoadingPlaceholder(this.props.getAsset(path, this.props.field))) {
          this.waiting.delete(path);
          loaded = true;
        }
      }
      if (loaded) this.setState(({ loads }) => ({ loads: loads + 1 }));
    }

    /** The `getAsset` handed to Decap's field: a new function after every load (see above). */
    private getAssetOfLoad = -1;
    private getAsset: GetAsset = () => undefined;
    private currentGetAsset(): GetAsset {
      if (this.getAssetOfLoad !== this.state.loads) {
        this.getAssetOfLoad = this.state.loads;
        this.getAsset = (path, field) => {
          const asset = this.props.getAsset(path, field);
          if (path && isLoadingPlaceholder(asset)) this.waiting.add(path);
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
      forgetChosenPath(this.props, value);
      if (this.state.refused?.path !== value) this.setState({ refused: { path: value, message: problem } });
    };

    isValid = () => (this.inner?.isValid ? this.inner.isValid() : true);

    /**
     * React asks with the next state; the checked widget asks for Decap's Widget, with the
     * Widget's props alone, which tell when Decap's pictures finished loading: then the
     * waited-for pictures are asked for again once the field has updated.
     */
    override shouldComponentUpdate(next: ImageFieldProps, given: Readonly<ImageFieldState> | undefined): boolean {
      const nextState = given ?? this.state;
      if (nextState.loads !== this.state.loads || nextState.refused !== this.state.refused) return true;
      if (this.waiting.size > 0 && picturesDoneLoading(next)) this.askAgain = true;
      if (this.askAgain) return true;
      // Decap's own answer, about the props its field will get.
      return wrappedShouldUpdate(this.inner, { ...next, getAsset: this.currentGetAsset() }) ?? true;
    }

    override render(): ReactNode {
      const { refused } = this.state;
      const control = createElement(decapControl, {
        ...this.props,
        getAsset: this.currentGetAsset(),
        onChange: this.onChange,
        ref: this.setInner,
      });
      const note = refused || typeof this.props.value !== "string" ? undefined : uploadNoteFor(this.props.value);
      // The same tree with or without a message, so Decap's field is never mounted again.
      return createElement(
        Fragment,
        null,
        control,
        refused ? createElement("p", { role: "alert", style: refusalStyle }, refused.message) : null,
        note ? createElement("p", { role: "status", style: noteStyle }, note) : null,
      );
    }
  };
}

/** Replaces Decap's `image` widget by the wrapped one; its preview stays Decap's. */
export function registerImageField(cms: Pick<CMS, "getWidget" | "registerWidget">): void {
  const decap = decapWidget(cms, "image");
  cms.registerWidget(
    "image",
    imageFieldControl(decap.control) as unknown as ComponentType<CmsWidgetControlProps>,
    decap.preview as Parameters<CMS["registerWidget"]>[2],
  );
}
