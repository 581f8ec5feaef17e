/**
 * What Decap CMS hands a preview template (registerPreviewTemplate), as far as the
 * previews read it, and the registry calls registerPreviews makes. Structural types, so
 * the previews and their tests do not depend on Decap's own typings; Decap's CMS object
 * and its props fit them.
 */
import type { ReactNode } from "react";
import type { AssetResolver, PreviewEntry } from "./entry";

export type PreviewProps = {
  /** The entry being edited: an Immutable Map with `data` (the form's values) and `slug`. */
  entry: PreviewEntry;
  /** Decap's getAsset: an image path of the form → an AssetProxy whose `url` the preview can show. */
  getAsset: (path: string) => unknown;
  /** Another entry of a collection (a Promise of an Immutable Map with `data`). */
  getCollection?: (collection: string, slug?: string) => Promise<unknown>;
  /** The preview iframe's document. */
  document?: Document;
};

/** A preview template: a function component, as Decap renders it. */
export type PreviewComponent = (props: PreviewProps) => ReactNode;

export type PreviewRegistry = {
  registerPreviewTemplate(name: string, component: PreviewComponent): void;
  registerPreviewStyle(url: string): void;
};

/** Decap's getAsset as a plain path → URL function ('' while an image loads or when the field is empty). */
export function assetResolver(getAsset: PreviewProps["getAsset"]): AssetResolver {
  return (path) => {
    const asset = getAsset(path);
    if (typeof asset === "object" && asset !== null && "url" in asset && typeof asset.url === "string") {
      return asset.url;
    }
    return typeof asset === "string" ? asset : "";
  };
}
