import { useEffect, useState } from "react";
import type { AssetResolver } from "./entry";
import { assetResolver, type PreviewProps } from "./preview-props";

/**
 * Decap's getAsset as a path → URL function that a preview may call while it renders.
 * getAsset itself must not be called then: for a picture not loaded yet it dispatches
 * the load to Decap's store, which redraws the editor's fields while the preview is
 * drawn (React: "Cannot update a component while rendering a different component").
 * So the preview reads the URLs from state, and after each render an effect asks
 * getAsset for the paths that render used and keeps any new URL (Decap redraws the
 * preview whenever its store changes, a finished load included). A path not asked yet
 * gives '' (image.ts draws nothing for it).
 */
export function usePreviewAssets(getAsset: PreviewProps["getAsset"]): AssetResolver {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());
  // The paths this render reads; the effect after it looks them up.
  const used = new Set<string>();

  useEffect(() => {
    const resolve = assetResolver(getAsset);
    const changed = [...used].flatMap((path) => {
      const url = resolve(path);
      return urls.get(path) === url ? [] : [[path, url] as const];
    });
    if (changed.length > 0) setUrls((known) => new Map([...known, ...changed]));
  });

  return (path) => {
    used.add(path);
    return urls.get(path) ?? "";
  };
}
