import type { ImageAsset } from "~/content/page-data";

/**
 * An image of the form as the site's Picture takes it. The build makes AVIF and WebP
 * variants; the preview has only the file the editor picked, so both variant lists are
 * empty (the browser then skips those sources and loads `src`). Width and height only
 * give the image its proportions until the file has loaded; the classes around every
 * picture fix its shape on the page.
 */
export function previewImage(url: string): ImageAsset {
  return { src: url, original: url, avifSrcset: "", webpSrcset: "", width: 1600, height: 1000 };
}

/** The image field `path` of the form, resolved through Decap's getAsset. */
export function resolvePreviewImage(path: string, resolve: (path: string) => string): ImageAsset {
  return previewImage(path ? resolve(path) : "");
}
